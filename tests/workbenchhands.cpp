// SPDX-License-Identifier: GPL-3.0-or-later
#include "workbenchhands.h"

#include "canvas/diagramscene.h"
#include "canvas/diagramview.h"
#include "canvas/entityitem.h"
#include "document/modeldocument.h"
#include "panels/collectionoptionsform.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/queryinspectors.h"
#include "panels/rateedit.h"
#include "panels/relationshipinspector.h"
#include "schema/enumnames.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

namespace docmodel::test {

namespace {

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    if (text.isEmpty())
        QTest::keyClick(edit, Qt::Key_Backspace);
    else
        QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

// A choice in a combo box, as a click on it would make.
bool choose(QComboBox *combo, const QString &item)
{
    const int index = combo->findText(item);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    emit combo->activated(index);
    return true;
}

// A check box ticked or cleared with Space, as from the keyboard: a click
// in the middle of a wide box may miss its label.
void toggle(QAbstractButton *box)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Space);
}

void showTab(QWidget *page, int tab)
{
    auto *tabs = page->findChild<QTabWidget *>();
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tab).center());
}

} // namespace

WorkbenchHands::WorkbenchHands(MainWindow &window)
    : mWindow(window)
{ }

void WorkbenchHands::fail(const QString &what)
{
    mErrors += what + QLatin1Char('\n');
}

void WorkbenchHands::select(const QString &id)
{
    mWindow.scene()->selectOnly({ id });
    if (mWindow.inspector()->shownId() != id)
        mWindow.inspector()->showObject(id);
}

QWidget *WorkbenchHands::labelled(QWidget *page, const QString &label) const
{
    for (QLabel *candidate : page->findChildren<QLabel *>())
        if (candidate->text() == label && candidate->buddy())
            return candidate->buddy();
    for (QFormLayout *form : page->findChildren<QFormLayout *>())
        for (int row = 0; row < form->rowCount(); ++row)
            if (auto *item = form->itemAt(row, QFormLayout::LabelRole))
                if (auto *text = qobject_cast<QLabel *>(item->widget());
                    text && text->text() == label)
                    if (auto *field = form->itemAt(row, QFormLayout::FieldRole))
                        return field->widget();
    return nullptr;
}

QString WorkbenchHands::addCollection(const QString &name)
{
    mWindow.action(QStringLiteral("addCollection"))->trigger();
    const QStringList selected = mWindow.scene()->selectedEntityIds();
    if (selected.size() != 1) {
        fail(QStringLiteral("no new collection selected for %1").arg(name));
        return {};
    }
    setEntityText(selected.first(), QStringLiteral("Name:"), name);
    return selected.first();
}

void WorkbenchHands::setEntityText(
    const QString &entityId, const QString &label, const QString &text)
{
    select(entityId);
    auto *edit = qobject_cast<QLineEdit *>(labelled(mWindow.inspector()->entityPage(), label));
    if (!edit)
        return fail(QStringLiteral("no entity line %1").arg(label));
    typeInto(edit, text);
}

void WorkbenchHands::addField(const QString &entityId, const QString &name, const QString &type,
    bool required, const QString &allowedValues)
{
    select(entityId);
    EntityInspector *page = mWindow.inspector()->entityPage();
    showTab(page, 0);
    QPushButton *add = nullptr;
    for (QPushButton *button : page->findChildren<QPushButton *>())
        if (button->text() == QLatin1String("Add")
            && button->toolTip().contains(QLatin1String("field")))
            add = button;
    if (!add)
        return fail(QStringLiteral("no Add field button"));
    QTest::mouseClick(add, Qt::LeftButton);
    auto *nameEdit = qobject_cast<QLineEdit *>(labelled(page, QStringLiteral("Field name:")));
    auto *typeCombo = qobject_cast<QComboBox *>(labelled(page, QStringLiteral("Type:")));
    if (!nameEdit || !typeCombo)
        return fail(QStringLiteral("no field form"));
    typeInto(nameEdit, name);
    typeInto(typeCombo->lineEdit(), type);
    if (required) {
        QCheckBox *box = nullptr;
        for (QCheckBox *candidate : page->findChildren<QCheckBox *>())
            if (candidate->text() == QLatin1String("Required"))
                box = candidate;
        if (!box)
            return fail(QStringLiteral("no Required box"));
        toggle(box);
    }
    if (!allowedValues.isEmpty())
        typeInto(page->findChild<QLineEdit *>(QStringLiteral("allowedValues")), allowedValues);
}

QString WorkbenchHands::connect(const QString &one, const QString &many)
{
    mWindow.action(QStringLiteral("fit"))->trigger();
    QWidget *viewport = mWindow.view()->viewport();
    auto center = [&](const QString &id) {
        return mWindow.view()->mapFromScene(
            mWindow.scene()->entityItem(id)->sceneBoxRect().center());
    };
    const size_t before = mWindow.document()->model().relationships.size();
    mWindow.action(QStringLiteral("connect"))->trigger();
    QTest::mousePress(viewport, Qt::LeftButton, {}, center(one));
    QTest::mouseMove(viewport, center(many));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, center(many));
    const auto &rels = mWindow.document()->model().relationships;
    if (rels.size() != before + 1) {
        fail(QStringLiteral("no relationship from %1 to %2").arg(one, many));
        return {};
    }
    return QString::fromStdString(rels.back().id);
}

QString WorkbenchHands::addTree(const QString &entityId)
{
    select(entityId);
    mWindow.action(QStringLiteral("addTree"))->trigger();
    const auto &rels = mWindow.document()->model().relationships;
    if (rels.empty() || !rels.back().tree) {
        fail(QStringLiteral("no tree on %1").arg(entityId));
        return {};
    }
    return QString::fromStdString(rels.back().id);
}

void WorkbenchHands::setStrategy(const QString &relationshipId, Strategy strategy)
{
    select(relationshipId);
    QAction *action = mWindow.action(
        QStringLiteral("strategy-") + QString::fromLatin1(toString(strategy).data()));
    if (!action || !action->isEnabled())
        return fail(QStringLiteral("no strategy action for %1").arg(relationshipId));
    action->trigger();
}

void WorkbenchHands::setRelationshipText(
    const QString &relationshipId, const QString &label, const QString &text)
{
    select(relationshipId);
    QWidget *field = labelled(mWindow.inspector()->relationshipPage(), label);
    auto *edit = qobject_cast<QLineEdit *>(field);
    if (!edit && field) // a line with a button beside it
        edit = field->findChild<QLineEdit *>();
    if (!edit || !edit->isEnabled())
        return fail(QStringLiteral("no relationship line %1").arg(label));
    typeInto(edit, text);
}

void WorkbenchHands::setRelationshipCombo(
    const QString &relationshipId, const QString &label, const QString &item)
{
    select(relationshipId);
    auto *combo
        = qobject_cast<QComboBox *>(labelled(mWindow.inspector()->relationshipPage(), label));
    if (!combo || !choose(combo, item))
        return fail(QStringLiteral("no %1 in %2").arg(item, label));
}

void WorkbenchHands::setRelationshipCheck(
    const QString &relationshipId, const QString &text, bool on)
{
    select(relationshipId);
    for (QCheckBox *box : mWindow.inspector()->relationshipPage()->findChildren<QCheckBox *>())
        if (box->text() == text) {
            if (box->isChecked() != on)
                toggle(box);
            return;
        }
    fail(QStringLiteral("no check box %1").arg(text));
}

void WorkbenchHands::setOption(const QString &entityId, const char *objectName, const QString &text)
{
    select(entityId);
    EntityInspector *page = mWindow.inspector()->entityPage();
    showTab(page, 1);
    QWidget *widget = page->findChild<CollectionOptionsForm *>()->findChild<QWidget *>(
        QLatin1String(objectName));
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        return typeInto(edit, text);
    if (auto *combo = qobject_cast<QComboBox *>(widget)) {
        if (combo->isEditable())
            return typeInto(combo->lineEdit(), text);
        if (choose(combo, text))
            return;
    }
    fail(QStringLiteral("no option %1 set to %2").arg(QLatin1String(objectName), text));
}

void WorkbenchHands::checkOption(const QString &entityId, const char *objectName, bool on)
{
    select(entityId);
    EntityInspector *page = mWindow.inspector()->entityPage();
    showTab(page, 1);
    QWidget *widget = page->findChild<CollectionOptionsForm *>()->findChild<QWidget *>(
        QLatin1String(objectName));
    if (auto *group = qobject_cast<QGroupBox *>(widget)) {
        if (group->isChecked() != on) {
            group->setFocus();
            QTest::keyClick(group, Qt::Key_Space);
        }
        return;
    }
    if (auto *box = qobject_cast<QCheckBox *>(widget)) {
        if (box->isChecked() != on)
            toggle(box);
        return;
    }
    fail(QStringLiteral("no option %1").arg(QLatin1String(objectName)));
}

void WorkbenchHands::addAccessPattern(const QString &collectionId, const QString &name,
    const QString &filter, const QString &sort, double perSecond, bool write,
    const QString &updates)
{
    select(collectionId);
    mWindow.action(QStringLiteral("addAccessPattern"))->trigger();
    AccessPatternInspector *page = mWindow.inspector()->accessPatternPage();
    auto line = [&](const QString &label, const QString &text) {
        auto *edit = qobject_cast<QLineEdit *>(labelled(page, label));
        if (!edit)
            return fail(QStringLiteral("no access pattern line %1").arg(label));
        if (!text.isEmpty() || !edit->text().isEmpty())
            typeInto(edit, text);
    };
    line(QStringLiteral("Name:"), name);
    if (write)
        choose(qobject_cast<QComboBox *>(labelled(page, QStringLiteral("Kind:"))),
            QStringLiteral("write"));
    line(QStringLiteral("Filter:"), filter);
    line(QStringLiteral("Sort:"), sort);
    if (write)
        line(QStringLiteral("Updates:"), updates);
    auto *rate = page->findChild<RateEdit *>(QStringLiteral("frequency"));
    // In the unit a person would pick: per second, per minute below that.
    const bool perMinute = perSecond < 1;
    choose(rate->unit(), perMinute ? QStringLiteral("per minute") : QStringLiteral("per second"));
    rate->number()->setFocus();
    rate->number()->selectAll();
    QTest::keyClicks(rate->number(), QString::number(perMinute ? perSecond * 60 : perSecond));
    QTest::keyClick(rate->number(), Qt::Key_Return);
}

void WorkbenchHands::addIndex(const QString &collectionId, const QString &keys, bool unique)
{
    select(collectionId);
    mWindow.action(QStringLiteral("addIndex"))->trigger();
    QWidget *page = nullptr;
    for (IndexInspector *candidate : mWindow.inspector()->findChildren<IndexInspector *>())
        if (candidate->isVisible())
            page = candidate;
    if (!page)
        return fail(QStringLiteral("no index page"));
    typeInto(qobject_cast<QLineEdit *>(labelled(page, QStringLiteral("Keys:"))), keys);
    if (unique)
        for (QCheckBox *box : page->findChildren<QCheckBox *>())
            if (box->text() == QLatin1String("Unique"))
                toggle(box);
}

} // namespace docmodel::test
