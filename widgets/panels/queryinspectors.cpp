// SPDX-License-Identifier: GPL-3.0-or-later
#include "queryinspectors.h"

#include "commands/editcommands.h"
#include "text/pairstext.h"
#include "rateedit.h"
#include "document/modeldocument.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

namespace {

QString listText(const std::vector<std::string> &items)
{
    QStringList parts;
    for (const std::string &item : items)
        parts << toQString(item);
    return parts.join(QStringLiteral(", "));
}

std::vector<std::string> parseList(const QString &text)
{
    std::vector<std::string> out;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out.push_back(part.trimmed().toStdString());
    return out;
}

QString collectionText(const Model &model, const std::string &id)
{
    const Entity *entity = model.findEntity(id);
    return QCoreApplication::translate("Inspector", "Collection: <b>%1</b>")
        .arg(toQString(entity ? entity->name : id).toHtmlEscaped());
}

QPushButton *backButton(
    InspectorPage *page, QVBoxLayout *layout, const std::function<QString()> &target)
{
    auto *back = new QPushButton(
        QCoreApplication::translate("Inspector", "\u2190 Back to the collection"), page);
    back->setToolTip(
        QCoreApplication::translate("Inspector", "Show the collection this belongs to"));
    layout->addWidget(back);
    QObject::connect(
        back, &QPushButton::clicked, page, [page, target] { emit page->showRequested(target()); });
    return back;
}

// Builds an edited copy of one object and pushes it when it differs.
template <typename T, typename Change>
void editObject(ModelDocument *document, const std::string &id, const QString &text,
    const QString &property, Change change)
{
    const T *current = findObject<T>(document->model(), id);
    if (!current)
        return;
    T object = *current;
    change(object);
    if (object == *current)
        return;
    document->undoStack()->push(new EditObjectCommand<T>(document, object, text, property));
}

} // namespace

IndexInspector::IndexInspector(ModelDocument *document, QWidget *parent)
    : InspectorPage(document, parent)
{
    auto *layout = new QVBoxLayout(this);
    mCollection = new QLabel(this);
    layout->addWidget(mCollection);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    mKeys = addLineEdit(form, tr("Keys:"),
        tr("field:kind, comma separated; kind is asc, desc, text, hashed, 2d, 2dsphere or "
           "wildcard"));
    mName = addLineEdit(form, tr("Index name:"), tr("Empty for MongoDB's default name"));
    mUnique = new QCheckBox(tr("Unique"), this);
    mSparse = new QCheckBox(tr("Sparse"), this);
    mHidden = new QCheckBox(tr("Hidden from the query planner"), this);
    form->addRow(mUnique);
    form->addRow(mSparse);
    form->addRow(mHidden);
    mProposed = new QCheckBox(tr("Proposed by the imported traffic (untick once reviewed)"), this);
    mProposed->setObjectName(QStringLiteral("indexProposed"));
    mProposed->setToolTip(tr("The index set of the imported traffic recommends this index; the scripts create it "
                             "like any other"));
    form->addRow(mProposed);
    mTtl = addLineEdit(form, tr("Expire after (s):"),
        tr("TTL: seconds after the date in the field; empty for none"));
    mPartial
        = addLineEdit(form, tr("Partial filter:"), tr("A JSON filter document; empty for none"));
    backButton(this, layout, [this] {
        const Index *index = this->document()->model().findIndex(id());
        return index ? toQString(index->collectionId) : QString();
    });
    layout->addStretch(1);

    auto edit = [this](const QString &property, auto change) {
        if (!mRefreshing)
            editObject<Index>(this->document(), id(), tr("Edit Index"), property, change);
    };
    connect(mKeys, &QLineEdit::textEdited, this, [this, edit](const QString &t) {
        const auto pairs = parsePairs<IndexKeyKind>(t, IndexKeyKind::Asc);
        markValid(mKeys, pairs.has_value());
        if (pairs)
            edit(QStringLiteral("keys"), [&](Index &i) {
                i.keys.clear();
                for (const auto &[field, kind] : *pairs)
                    i.keys.push_back({ field, kind });
            });
    });
    connect(mName, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("name"), [&](Index &i) { i.name = t.toStdString(); });
    });
    connect(mUnique, &QCheckBox::toggled, this,
        [edit](bool on) { edit({}, [&](Index &i) { i.unique = on; }); });
    connect(mSparse, &QCheckBox::toggled, this,
        [edit](bool on) { edit({}, [&](Index &i) { i.sparse = on; }); });
    connect(mHidden, &QCheckBox::toggled, this,
        [edit](bool on) { edit({}, [&](Index &i) { i.hidden = on; }); });
    connect(mProposed, &QCheckBox::toggled, this,
        [edit](bool on) { edit({}, [&](Index &i) { i.proposed = on; }); });
    connect(mTtl, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("ttl"), [&](Index &i) { i.expireAfterSeconds = parseOptionalInt(t); });
    });
    connect(mPartial, &QLineEdit::editingFinished, this, [this, edit] {
        const QString text = mPartial->text().trimmed();
        JsonValue filter = nullptr;
        if (!text.isEmpty())
            filter = JsonValue::parse(text.toStdString(), nullptr, false);
        const bool ok = text.isEmpty() || filter.is_object();
        markValid(mPartial, ok);
        if (ok)
            edit({}, [&](Index &i) { i.partialFilter = filter; });
    });
}

QStringList IndexInspector::shownIds() const
{
    const Index *index = document()->model().findIndex(id());
    if (!index)
        return { objectId() };
    return { objectId(), toQString(index->collectionId) };
}

void IndexInspector::refresh()
{
    const Index *index = document()->model().findIndex(id());
    setEnabled(index != nullptr);
    if (!index)
        return;
    mRefreshing = true;
    mCollection->setText(collectionText(document()->model(), index->collectionId));
    std::vector<std::pair<std::string, IndexKeyKind>> keys;
    for (const IndexKey &key : index->keys)
        keys.push_back({ key.field, key.kind });
    if (!mKeys->hasFocus())
        setTextQuietly(mKeys, pairsText(keys));
    setTextQuietly(mName, toQString(index->name));
    {
        const QSignalBlocker a(mUnique), b(mSparse), c(mHidden), d(mProposed);
        mUnique->setChecked(index->unique);
        mSparse->setChecked(index->sparse);
        mHidden->setChecked(index->hidden);
        mProposed->setChecked(index->proposed);
        // Only a proposal shows the mark; unticked, it stays while the same
        // index is shown (to tick it again), then it is an index like the others.
        if (index->proposed)
            mProposedShownFor = objectId();
        mProposed->setVisible(index->proposed || mProposedShownFor == objectId());
    }
    setTextQuietly(mTtl, optionalText(index->expireAfterSeconds));
    if (!mPartial->hasFocus())
        setTextQuietly(mPartial,
            index->partialFilter.is_null() ? QString() : toQString(index->partialFilter.dump()));
    mRefreshing = false;
}

AccessPatternInspector::AccessPatternInspector(ModelDocument *document, QWidget *parent)
    : InspectorPage(document, parent)
{
    auto *layout = new QVBoxLayout(this);
    mCollection = new QLabel(this);
    layout->addWidget(mCollection);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    mName = addLineEdit(form, tr("Name:"), tr("What the application asks"));
    mKind = addCombo(form, tr("Kind:"), tr("A read or a write"));
    mKind->addItem(tr("read"), int(AccessKind::Read));
    mKind->addItem(tr("write"), int(AccessKind::Write));
    mFilter = addLineEdit(form, tr("Filter:"),
        tr("field:op, comma separated; op is eq (equality), in, range, prefix (prefix-regex) or elem "
           "(elem-match); a field alone is an equality"));
    mFilter->setObjectName(QStringLiteral("filter"));
    mFilter->setPlaceholderText(tr("eventId:eq, status:in, date:range"));
    mFilterError = addErrorLabel(form);
    mSort = addLineEdit(form, tr("Sort:"), tr("field:asc or field:desc (or 1, -1), comma separated"));
    mSort->setObjectName(QStringLiteral("sort"));
    mSort->setPlaceholderText(tr("date:desc, name:asc"));
    mSortError = addErrorLabel(form);
    mProjection = addLineEdit(form, tr("Projection:"), tr("Returned fields, comma separated"));
    mUpdates = addLineEdit(form, tr("Updates:"), tr("Fields a write changes, comma separated"));
    mFrequency = new RateEdit(this);
    mFrequency->setObjectName(QStringLiteral("frequency"));
    mFrequency->setToolTip(tr("How often the application runs it"));
    form->addRow(tr("Frequency:"), mFrequency);
    mDescription = addLineEdit(form, tr("Description:"), tr("Notes on the query"));
    backButton(this, layout, [this] {
        const AccessPattern *ap = this->document()->model().findAccessPattern(id());
        return ap ? toQString(ap->collectionId) : QString();
    });
    layout->addStretch(1);

    auto edit = [this](const QString &property, auto change) {
        if (!mRefreshing)
            editObject<AccessPattern>(
                this->document(), id(), tr("Edit Access Pattern"), property, change);
    };
    connect(mName, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("name"), [&](AccessPattern &a) { a.name = t.toStdString(); });
    });
    connect(mKind, &QComboBox::activated, this, [this, edit] {
        edit({}, [&](AccessPattern &a) { a.kind = AccessKind(mKind->currentData().toInt()); });
    });
    // What does not parse stays as typed, red, with the place and the
    // words that would, under the field; the model keeps the last good one.
    connect(mFilter, &QLineEdit::textEdited, this, [this, edit](const QString &t) {
        const auto parsed = parsePairsAt<FilterOp>(t, FilterOp::Equality,
            { { QStringLiteral("eq"), FilterOp::Equality }, { QStringLiteral("prefix"), FilterOp::PrefixRegex },
                { QStringLiteral("elem"), FilterOp::ElemMatch } });
        showParseError(mFilter, mFilterError, parsed.bad, parsed.position,
            tr("eq, in, range, prefix or elem"));
        if (parsed.ok())
            edit(QStringLiteral("filter"), [&](AccessPattern &a) {
                a.filter.clear();
                for (const auto &[field, op] : parsed.pairs)
                    a.filter.push_back({ field, op });
            });
    });
    connect(mSort, &QLineEdit::textEdited, this, [this, edit](const QString &t) {
        const auto parsed = parsePairsAt<SortDirection>(t, SortDirection::Asc,
            { { QStringLiteral("1"), SortDirection::Asc }, { QStringLiteral("-1"), SortDirection::Desc } });
        showParseError(mSort, mSortError, parsed.bad, parsed.position, tr("asc or desc"));
        if (parsed.ok())
            edit(QStringLiteral("sort"), [&](AccessPattern &a) {
                a.sort.clear();
                for (const auto &[field, direction] : parsed.pairs)
                    a.sort.push_back({ field, direction });
            });
    });
    connect(mProjection, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("projection"), [&](AccessPattern &a) { a.projection = parseList(t); });
    });
    connect(mUpdates, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("updates"), [&](AccessPattern &a) { a.updates = parseList(t); });
    });
    connect(mFrequency, &RateEdit::rateEdited, this, [edit](double v) {
        edit(QStringLiteral("frequency"), [&](AccessPattern &a) { a.frequency = v; });
    });
    connect(mDescription, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("description"),
            [&](AccessPattern &a) { a.description = t.toStdString(); });
    });
}

QStringList AccessPatternInspector::shownIds() const
{
    const AccessPattern *ap = document()->model().findAccessPattern(id());
    if (!ap)
        return { objectId() };
    return { objectId(), toQString(ap->collectionId) };
}

void AccessPatternInspector::refresh()
{
    const AccessPattern *ap = document()->model().findAccessPattern(id());
    setEnabled(ap != nullptr);
    if (!ap)
        return;
    mRefreshing = true;
    mCollection->setText(collectionText(document()->model(), ap->collectionId));
    setTextQuietly(mName, toQString(ap->name));
    setComboQuietly(mKind, int(ap->kind));
    std::vector<std::pair<std::string, FilterOp>> filter;
    for (const FilterField &f : ap->filter)
        filter.push_back({ f.field, f.op });
    std::vector<std::pair<std::string, SortDirection>> sort;
    for (const SortField &s : ap->sort)
        sort.push_back({ s.field, s.direction });
    if (!mFilter->hasFocus())
        setTextQuietly(mFilter, pairsText(filter));
    if (!mSort->hasFocus())
        setTextQuietly(mSort, pairsText(sort));
    if (!mProjection->hasFocus())
        setTextQuietly(mProjection, listText(ap->projection));
    if (!mUpdates->hasFocus())
        setTextQuietly(mUpdates, listText(ap->updates));
    mFrequency->setRate(ap->frequency);
    setTextQuietly(mDescription, toQString(ap->description));
    mRefreshing = false;
}

ModelInspector::ModelInspector(ModelDocument *document, QWidget *parent)
    : InspectorPage(document, parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    mName = addLineEdit(form, tr("Model name:"), tr("The name of this model"));
    mDatabase = addLineEdit(
        form, tr("Database:"), tr("The database the scripts create the collections in"));
    mServerVersion = addLineEdit(
        form, tr("Server version:"), tr("The MongoDB version the model targets, e.g. 7.0"));
    mNotes = new QPlainTextEdit(this);
    mNotes->setToolTip(tr("Free notes about the model"));
    mNotes->setMaximumHeight(140);
    form->addRow(tr("Notes:"), mNotes);
    layout->addStretch(1);
    auto edit = [this](const QString &property, auto change) {
        if (mRefreshing)
            return;
        const Model &m = this->document()->model();
        ModelProperties properties { m.name, m.database, m.serverVersion, m.notes };
        change(properties);
        if (properties == ModelProperties { m.name, m.database, m.serverVersion, m.notes })
            return;
        this->document()->undoStack()->push(
            new EditModelPropertiesCommand(this->document(), properties, property));
    };
    connect(mName, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("name"), [&](ModelProperties &p) { p.name = t.toStdString(); });
    });
    connect(mDatabase, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("database"), [&](ModelProperties &p) { p.database = t.toStdString(); });
    });
    connect(mServerVersion, &QLineEdit::textEdited, this, [edit](const QString &t) {
        edit(QStringLiteral("serverVersion"),
            [&](ModelProperties &p) { p.serverVersion = t.toStdString(); });
    });
    connect(mNotes, &QPlainTextEdit::textChanged, this, [this, edit] {
        edit(QStringLiteral("notes"),
            [&](ModelProperties &p) { p.notes = mNotes->toPlainText().toStdString(); });
    });
}

bool ModelInspector::isAffectedBy(const ModelChange &change) const
{
    return change.kind == ModelChange::Kind::Reset
        || change.kind == ModelChange::Kind::ModelProperties;
}

void ModelInspector::refresh()
{
    const Model &m = document()->model();
    mRefreshing = true;
    setTextQuietly(mName, toQString(m.name));
    setTextQuietly(mDatabase, toQString(m.database));
    setTextQuietly(mServerVersion, toQString(m.serverVersion));
    if (mNotes->toPlainText() != toQString(m.notes)) {
        const QSignalBlocker blocker(mNotes);
        mNotes->setPlainText(toQString(m.notes));
    }
    mRefreshing = false;
}

} // namespace docmodel
