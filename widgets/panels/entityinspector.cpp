// SPDX-License-Identifier: GPL-3.0-or-later
#include "entityinspector.h"

#include "commands/editcommands.h"
#include "commands/structurecommands.h"
#include "collectionoptionsform.h"
#include "diagram/entitybox.h"
#include "document/modeldocument.h"
#include "fieldform.h"
#include "writtenfieldrows.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kOptionsTab = 1;
constexpr int kQueriesTab = 2;

QVariant pathData(const std::vector<int> &path)
{
    QVariantList list;
    for (int i : path)
        list << i;
    return list;
}

std::vector<int> pathFrom(const QVariant &data)
{
    std::vector<int> path;
    for (const QVariant &v : data.toList())
        path.push_back(v.toInt());
    return path;
}

QString patternsText(const Entity &entity)
{
    QStringList names;
    for (PatternTag tag : entity.patterns)
        names << QString::fromLatin1(toString(tag).data());
    return names.join(QStringLiteral(", "));
}

} // namespace

Field *fieldAtPath(std::vector<Field> &fields, const std::vector<int> &path)
{
    std::vector<Field> *level = &fields;
    Field *field = nullptr;
    for (int i : path) {
        if (i < 0 || size_t(i) >= level->size())
            return nullptr;
        field = &(*level)[size_t(i)];
        level = &field->fields;
    }
    return field;
}

EntityInspector::EntityInspector(ModelDocument *document, QWidget *parent)
    : InspectorPage(document, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    mName = addLineEdit(
        form, tr("Name:"), tr("The collection name, or the name of the embedded document type"));
    mKind = addCombo(
        form, tr("Kind:"), tr("A collection of its own, or a document type embedded in others"));
    mKind->addItem(tr("collection"), int(EntityKind::Collection));
    mKind->addItem(tr("embedded document"), int(EntityKind::Embedded));
    mDescription = addLineEdit(form, tr("Description:"), tr("What the documents hold"));
    mCount = addLineEdit(
        form, tr("Estimated documents:"), tr("How many documents the collection will hold"));
    mGrowth = addLineEdit(form, tr("Growth per month:"), tr("New documents per month"));
    mPatterns = addLineEdit(form, tr("Patterns:"),
        tr("Pattern tags, comma separated: bucket, computed, subset, outlier, polymorphic, "
           "attribute, gridfs-bucket, worker-queue, pre-aggregated, junction"));
    mDiscriminator
        = addLineEdit(form, tr("Discriminator:"), tr("The type field of a polymorphic collection"));

    // Fields, options and queries on tabs, so that none of them sits at the
    // bottom of a page taller than the screen.
    mTabs = new QTabWidget(this);
    layout->addWidget(mTabs, 1);
    addFieldsTab();
    addOptionsTab();
    addQueriesTab();
    connectEdits();
}

// The fields, their buttons and the form of the chosen one.
void EntityInspector::addFieldsTab()
{
    auto *fieldsBox = new QWidget(mTabs);
    auto *fieldsLayout = new QVBoxLayout(fieldsBox);
    mFields = new QTreeWidget(fieldsBox);
    mFields->setHeaderLabels({ tr("Name"), tr("Type") });
    mFields->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mFields->setMinimumHeight(140);
    fieldsLayout->addWidget(mFields);
    auto *buttons = new QGridLayout;
    int buttonCount = 0;
    auto button = [&](const QString &text, const QString &tip, auto slot) {
        auto *b = new QPushButton(text, fieldsBox);
        b->setToolTip(tip);
        connect(b, &QPushButton::clicked, this, slot);
        buttons->addWidget(b, buttonCount / 3, buttonCount % 3);
        ++buttonCount;
    };
    button(tr("Add"), tr("Add a field after the selected one"), [this] { addField(false); });
    button(tr("Add Nested"), tr("Add a field inside the selected object field"),
        [this] { addField(true); });
    button(tr("Remove"), tr("Remove the selected field"), [this] { removeField(); });
    button(tr("Up"), tr("Move the selected field up"), [this] { moveField(-1); });
    button(tr("Down"), tr("Move the selected field down"), [this] { moveField(1); });
    fieldsLayout->addLayout(buttons);

    mFieldForm = new FieldForm(fieldsBox);
    connect(mFieldForm, &FieldForm::edited, this, &EntityInspector::editField);
    fieldsLayout->addWidget(mFieldForm);
    mTabs->addTab(fieldsBox, tr("Fields"));
}

void EntityInspector::addOptionsTab()
{
    auto *optionsPage = new QWidget(mTabs);
    auto *optionsLayout = new QVBoxLayout(optionsPage);
    mOptions = new CollectionOptionsForm(optionsPage);
    optionsLayout->addWidget(mOptions);
    optionsLayout->addStretch(1);
    mTabs->addTab(optionsPage, tr("Options"));
    connect(mOptions, &CollectionOptionsForm::edited, this,
        [this](const QString &property, const std::function<void(CollectionOptions &)> &change) {
            edit(property.isEmpty() ? QString() : QStringLiteral("options.") + property,
                tr("Edit Collection Options"), [&](Entity &e) { change(e.options); });
        });
}

// Indexes and access patterns, each a list with Add and Remove.
void EntityInspector::addQueriesTab()
{
    auto *queriesPage = new QWidget(mTabs);
    auto *queriesLayout = new QVBoxLayout(queriesPage);
    mTabs->addTab(queriesPage, tr("Indexes && Queries"));

    auto listBox = [&](const QString &title, QListWidget *&list, auto add, auto remove) {
        auto *box = new QGroupBox(title, queriesPage);
        auto *boxLayout = new QVBoxLayout(box);
        list = new QListWidget(box);
        list->setMaximumHeight(90);
        boxLayout->addWidget(list);
        auto *row = new QHBoxLayout;
        auto *addButton = new QPushButton(tr("Add"), box);
        auto *removeButton = new QPushButton(tr("Remove"), box);
        row->addWidget(addButton);
        row->addWidget(removeButton);
        row->addStretch();
        boxLayout->addLayout(row);
        connect(addButton, &QPushButton::clicked, this, add);
        connect(removeButton, &QPushButton::clicked, this, remove);
        connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
            emit showRequested(item->data(Qt::UserRole).toString());
        });
        queriesLayout->addWidget(box);
    };
    auto removeSelected = [this](QListWidget *list) {
        if (QListWidgetItem *item = list->currentItem())
            this->document()->undoStack()->push(new RemoveObjectsCommand(
                this->document(), { item->data(Qt::UserRole).toString().toStdString() }));
    };
    listBox(
        tr("Indexes (double-click to edit)"), mIndexes,
        [this] { emit showRequested(toQString(addNewIndex(this->document(), id()))); },
        [this, removeSelected] { removeSelected(mIndexes); });
    listBox(
        tr("Access patterns (double-click to edit)"), mAccessPatterns,
        [this] { emit showRequested(toQString(addNewAccessPattern(this->document(), id()))); },
        [this, removeSelected] { removeSelected(mAccessPatterns); });
    queriesLayout->addStretch(1);
}

// Each control's edit, as an undo command on the entity.
void EntityInspector::connectEdits()
{
    connect(mName, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("name"), tr("Rename Entity"),
            [&](Entity &e) { e.name = t.toStdString(); });
    });
    connect(mKind, &QComboBox::activated, this, [this] {
        edit({}, tr("Change Entity Kind"),
            [&](Entity &e) { e.kind = EntityKind(mKind->currentData().toInt()); });
    });
    connect(mDescription, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("description"), tr("Edit Entity"),
            [&](Entity &e) { e.description = t.toStdString(); });
    });
    connect(mCount, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("count"), tr("Edit Entity"),
            [&](Entity &e) { e.estimatedCount = parseOptionalInt(t).value_or(0); });
    });
    connect(mGrowth, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("growth"), tr("Edit Entity"),
            [&](Entity &e) { e.growthPerMonth = parseOptionalInt(t).value_or(0); });
    });
    connect(mPatterns, &QLineEdit::editingFinished, this, [this] {
        std::vector<PatternTag> tags;
        bool ok = true;
        for (const QString &part : mPatterns->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto tag = fromString<PatternTag>(part.trimmed().toStdString());
            ok = ok && tag.has_value();
            if (tag)
                tags.push_back(*tag);
        }
        markValid(mPatterns, ok);
        if (ok)
            edit({}, tr("Edit Patterns"), [&](Entity &e) { e.patterns = tags; });
    });
    connect(mDiscriminator, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("discriminator"), tr("Edit Entity"),
            [&](Entity &e) { e.discriminator = t.toStdString(); });
    });

    connect(mFields, &QTreeWidget::currentItemChanged, this, &EntityInspector::refreshFieldForm);
    // Double-clicking a field edits it: its name first, once the click is
    // done with (the list would take the focus back).
    connect(mFields, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (!isWrittenFieldRow(item)) // those are edited in place
            QTimer::singleShot(0, mFieldForm, &FieldForm::focusName);
    });
    // A field a relationship writes is renamed there: its copy, reference
    // or the parent's field.
    connect(mFields, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item) {
        if (mRefreshing)
            return;
        if (const auto renamed = renamedByRow(document()->model(), item))
            document()->undoStack()->push(new EditRelationshipCommand(document(), *renamed, tr("Rename Field")));
        else
            QTimer::singleShot(0, this, &EntityInspector::refresh); // an empty or unchanged name
    });
}

template <typename Change>
void EntityInspector::edit(const QString &property, const QString &text, Change change)
{
    if (mRefreshing)
        return;
    const Entity *current = document()->model().findEntity(id());
    if (!current)
        return;
    Entity entity = *current;
    change(entity);
    if (entity == *current)
        return;
    document()->undoStack()->push(new EditEntityCommand(document(), entity, text, property));
}

void EntityInspector::editField(const QString &property, const std::function<void(Field &)> &change)
{
    const std::vector<int> path = selectedFieldPath();
    if (path.empty())
        return;
    QString key;
    for (int i : path)
        key += QString::number(i) + QLatin1Char('.');
    edit(property.isEmpty() ? QString() : property + key, tr("Edit Field"), [&](Entity &e) {
        if (Field *field = fieldAtPath(e.fields, path))
            change(*field);
    });
}

void EntityInspector::showOptions()
{
    mTabs->setCurrentIndex(kOptionsTab);
}

bool EntityInspector::renameChosenField()
{
    if (!mFields->hasFocus() || !mFields->currentItem())
        return false;
    if (isWrittenFieldRow(mFields->currentItem()))
        mFields->editItem(mFields->currentItem(), 0); // renames it in its relationship
    else
        mFieldForm->focusName();
    return true;
}

std::vector<int> EntityInspector::selectedFieldPath() const
{
    const QTreeWidgetItem *item = mFields->currentItem();
    return item ? pathFrom(item->data(0, kPathRole)) : std::vector<int> {};
}

void EntityInspector::selectField(const std::vector<int> &path)
{
    QTreeWidgetItem *item = nullptr;
    for (size_t depth = 0; depth < path.size(); ++depth) {
        const int index = path[depth];
        QTreeWidgetItem *next
            = depth == 0 ? mFields->topLevelItem(index) : (item ? item->child(index) : nullptr);
        if (!next)
            break;
        item = next;
    }
    mFields->setCurrentItem(item);
}

void EntityInspector::addField(bool nested)
{
    std::vector<int> path = selectedFieldPath();
    std::vector<int> added;
    edit({}, tr("Add Field"), [&](Entity &e) {
        Field field = makeField("field", { BsonType::String });
        Field *selected = fieldAtPath(e.fields, path);
        if (nested && selected) {
            if (!selected->types.empty() && !selected->isObject())
                selected->types = { BsonType::Object };
            field.name = "field_" + std::to_string(selected->fields.size() + 1);
            selected->fields.push_back(field);
            added = path;
            added.push_back(int(selected->fields.size()) - 1);
            return;
        }
        std::vector<Field> *level = &e.fields;
        if (path.size() > 1)
            level = &fieldAtPath(e.fields, std::vector<int>(path.begin(), path.end() - 1))->fields;
        const size_t at = path.empty() ? level->size() : size_t(path.back()) + 1;
        field.name = "field_" + std::to_string(level->size() + 1);
        level->insert(level->begin() + std::ptrdiff_t(std::min(at, level->size())), field);
        added = path.empty() ? std::vector<int> {} : std::vector<int>(path.begin(), path.end() - 1);
        added.push_back(int(std::min(at, level->size() - 1)));
    });
    selectField(added);
    mFieldForm->focusName();
}

void EntityInspector::removeField()
{
    const std::vector<int> path = selectedFieldPath();
    if (path.empty())
        return;
    edit({}, tr("Remove Field"), [&](Entity &e) {
        std::vector<Field> *level = path.size() > 1
            ? &fieldAtPath(e.fields, std::vector<int>(path.begin(), path.end() - 1))->fields
            : &e.fields;
        if (size_t(path.back()) < level->size())
            level->erase(level->begin() + path.back());
    });
}

void EntityInspector::moveField(int delta)
{
    std::vector<int> path = selectedFieldPath();
    if (path.empty())
        return;
    bool moved = false;
    edit({}, tr("Move Field"), [&](Entity &e) {
        std::vector<Field> *level = path.size() > 1
            ? &fieldAtPath(e.fields, std::vector<int>(path.begin(), path.end() - 1))->fields
            : &e.fields;
        const int from = path.back();
        const int to = from + delta;
        if (to < 0 || size_t(to) >= level->size())
            return;
        std::swap((*level)[size_t(from)], (*level)[size_t(to)]);
        moved = true;
    });
    if (moved) {
        path.back() += delta;
        selectField(path);
    }
}

void EntityInspector::fillFieldTree(
    QTreeWidgetItem *parent, const std::vector<Field> &fields, std::vector<int> &path)
{
    for (size_t i = 0; i < fields.size(); ++i) {
        path.push_back(int(i));
        const Field &field = fields[i];
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(mFields);
        item->setText(
            0, toQString(field.name) + (field.required ? QStringLiteral(" *") : QString()));
        item->setText(1, fieldTypeText(field));
        item->setData(0, kPathRole, pathData(path));
        fillFieldTree(item, field.fields, path);
        path.pop_back();
    }
}

void EntityInspector::refresh()
{
    const Model &model = document()->model();
    const Entity *entity = model.findEntity(id());
    setEnabled(entity != nullptr);
    if (!entity)
        return;
    mRefreshing = true;
    setTextQuietly(mName, toQString(entity->name));
    setComboQuietly(mKind, int(entity->kind));
    setTextQuietly(mDescription, toQString(entity->description));
    setTextQuietly(mCount, QString::number(entity->estimatedCount));
    setTextQuietly(mGrowth, QString::number(entity->growthPerMonth));
    if (!mPatterns->hasFocus())
        setTextQuietly(mPatterns, patternsText(*entity));
    setTextQuietly(mDiscriminator, toQString(entity->discriminator));

    const std::vector<int> selected = selectedFieldPath();
    {
        const QSignalBlocker blocker(mFields);
        mFields->clear();
        std::vector<int> path;
        fillFieldTree(nullptr, entity->fields, path);
        addWrittenFieldRows(mFields, model, *entity);
        mFields->expandAll();
        selectField(selected);
    }
    refreshFieldForm();
    mOptions->showCollection(entity->isCollection() ? entity : nullptr);
    mTabs->setTabVisible(kOptionsTab, entity->isCollection());
    mTabs->setTabVisible(kQueriesTab, entity->isCollection());

    mIndexes->clear();
    for (const Index &index : model.indexes) {
        if (index.collectionId != entity->id)
            continue;
        QStringList keys;
        for (const IndexKey &key : index.keys)
            keys << toQString(key.field) + QLatin1Char(':')
                    + QString::fromLatin1(toString(key.kind).data());
        auto *item = new QListWidgetItem(toQString(index.effectiveName()) + QStringLiteral("  {")
                + keys.join(QStringLiteral(", ")) + QLatin1Char('}'),
            mIndexes);
        item->setData(Qt::UserRole, toQString(index.id));
    }
    mAccessPatterns->clear();
    for (const AccessPattern &ap : model.accessPatterns) {
        if (ap.collectionId != entity->id)
            continue;
        auto *item = new QListWidgetItem(toQString(ap.name), mAccessPatterns);
        item->setData(Qt::UserRole, toQString(ap.id));
    }
    mRefreshing = false;
}

void EntityInspector::refreshFieldForm()
{
    const Entity *current = document()->model().findEntity(id());
    Entity copy = current ? *current : Entity {};
    mFieldForm->showField(fieldAtPath(copy.fields, selectedFieldPath()));
}

} // namespace docmodel
