// SPDX-License-Identifier: GPL-3.0-or-later
#include "relationshipinspector.h"

#include "advisor/diagnostic.h"
#include "advisor/strategyadvice.h"
#include "canvas/canvaseditor.h"
#include "commands/editcommands.h"
#include "commands/editdescriptions.h"
#include "text/copiestext.h"
#include "dialogs/copiesdialog.h"
#include "diagram/diagrampainter.h"
#include "document/modeldocument.h"
#include "schema/derivedfields.h"
#include "schema/qtstring.h"
#include "schema/referenceindexes.h"
#include "referencepresenceform.h"
#include "strategytips.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <set>

namespace docmodel {

namespace {

// The "Stored as" entry of a self-relationship that is a graph, beside the
// tree encodings' values.
constexpr int kGraph = -1;

// _id and the entity's scalar fields; a key the entity lacks stays listed,
// so the choice shows what the model holds (validation says what is wrong).
void fillKeys(QComboBox *combo, const Entity *entity, const std::string &current)
{
    const QSignalBlocker blocker(combo);
    combo->clear();
    QStringList paths { QStringLiteral("_id") };
    if (entity)
        paths << singleValuePaths(*entity);
    if (!paths.contains(toQString(current)))
        paths << toQString(current);
    for (const QString &path : paths)
        combo->addItem(path, path);
    combo->setCurrentIndex(combo->findData(toQString(current)));
}

} // namespace

RelationshipInspector::RelationshipInspector(
    ModelDocument *document, CanvasEditor *editor, QWidget *parent)
    : InspectorPage(document, parent)
    , mEditor(editor)
{
    auto *layout = new QVBoxLayout(this);
    mEnds = new QLabel(this);
    mEnds->setWordWrap(true);
    layout->addWidget(mEnds);
    addStrategyBox(layout);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    addCountsAndKeys(form);
    addCopiesRow(form);
    addReferenceOptions(form);
    addSubsetBox(layout);
    addTreeBox(layout);
    layout->addWidget(mAdviceBox);
    layout->addStretch(1);
    connectEdits();
}

// The strategy buttons, the recommendation and its reasons.
void RelationshipInspector::addStrategyBox(QVBoxLayout *layout)
{
    auto *strategyBox = new QGroupBox(tr("Strategy"), this);
    auto *grid = new QGridLayout(strategyBox);
    mStrategies = new QButtonGroup(this);
    int n = 0;
    for (const auto &entry : enumNames<Strategy>()) {
        auto *button = new QPushButton(strategyDisplayName(entry.value), strategyBox);
        button->setCheckable(true);
        mStrategies->addButton(button, int(entry.value));
        grid->addWidget(button, n / 2, n % 2);
        ++n;
    }
    const auto tip = [this](Strategy s) { return strategyChangeTip(document()->model(), id(), s); };
    new StrategyTips(mStrategies, tip, this);
    // Above the fields, only what keeps its size: the recommended strategy's
    // name and its button, whose place stays when hidden. The reasons, whose
    // length changes with every edit, come last, so nothing under the mouse
    // moves when they grow.
    mRecommended = new QLabel(strategyBox);
    mRecommended->setTextFormat(Qt::RichText);
    mApplyAdvice = new QPushButton(
        QCoreApplication::translate("Advisor", "Apply Recommendation"), strategyBox);
    QSizePolicy keepPlace = mApplyAdvice->sizePolicy();
    keepPlace.setRetainSizeWhenHidden(true);
    mApplyAdvice->setSizePolicy(keepPlace);
    // Whether (and when) a child lacks its parent belongs with how it refers to it.
    mPresence = new ReferencePresenceForm(strategyBox);
    connect(mPresence, &ReferencePresenceForm::edited, this,
        [this](const QString &property, const std::function<void(Relationship &)> &change) { edit(property, change); });
    grid->addWidget(mPresence, n / 2 + 1, 0, 1, 2);
    grid->addWidget(mRecommended, n / 2 + 2, 0, 1, 2);
    grid->addWidget(mApplyAdvice, n / 2 + 3, 0, 1, 2);
    mAdviceBox = new QGroupBox(tr("Why this strategy"), this);
    mAdvice = new QLabel(mAdviceBox);
    mAdvice->setWordWrap(true);
    mAdvice->setTextFormat(Qt::RichText);
    (new QVBoxLayout(mAdviceBox))->addWidget(mAdvice);
    connect(mApplyAdvice, &QPushButton::clicked, this, [this] {
        if (const Relationship *rel
            = this->document()->model().findRelationship(objectId().toStdString()))
            mEditor->setStrategy(
                objectId(), recommendStrategy(this->document()->model(), *rel).strategy);
    });
    layout->addWidget(strategyBox);
    connect(mStrategies, &QButtonGroup::idClicked, this, [this](int strategy) {
        if (!mRefreshing)
            mEditor->setStrategy(objectId(), Strategy(strategy));
    });
}

// Label, cardinality, child counts, the fields each side writes and the keys.
void RelationshipInspector::addCountsAndKeys(QFormLayout *form)
{
    mName = addLineEdit(form, tr("Label:"), tr("A name for the relationship"));
    mCardinality = addCombo(form, tr("Cardinality:"), tr("How many children one parent has"));
    for (const auto &entry : enumNames<Cardinality>())
        mCardinality->addItem(cardinalityDisplayName(entry.value), int(entry.value));
    mCardinality->setObjectName(QStringLiteral("cardinality"));
    mMin = addLineEdit(form, tr("Minimum children:"), tr("The fewest children a parent has"));
    mTypical = addLineEdit(form, tr("Typical children:"), tr("The usual number of children"));
    mMax = addLineEdit(
        form, tr("Maximum children:"), tr("The most children a parent has; empty for unbounded"));
    mMax->setPlaceholderText(tr("unbounded"));
    mOneField = addLineEdit(form, tr("Field in parent:"),
        tr("The field the parent document gets; empty for the default name"));
    mManyField = addLineEdit(form, tr("Field in child:"),
        tr("The parent reference in each child; empty for the default name"));
    mManyField->setObjectName(QStringLiteral("manyField"));
    mReferenceObject = addLineEdit(form, tr("Group under:"),
        tr("A sub-document each child holds the reference and the copied fields in, as in "
           "assignee: {_id, name}; empty for top-level fields"));
    mReferenceObject->setObjectName(QStringLiteral("referenceObject"));
    mReferenceObject->setPlaceholderText(tr("top level"));
    mOneKey = addCombo(form, tr("Key in parent:"),
        tr("The parent's field the children's references hold: _id, or a natural key such as "
           "AlbumId"));
    mOneKey->setObjectName(QStringLiteral("oneKey"));
    mManyKey = addCombo(form, tr("Key in children:"),
        tr("The children's field the parent's references hold: _id, or a natural key"));
    mManyKey->setObjectName(QStringLiteral("manyKey"));
}

// The copied fields, typed in a line or edited as a table in a dialog.
void RelationshipInspector::addCopiesRow(QFormLayout *form)
{
    {
        // Typed in a line, or edited as a table in a dialog.
        auto *row = new QWidget(this);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        mCopies = new QLineEdit(row);
        mCopies->setToolTip(
            tr("Denormalized fields as field:direction, comma separated; direction is into-many "
               "or into-one; \"as NAME\" after one gives the copy its own name (name:into-many "
               "as ownerName)"));
        auto *table = new QToolButton(row);
        table->setObjectName(QStringLiteral("copiedFieldsTable"));
        table->setText(tr("Table…"));
        table->setToolTip(tr("Edit the copied fields as a table: source field, direction, name"));
        rowLayout->addWidget(mCopies, 1);
        rowLayout->addWidget(table);
        form->addRow(tr("Copied fields:"), row);
        connect(table, &QToolButton::clicked, this, &RelationshipInspector::editCopiesInTable);
    }
    mCopies->setObjectName(QStringLiteral("copiedFields"));
    mCopies->setPlaceholderText(tr("field:into-many as name, field:into-one"));
    mCopiesMessage = new QLabel(this);
    mCopiesMessage->setObjectName(QStringLiteral("copiedFieldsMessage"));
    mCopiesMessage->setWordWrap(true);
    mCopiesMessage->setStyleSheet(invalidStyleSheet());
    mCopiesMessage->hide();
    form->addRow(mCopiesMessage);
}

// How the reference is stored and what it promises.
void RelationshipInspector::addReferenceOptions(QFormLayout *form)
{
    mReferenceStyle = addCombo(form, tr("Reference style:"), tr("A plain id or a DBRef"));
    mReferenceStyle->addItem(tr("manual id"), int(ReferenceStyle::Manual));
    mReferenceStyle->addItem(tr("DBRef"), int(ReferenceStyle::DbRef));
    mStandsAlone = new QCheckBox(tr("Children are queried on their own"), this);
    mStandsAlone->setObjectName(QStringLiteral("standsAlone"));
    mStandsAlone->setToolTip(tr("Whether the children are queried, listed or sorted without their "
                                "parent. Partly checked: not decided yet, and the advisor asks"));
    form->addRow(mStandsAlone);
    mRatio = new QDoubleSpinBox(this);
    mRatio->setRange(0, 1e9);
    mRatio->setDecimals(2);
    mRatio->setToolTip(tr("Reads per write of the related data"));
    form->addRow(tr("Read/write ratio:"), mRatio);
    mAtomic = new QCheckBox(tr("Parent and children change together"), this);
    form->addRow(mAtomic);
    mIndexReference = new QCheckBox(tr("Index the reference field(s)"), this);
    mIndexReference->setObjectName(QStringLiteral("indexReference"));
    mIndexReference->setToolTip(tr("Scripts and Apply create the index the strategy needs to "
                                   "follow the reference from the other side"));
    form->addRow(mIndexReference);
    mIndexKeys = new QLabel(this);
    mIndexKeys->setObjectName(QStringLiteral("indexReferenceKeys"));
    mIndexKeys->setWordWrap(true);
    mIndexKeys->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(mIndexKeys);

}

void RelationshipInspector::addSubsetBox(QVBoxLayout *layout)
{
    mSubsetBox = new QGroupBox(tr("Subset"), this);
    auto *subsetForm = new QFormLayout(mSubsetBox);
    mSubsetK = new QSpinBox(mSubsetBox);
    mSubsetK->setRange(1, 100000);
    mSubsetK->setToolTip(tr("How many children the parent embeds"));
    subsetForm->addRow(tr("Embedded children (K):"), mSubsetK);
    mSubsetSort = new QLineEdit(mSubsetBox);
    mSubsetSort->setToolTip(tr("The field that picks the K children (most recent first)"));
    subsetForm->addRow(tr("Sort field:"), mSubsetSort);
    mSubsetCount = new QLineEdit(mSubsetBox);
    mSubsetCount->setToolTip(tr("A field in the parent with the total number of children"));
    subsetForm->addRow(tr("Count field:"), mSubsetCount);
    layout->addWidget(mSubsetBox);

}

void RelationshipInspector::addTreeBox(QVBoxLayout *layout)
{
    mTreeBox = new QGroupBox(tr("Tree or graph"), this);
    auto *treeForm = new QFormLayout(mTreeBox);
    mTree = new QComboBox(mTreeBox);
    mTree->setObjectName(QStringLiteral("storedAs"));
    mTree->setToolTip(tr("A tree, and how each node stores it; or a graph, where each document "
                         "holds an array of other documents' keys"));
    for (const auto &entry : enumNames<TreeEncoding>())
        mTree->addItem(tr("Tree: %1").arg(treeEncodingDisplayName(entry.value)), int(entry.value));
    mTree->addItem(tr("Graph: an array of keys"), kGraph);
    treeForm->addRow(tr("Stored as:"), mTree);
    mDelimiter = new QLineEdit(mTreeBox);
    mDelimiter->setToolTip(tr("The separator of a materialized path"));
    treeForm->addRow(tr("Path delimiter:"), mDelimiter);
    mMaxDepth = new QLineEdit(mTreeBox);
    mMaxDepth->setObjectName(QStringLiteral("treeMaxDepth"));
    mMaxDepth->setToolTip(tr("The deepest level a node can be at (the root is level 0): worst-case "
                             "sizes count ancestors and paths this deep"));
    mMaxDepth->setPlaceholderText(tr("unbounded"));
    treeForm->addRow(tr("Deepest level:"), mMaxDepth);
    layout->addWidget(mTreeBox);
}

// Each control's edit, as an undo command on the relationship.
void RelationshipInspector::connectEdits()
{
    connect(mName, &QLineEdit::textEdited, this, [this](const QString &t) {
        edit(QStringLiteral("name"), [&](Relationship &r) { r.name = t.toStdString(); });
    });
    connect(mCardinality, &QComboBox::activated, this, [this] {
        mEditor->setCardinality(objectId(), Cardinality(mCardinality->currentData().toInt()));
    });
    auto countEdit = [this](QLineEdit *line, const QString &property, auto apply) {
        connect(line, &QLineEdit::textEdited, this, [this, property, apply](const QString &t) {
            edit(property, [&](Relationship &r) { apply(r, t); });
        });
    };
    countEdit(mMin, QStringLiteral("min"),
        [](Relationship &r, const QString &t) { r.counts.min = parseOptionalInt(t).value_or(0); });
    countEdit(mTypical, QStringLiteral("typical"), [](Relationship &r, const QString &t) {
        r.counts.typical = parseOptionalInt(t).value_or(0);
    });
    countEdit(mMax, QStringLiteral("max"),
        [](Relationship &r, const QString &t) { r.counts.max = parseOptionalInt(t); });
    countEdit(mOneField, QStringLiteral("oneField"),
        [](Relationship &r, const QString &t) { r.oneField = t.toStdString(); });
    countEdit(mManyField, QStringLiteral("manyField"),
        [](Relationship &r, const QString &t) { r.manyField = t.toStdString(); });
    // Copies commit on Enter or focus-out: rewriting the text after each key
    // would put the cursor at the end and commit half-typed names.
    connect(mCopies, &QLineEdit::editingFinished, this, &RelationshipInspector::commitCopies);
    countEdit(mSubsetSort, QStringLiteral("subsetSort"), [](Relationship &r, const QString &t) {
        if (r.subset)
            r.subset->sortField = t.toStdString();
    });
    countEdit(mSubsetCount, QStringLiteral("subsetCount"), [](Relationship &r, const QString &t) {
        if (r.subset)
            r.subset->countField = t.toStdString();
    });
    // Committed on Enter or focus-out: each letter would be another object.
    connect(mReferenceObject, &QLineEdit::editingFinished, this,
        &RelationshipInspector::commitReferenceObject);
    countEdit(mMaxDepth, QStringLiteral("maxDepth"), [](Relationship &r, const QString &t) {
        if (r.tree)
            r.tree->maxDepth = parseOptionalInt(t);
    });
    countEdit(mDelimiter, QStringLiteral("delimiter"), [](Relationship &r, const QString &t) {
        if (r.tree)
            r.tree->delimiter = t.toStdString();
    });
    connect(mSubsetK, &QSpinBox::valueChanged, this, [this](int k) {
        edit(QStringLiteral("subsetK"), [&](Relationship &r) {
            if (r.subset)
                r.subset->k = k;
        });
    });
    connect(mOneKey, &QComboBox::activated, this, [this] {
        edit({}, [&](Relationship &r) { r.oneKey = mOneKey->currentData().toString().toStdString(); });
    });
    connect(mManyKey, &QComboBox::activated, this, [this] {
        edit({}, [&](Relationship &r) { r.manyKey = mManyKey->currentData().toString().toStdString(); });
    });
    connect(mReferenceStyle, &QComboBox::activated, this, [this] {
        edit({}, [&](Relationship &r) {
            r.referenceStyle = ReferenceStyle(mReferenceStyle->currentData().toInt());
        });
    });
    connect(mStandsAlone, &QCheckBox::stateChanged, this, [this](int state) {
        const QueriedAlone alone = state == Qt::Checked ? QueriedAlone::Yes
            : state == Qt::Unchecked                    ? QueriedAlone::No
                                                        : QueriedAlone::Undecided;
        edit({}, [&](Relationship &r) { r.manyStandsAlone = alone; });
    });
    connect(mRatio, &QDoubleSpinBox::valueChanged, this, [this](double ratio) {
        edit(QStringLiteral("ratio"), [&](Relationship &r) { r.readWriteRatio = ratio; });
    });
    connect(mAtomic, &QCheckBox::toggled, this,
        [this](bool on) { edit({}, [&](Relationship &r) { r.atomic = on; }); });
    connect(mIndexReference, &QCheckBox::toggled, this,
        [this](bool on) { edit({}, [&](Relationship &r) { r.indexReference = on; }); });
    connect(mTree, &QComboBox::activated, this, [this] {
        const int chosen = mTree->currentData().toInt();
        edit({}, [&](Relationship &r) {
            if (chosen == kGraph && !r.isGraph())
                r = selfAsGraph(r);
            else if (chosen != kGraph)
                r = selfAsTree(r, TreeEncoding(chosen));
        });
    });
}

template <typename Change> void RelationshipInspector::edit(const QString &property, Change change)
{
    if (mRefreshing)
        return;
    const Relationship *current = document()->model().findRelationship(id());
    if (!current)
        return;
    Relationship rel = *current;
    change(rel);
    if (rel == *current)
        return;
    document()->undoStack()->push(
        new EditRelationshipCommand(document(), rel, tr("Edit Relationship"), property));
}

void RelationshipInspector::commitCopies()
{
    const Relationship *current = document()->model().findRelationship(id());
    if (mRefreshing || !current)
        return;
    QString problem;
    const auto copies = parseCopies(mCopies->text(), document()->model(), *current, &problem);
    markValid(mCopies, copies.has_value());
    mCopiesMessage->setText(problem);
    mCopiesMessage->setVisible(!copies);
    if (!copies)
        return;
    // Committed: the next refresh may show the text in its normal form.
    mCopies->setModified(false);
    edit({}, [&](Relationship &r) { r.denormalized = *copies; });
    setTextQuietly(mCopies, copiesText(document()->model().findRelationship(id())->denormalized));
}

void RelationshipInspector::commitReferenceObject()
{
    const Model &model = document()->model();
    const Relationship *current = model.findRelationship(id());
    if (mRefreshing || !current)
        return;
    Relationship after = *current;
    after.referenceObject = mReferenceObject->text().trimmed().toStdString();
    if (after == *current)
        return;
    // A field the child declares under a name the relationship wrote and
    // no longer writes (assigneeId once grouped) held the same values: it
    // goes in the same step, as a strategy change takes stale references.
    std::set<std::string> stale;
    for (const WrittenField &written : fieldsWrittenBy(model, *current))
        if (written.entityId == after.manyId)
            stale.insert(written.name);
    for (const WrittenField &written : fieldsWrittenBy(model, after))
        stale.erase(written.name);
    const Entity *child = model.findEntity(after.manyId);
    std::optional<Entity> kept;
    if (child) {
        kept = *child;
        if (!std::erase_if(kept->fields, [&](const Field &f) { return stale.contains(f.name); }))
            kept.reset();
    }
    const QString text = describeEdit(model, *current, after);
    QUndoStack *stack = document()->undoStack();
    stack->beginMacro(text);
    stack->push(new EditRelationshipCommand(document(), after, text));
    if (kept)
        stack->push(new EditEntityCommand(document(), *kept, text));
    stack->endMacro();
}

void RelationshipInspector::editCopiesInTable()
{
    const Relationship *current = document()->model().findRelationship(id());
    if (!current)
        return;
    CopiesDialog dialog(document()->model(), *current, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::vector<DenormalizedField> copies = dialog.copies();
    edit({}, [&](Relationship &r) { r.denormalized = copies; });
    if (const Relationship *rel = document()->model().findRelationship(id())) {
        setTextQuietly(mCopies, copiesText(rel->denormalized));
        markValid(mCopies, true);
        mCopiesMessage->hide();
    }
}

QStringList RelationshipInspector::shownIds() const
{
    const Relationship *rel = document()->model().findRelationship(id());
    if (!rel)
        return { objectId() };
    return { objectId(), toQString(rel->oneId), toQString(rel->manyId) };
}

void RelationshipInspector::refresh()
{
    const Model &model = document()->model();
    const Relationship *rel = model.findRelationship(id());
    setEnabled(rel != nullptr);
    if (!rel)
        return;
    mRefreshing = true;
    const Entity *one = model.findEntity(rel->oneId);
    const Entity *many = model.findEntity(rel->manyId);
    mEnds->setText(
        tr("<b>%1</b> (one) \u2192 <b>%2</b> (N)")
            .arg(one ? toQString(one->name).toHtmlEscaped() : toQString(rel->oneId).toHtmlEscaped(),
                many ? toQString(many->name).toHtmlEscaped()
                     : toQString(rel->manyId).toHtmlEscaped()));
    setTextQuietly(mName, toQString(rel->name));
    setComboQuietly(mCardinality, int(rel->cardinality));
    mCardinality->setEnabled(!rel->isGraph()); // a graph is many-to-many
    setTextQuietly(mMin, QString::number(rel->counts.min));
    setTextQuietly(mTypical, QString::number(rel->counts.typical));
    setTextQuietly(mMax, optionalText(rel->counts.max));
    mStrategies->button(int(rel->strategy))->setChecked(true);
    for (QAbstractButton *button : mStrategies->buttons())
        button->setEnabled(!rel->isSelf());
    setTextQuietly(mOneField, toQString(rel->oneField));
    setTextQuietly(mManyField, toQString(rel->manyField));
    setTextQuietly(mReferenceObject, toQString(rel->referenceObject));
    mReferenceObject->setEnabled(!rel->isSelf() && strategyPutsIdInChild(rel->strategy));
    mManyField->setEnabled(rel->referenceObject.empty());
    fillKeys(mOneKey, one, rel->oneKey);
    mOneKey->setEnabled(rel->tree || strategyPutsIdInChild(rel->strategy));
    fillKeys(mManyKey, many, rel->manyKey);
    mManyKey->setEnabled(!rel->tree && strategyPutsIdsInParent(rel->strategy));
    // Text being typed stays as it is until it is committed.
    if (!(mCopies->hasFocus() && mCopies->isModified() && mCopiesShownFor == objectId())) {
        setTextQuietly(mCopies, copiesText(rel->denormalized));
        markValid(mCopies, true);
        mCopiesMessage->hide();
    }
    mCopiesShownFor = objectId();
    setComboQuietly(mReferenceStyle, int(rel->referenceStyle));
    {
        const QSignalBlocker a(mStandsAlone), b(mRatio), c(mAtomic), d(mSubsetK),
            e(mIndexReference);
        // Undecided shows partly checked; a click decides, and only undo
        // makes it undecided again.
        const bool undecided = rel->manyStandsAlone == QueriedAlone::Undecided;
        mStandsAlone->setTristate(undecided);
        mStandsAlone->setCheckState(undecided                       ? Qt::PartiallyChecked
                : rel->manyStandsAlone == QueriedAlone::Yes ? Qt::Checked
                                                            : Qt::Unchecked);
        mStandsAlone->setEnabled(!rel->isSelf()); // the documents are the collection's own
        mRatio->setValue(rel->readWriteRatio);
        mAtomic->setChecked(rel->atomic);
        mSubsetK->setValue(rel->subset ? int(rel->subset->k) : 10);
        mIndexReference->setChecked(rel->indexReference);
    }
    mPresence->showRelationship(model, *rel);
    showReferenceIndexes(*rel);
    showAdvice(*rel);
    mSubsetBox->setVisible(rel->strategy == Strategy::EmbedSubset);
    setTextQuietly(mSubsetSort, rel->subset ? toQString(rel->subset->sortField) : QString());
    setTextQuietly(mSubsetCount, rel->subset ? toQString(rel->subset->countField) : QString());
    mTreeBox->setVisible(rel->isSelf());
    setComboQuietly(mTree, rel->tree ? int(rel->tree->encoding) : kGraph);
    setTextQuietly(mDelimiter, rel->tree ? toQString(rel->tree->delimiter) : QString());
    mDelimiter->setEnabled(rel->tree && rel->tree->encoding == TreeEncoding::MaterializedPath);
    setTextQuietly(mMaxDepth, rel->tree ? optionalText(rel->tree->maxDepth) : QString());
    mMaxDepth->setEnabled(rel->tree.has_value());
    mRefreshing = false;
}

void RelationshipInspector::showReferenceIndexes(const Relationship &rel)
{
    const Model &model = document()->model();
    const std::vector<Index> needed = referenceIndexes(model, rel);
    mIndexReference->setVisible(!needed.empty());
    mIndexKeys->setVisible(!needed.empty());
    QStringList lines;
    for (const Index &index : needed) {
        const Entity *collection = model.findEntity(index.collectionId);
        QString line = QStringLiteral("%1 %2").arg(
            collection ? toQString(collection->name) : toQString(index.collectionId),
            keysText(index.keys));
        if (index.unique)
            line += tr(" unique");
        // Scripts make none when a declared index gives the keys already.
        for (const Index &declared : model.indexes)
            if (declared.collectionId == index.collectionId
                && indexGives(declared, index)) {
                line += tr(" (given by the declared index %1)")
                            .arg(toQString(declared.effectiveName()));
                break;
            }
        lines << line;
    }
    mIndexKeys->setText(lines.join(QLatin1Char('\n')));
    mIndexKeys->setEnabled(rel.indexReference);
}

void RelationshipInspector::showAdvice(const Relationship &rel)
{
    mAdviceBox->setVisible(!rel.isSelf());
    mRecommended->setVisible(!rel.isSelf());
    mApplyAdvice->setVisible(false);
    if (rel.isSelf())
        return;
    const StrategyAdvice advice = recommendStrategy(document()->model(), rel);
    mRecommended->setText(tr("Recommended: <b>%1</b>").arg(strategyDisplayName(advice.strategy)));
    QString html = QStringLiteral("<ul style=\"margin:0\">");
    for (const QString &reason : advice.reasons)
        html += QStringLiteral("<li>") + reason.toHtmlEscaped() + QStringLiteral("</li>");
    mAdvice->setText(html + QStringLiteral("</ul>"));
    mApplyAdvice->setVisible(!strategyFollows(rel, advice.strategy));
}

} // namespace docmodel
