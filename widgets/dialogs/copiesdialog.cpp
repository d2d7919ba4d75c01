// SPDX-License-Identifier: GPL-3.0-or-later
#include "copiesdialog.h"

#include "shape/documentshape.h"
#include "text/copiestext.h"
#include "schema/qtstring.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableWidget>

namespace docmodel {

namespace {

enum CopyColumn { CopyFieldColumn, CopyDirectionColumn, CopyNameColumn };

void addPaths(const std::vector<Field> &fields, const std::string &prefix, QStringList &out)
{
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        out << toQString(path);
        if (!field.array && !field.map)
            addPaths(field.fields, path + '.', out);
    }
}

} // namespace

CopiesDialog::CopiesDialog(const Model &model, const Relationship &rel, QWidget *parent)
    : RowListDialog(parent)
    , mModel(model)
    , mRel(rel)
    , mCopies(rel.denormalized)
    , mTable(new QTableWidget(0, 3, this))
{
    const Entity *one = model.findEntity(rel.oneId);
    const Entity *many = model.findEntity(rel.manyId);
    const DocumentShapes shapes(model);
    if (one)
        addPaths(shapes.fields(*one), {}, mParentPaths);
    if (many)
        addPaths(shapes.fields(*many), {}, mChildPaths);
    setWindowTitle(tr("Copied Fields of %1 → %2")
                       .arg(toQString(one ? one->name : rel.oneId),
                           toQString(many ? many->name : rel.manyId)));
    mTable->setHorizontalHeaderLabels(
        { tr("Source field"), tr("Copied into"), tr("Name of the copy") });
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->verticalHeader()->hide();
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    build(
        tr("Fields of one side repeated in the other, so that a read needs no second query. "
           "Into the children: each document of %1 holds a copy of a field of its parent in "
           "%2. Into the parent: each reference to a document of %1 carries a copy of its "
           "field.")
            .arg(toQString(many ? many->name : rel.manyId), toQString(one ? one->name : rel.oneId)),
        mTable);

    for (const DenormalizedField &copy : rel.denormalized)
        appendRow(copy);
    resize(620, 340);
}

void CopiesDialog::addRow()
{
    appendRow({ {}, CopyDirection::IntoMany, {} });
    mTable->setCurrentCell(mTable->rowCount() - 1, CopyFieldColumn);
    mTable->cellWidget(mTable->rowCount() - 1, CopyFieldColumn)->setFocus();
}

void CopiesDialog::appendRow(const DenormalizedField &copy)
{
    const int row = mTable->rowCount();
    mTable->insertRow(row);
    auto *field = new QComboBox(mTable);
    field->setEditable(true);
    field->setInsertPolicy(QComboBox::NoInsert);
    mTable->setCellWidget(row, CopyFieldColumn, field);
    auto *direction = new QComboBox(mTable);
    direction->addItem(tr("the children"), int(CopyDirection::IntoMany));
    direction->addItem(tr("the parent"), int(CopyDirection::IntoOne));
    mTable->setCellWidget(row, CopyDirectionColumn, direction);
    auto *name = new QTableWidgetItem;
    name->setToolTip(tr("Empty: the source field's name"));
    mTable->setItem(row, CopyNameColumn, name);
    setRow(row, copy);
    // Another direction copies from the other side: its fields to choose.
    connect(direction, &QComboBox::activated, this, [this, field] {
        for (int r = 0; r < mTable->rowCount(); ++r)
            if (mTable->cellWidget(r, CopyFieldColumn) == field)
                fillFields(r, field->currentText().toStdString());
    });
}

void CopiesDialog::fillFields(int row, const std::string &current)
{
    auto *field = qobject_cast<QComboBox *>(mTable->cellWidget(row, CopyFieldColumn));
    auto *direction = qobject_cast<QComboBox *>(mTable->cellWidget(row, CopyDirectionColumn));
    const bool intoMany
        = CopyDirection(direction->currentData().toInt()) == CopyDirection::IntoMany;
    const QSignalBlocker blocker(field);
    field->clear();
    field->addItems(intoMany ? mParentPaths : mChildPaths);
    field->setEditText(toQString(current));
}

void CopiesDialog::removeRow()
{
    if (mTable->currentRow() >= 0)
        mTable->removeRow(mTable->currentRow());
}

void CopiesDialog::moveRow(int delta)
{
    const int from = mTable->currentRow();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= mTable->rowCount())
        return;
    const DenormalizedField moving = rowCopy(from);
    setRow(from, rowCopy(to));
    setRow(to, moving);
    mTable->setCurrentCell(to, mTable->currentColumn());
}

DenormalizedField CopiesDialog::rowCopy(int row) const
{
    DenormalizedField copy;
    copy.field = qobject_cast<QComboBox *>(mTable->cellWidget(row, CopyFieldColumn))
                     ->currentText()
                     .trimmed()
                     .toStdString();
    copy.direction = CopyDirection(
        qobject_cast<QComboBox *>(mTable->cellWidget(row, CopyDirectionColumn))->currentData().toInt());
    const QTableWidgetItem *name = mTable->item(row, CopyNameColumn);
    copy.as = name ? name->text().trimmed().toStdString() : std::string();
    if (copy.as == copy.field)
        copy.as.clear();
    return copy;
}

void CopiesDialog::setRow(int row, const DenormalizedField &copy)
{
    auto *direction = qobject_cast<QComboBox *>(mTable->cellWidget(row, CopyDirectionColumn));
    direction->setCurrentIndex(direction->findData(int(copy.direction)));
    mTable->item(row, CopyNameColumn)->setText(toQString(copy.as));
    fillFields(row, copy.field);
}

bool CopiesDialog::commit()
{
    std::vector<DenormalizedField> copies;
    for (int row = 0; row < mTable->rowCount(); ++row) {
        const DenormalizedField copy = rowCopy(row);
        if (copy.field.empty())
            continue; // a row added and left empty
        QString problem;
        if (!checkCopy(mModel, mRel, copy, &problem)) {
            showProblem(row, problem);
            return false;
        }
        copies.push_back(copy);
    }
    clearProblem();
    mCopies = copies;
    return true;
}

} // namespace docmodel
