// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionoptionsform.h"

#include "views/inspectorpage.h"
#include "text/pairstext.h"
#include "text/quantitytext.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace docmodel {

namespace {

constexpr int64_t kDefaultCappedBytes = int64_t(16) << 20;
constexpr int64_t kDefaultTtlSeconds = 30 * 86400;

void collectPaths(const std::vector<Field> &fields, const std::string &prefix, bool datesOnly,
    std::vector<std::string> &out)
{
    for (const Field &field : fields) {
        const std::string path = prefix + field.name;
        const bool isDate = std::find(field.types.begin(), field.types.end(), BsonType::Date)
            != field.types.end();
        if (!field.array && (!datesOnly || isDate))
            out.push_back(path);
        if (!field.array)
            collectPaths(field.fields, path + '.', datesOnly, out);
    }
}

void setChoices(QComboBox *combo, const std::vector<std::string> &paths, const std::string &current,
    bool withNone)
{
    QStringList items;
    if (withNone)
        items << QString();
    for (const std::string &path : paths)
        items << toQString(path);
    QStringList shown;
    for (int i = 0; i < combo->count(); ++i)
        shown << combo->itemText(i);
    const QSignalBlocker blocker(combo);
    // What is being typed stays, cursor and all, while the choices change.
    const bool typing = combo->lineEdit()->hasFocus();
    const QString typed = combo->currentText();
    const int cursor = combo->lineEdit()->cursorPosition();
    if (shown != items) {
        combo->clear(); // which empties the text as well
        combo->addItems(items);
    }
    combo->setEditText(typing ? typed : toQString(current));
    if (typing)
        combo->lineEdit()->setCursorPosition(cursor);
}

void setCheckedQuietly(QGroupBox *box, bool on)
{
    const QSignalBlocker blocker(box);
    box->setChecked(on);
}

QFormLayout *boxForm(QGroupBox *box)
{
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    return form;
}

QLineEdit *lineEdit(QFormLayout *form, const QString &label, const QString &tooltip)
{
    auto *edit = new QLineEdit(form->parentWidget());
    edit->setToolTip(tooltip);
    form->addRow(label, edit);
    return edit;
}

QComboBox *fieldCombo(QFormLayout *form, const QString &label, const QString &tooltip)
{
    auto *combo = new QComboBox(form->parentWidget());
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->setToolTip(tooltip);
    form->addRow(label, combo);
    return combo;
}

std::optional<int64_t> parsePositive(const std::optional<int64_t> &value)
{
    return value && *value > 0 ? value : std::nullopt;
}

// An optional positive number: empty text is "none" (accepted), text that
// is not a positive number is refused (nullopt). Spelled out with in_place:
// an optional of an optional converts the wrong way round otherwise.
std::optional<std::optional<int64_t>> parseOptional(
    const QString &text, const std::optional<int64_t> &parsed)
{
    if (text.trimmed().isEmpty())
        return std::optional<std::optional<int64_t>>(std::in_place, std::nullopt);
    if (!parsePositive(parsed))
        return std::nullopt;
    return std::optional<std::optional<int64_t>>(std::in_place, *parsed);
}

} // namespace

std::optional<JsonValue> parseCollation(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return JsonValue(nullptr);
    if (trimmed.startsWith(QLatin1Char('{'))) {
        JsonValue parsed = JsonValue::parse(trimmed.toStdString(), nullptr, false);
        if (!parsed.is_object() || !parsed.contains("locale") || !parsed["locale"].is_string())
            return std::nullopt;
        return parsed;
    }
    static const QRegularExpression locale(QStringLiteral("^[A-Za-z]{2,3}([_@][A-Za-z0-9=_]+)*$"));
    if (!locale.match(trimmed).hasMatch() && trimmed != QLatin1String("simple"))
        return std::nullopt;
    return JsonValue { { "locale", trimmed.toStdString() } };
}

QString collationText(const JsonValue &collation)
{
    if (!collation.is_object())
        return {};
    if (collation.size() == 1 && collation.contains("locale") && collation["locale"].is_string())
        return toQString(collation["locale"].get<std::string>());
    return toQString(collation.dump());
}

CollectionOptionsForm::CollectionOptionsForm(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addLayout(form);

    mLevel = new QComboBox(this);
    mLevel->setToolTip(tr("Which writes the validator checks"));
    mLevel->addItem(tr("strict: every insert and update"), int(ValidationLevel::Strict));
    mLevel->addItem(
        tr("moderate: not updates of documents that already fail"), int(ValidationLevel::Moderate));
    mLevel->addItem(tr("off: no validation"), int(ValidationLevel::Off));
    form->addRow(tr("Validation level:"), mLevel);
    mAction = new QComboBox(this);
    mAction->setToolTip(tr("What the server does with a write that fails the validator"));
    mAction->addItem(tr("error: refuse the write"), int(ValidationAction::Error));
    mAction->addItem(tr("warn: accept it and log a warning"), int(ValidationAction::Warn));
    form->addRow(tr("Validation action:"), mAction);
    mCollation = lineEdit(form, tr("Collation:"),
        tr("A locale such as en or de@collation=phonebook, or a collation document such as "
           "{\"locale\": \"en\", \"strength\": 2}; empty for binary comparison"));
    mShardKey = lineEdit(form, tr("Shard key:"),
        tr("field:kind, comma separated; kind is asc or hashed; empty for an unsharded "
           "collection"));
    mShardUnique = new QCheckBox(tr("Unique shard key"), this);
    mShardUnique->setToolTip(tr("The server refuses two documents with the same shard key"));
    form->addRow(QString(), mShardUnique);

    buildTimeSeries();
    buildCapped();
    buildTtl();
    // Names for tests and for the accessibility tree.
    const std::pair<QWidget *, const char *> names[] = { { mLevel, "validationLevel" },
        { mAction, "validationAction" }, { mCollation, "collation" }, { mShardKey, "shardKey" },
        { mShardUnique, "shardKeyUnique" }, { mTimeSeries, "timeSeries" },
        { mTimeField, "timeField" }, { mMetaField, "metaField" }, { mGranularity, "granularity" },
        { mTimeSeriesExpiry, "timeSeriesExpiry" }, { mCapped, "capped" },
        { mCappedSize, "cappedSize" }, { mCappedMax, "cappedMax" }, { mTtl, "ttl" },
        { mTtlField, "ttlField" }, { mTtlExpiry, "ttlExpiry" } };
    for (const auto &[widget, name] : names)
        widget->setObjectName(QLatin1String(name));
    // Long choices ("moderate: not updates of...") must not widen the
    // inspector past its dock: the combos shrink and show them elided.
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }

    connect(mLevel, &QComboBox::activated, this, [this] {
        emitEdit({}, [&](CollectionOptions &o) {
            o.validationLevel = ValidationLevel(mLevel->currentData().toInt());
        });
    });
    connect(mAction, &QComboBox::activated, this, [this] {
        emitEdit({}, [&](CollectionOptions &o) {
            o.validationAction = ValidationAction(mAction->currentData().toInt());
        });
    });
    onText(mCollation, QStringLiteral("collation"), parseCollation,
        [](CollectionOptions &o, const JsonValue &c) { o.collation = c; });
    onText(
        mShardKey, QStringLiteral("shardKey"),
        [](const QString &t) -> std::optional<std::vector<IndexKey>> {
            const auto pairs = parsePairs<IndexKeyKind>(t, IndexKeyKind::Asc);
            if (!pairs)
                return std::nullopt;
            std::vector<IndexKey> keys;
            for (const auto &[field, kind] : *pairs) {
                if (field.empty() || (kind != IndexKeyKind::Asc && kind != IndexKeyKind::Hashed))
                    return std::nullopt;
                keys.push_back({ field, kind });
            }
            return keys;
        },
        [](CollectionOptions &o, const std::vector<IndexKey> &keys) {
            if (keys.empty()) {
                o.shardKey.reset();
                return;
            }
            const bool unique = o.shardKey && o.shardKey->unique;
            o.shardKey = ShardKey { keys, unique };
        });
    connect(mShardUnique, &QCheckBox::toggled, this, [this](bool on) {
        emitEdit({}, [&](CollectionOptions &o) {
            if (o.shardKey)
                o.shardKey->unique = on;
        });
    });
}

void CollectionOptionsForm::buildTimeSeries()
{
    mTimeSeries = new QGroupBox(tr("Time series"), this);
    mTimeSeries->setCheckable(true);
    mTimeSeries->setToolTip(tr("Measurements over time, stored by the server in buckets"));
    QFormLayout *form = boxForm(mTimeSeries);
    mTimeField = fieldCombo(form, tr("Time field:"), tr("The date field each measurement has"));
    mMetaField = fieldCombo(form, tr("Meta field:"),
        tr("The field that names the series (a sensor, a user); empty for none"));
    mGranularity = new QComboBox(mTimeSeries);
    mGranularity->setToolTip(tr("How far apart the measurements of one series usually are"));
    for (const auto &entry : enumNames<Granularity>())
        mGranularity->addItem(QString::fromLatin1(entry.name.data()), int(entry.value));
    form->addRow(tr("Granularity:"), mGranularity);
    mTimeSeriesExpiry = lineEdit(form, tr("Expire after:"),
        tr("How long measurements are kept, e.g. 90d or 12h; empty to keep them"));
    layout()->addWidget(mTimeSeries);

    connect(mTimeSeries, &QGroupBox::toggled, this, [this](bool on) {
        emitEdit({}, [&](CollectionOptions &o) {
            if (!on) {
                o.timeSeries.reset();
                return;
            }
            o.capped.reset(); // the server refuses a capped time series
            TimeSeriesOptions ts;
            ts.timeField = mDateFields.empty() ? "timestamp" : mDateFields.front();
            o.timeSeries = ts;
        });
    });
    onFieldChoice(mTimeField, QStringLiteral("timeField"),
        [](TimeSeriesOptions &ts, const std::string &f) { ts.timeField = f; });
    onFieldChoice(mMetaField, QStringLiteral("metaField"),
        [](TimeSeriesOptions &ts, const std::string &f) { ts.metaField = f; });
    connect(mGranularity, &QComboBox::activated, this, [this] {
        emitEdit({}, [&](CollectionOptions &o) {
            if (o.timeSeries)
                o.timeSeries->granularity = Granularity(mGranularity->currentData().toInt());
        });
    });
    onText(
        mTimeSeriesExpiry, QStringLiteral("timeSeriesExpiry"),
        [](const QString &t) { return parseOptional(t, parseDuration(t)); },
        [](CollectionOptions &o, const std::optional<int64_t> &seconds) {
            if (o.timeSeries)
                o.timeSeries->expireAfterSeconds = seconds;
        });
}

void CollectionOptionsForm::buildCapped()
{
    mCapped = new QGroupBox(tr("Capped collection"), this);
    mCapped->setCheckable(true);
    mCapped->setToolTip(
        tr("A fixed-size collection that overwrites its oldest documents when full"));
    QFormLayout *form = boxForm(mCapped);
    mCappedSize = lineEdit(form, tr("Size:"), tr("The most bytes it holds, e.g. 16MiB or 1GB"));
    mCappedMax
        = lineEdit(form, tr("At most:"), tr("The most documents it holds; empty for no limit"));
    layout()->addWidget(mCapped);

    connect(mCapped, &QGroupBox::toggled, this, [this](bool on) {
        emitEdit({}, [&](CollectionOptions &o) {
            if (!on) {
                o.capped.reset();
                return;
            }
            o.timeSeries.reset();
            o.capped = CappedOptions { kDefaultCappedBytes, std::nullopt };
        });
    });
    onText(
        mCappedSize, QStringLiteral("cappedSize"),
        [](const QString &t) { return parsePositive(parseByteSize(t)); },
        [](CollectionOptions &o, int64_t bytes) {
            if (o.capped)
                o.capped->size = bytes;
        });
    onText(
        mCappedMax, QStringLiteral("cappedMax"),
        [](const QString &t) { return parseOptional(t, parseOptionalInt(t)); },
        [](CollectionOptions &o, const std::optional<int64_t> &count) {
            if (o.capped)
                o.capped->max = count;
        });
}

void CollectionOptionsForm::buildTtl()
{
    mTtl = new QGroupBox(tr("Expire documents (TTL)"), this);
    mTtl->setCheckable(true);
    mTtl->setToolTip(tr("The server deletes each document a while after the date in a field"));
    QFormLayout *form = boxForm(mTtl);
    mTtlField = fieldCombo(form, tr("Date field:"), tr("The date the expiry counts from"));
    mTtlExpiry
        = lineEdit(form, tr("Expire after:"), tr("How long after that date, e.g. 90d or 12h"));
    layout()->addWidget(mTtl);

    connect(mTtl, &QGroupBox::toggled, this, [this](bool on) {
        emitEdit({}, [&](CollectionOptions &o) {
            if (!on) {
                o.ttl.reset();
                return;
            }
            o.ttl = TtlOptions { mDateFields.empty() ? "createdAt" : mDateFields.front(),
                kDefaultTtlSeconds };
        });
    });
    connect(mTtlField, &QComboBox::currentTextChanged, this, [this](const QString &t) {
        emitEdit(QStringLiteral("ttlField"), [&](CollectionOptions &o) {
            if (o.ttl)
                o.ttl->field = t.trimmed().toStdString();
        });
    });
    onText(
        mTtlExpiry, QStringLiteral("ttlExpiry"), [](const QString &t) { return parseDuration(t); },
        [](CollectionOptions &o, int64_t seconds) {
            if (o.ttl)
                o.ttl->expireAfterSeconds = seconds;
        });
}

template <typename Parse, typename Apply>
void CollectionOptionsForm::onText(
    QLineEdit *edit, const QString &property, Parse parse, Apply apply)
{
    connect(
        edit, &QLineEdit::textEdited, this, [this, edit, property, parse, apply](const QString &t) {
            const auto value = parse(t);
            markValid(edit, value.has_value());
            if (value)
                emitEdit(property, [&](CollectionOptions &o) { apply(o, *value); });
        });
}

template <typename Apply>
void CollectionOptionsForm::onFieldChoice(QComboBox *combo, const QString &property, Apply apply)
{
    connect(combo, &QComboBox::currentTextChanged, this, [this, property, apply](const QString &t) {
        emitEdit(property, [&](CollectionOptions &o) {
            if (o.timeSeries)
                apply(*o.timeSeries, t.trimmed().toStdString());
        });
    });
}

void CollectionOptionsForm::emitEdit(
    const QString &property, const std::function<void(CollectionOptions &)> &change)
{
    if (!mShowing)
        emit edited(property, change);
}

namespace {

// Text shown from the model: what was refused in red is gone.
void showText(QLineEdit *edit, const QString &text)
{
    if (edit->hasFocus())
        return; // what is being typed stays
    setTextQuietly(edit, text);
    markValid(edit, true);
}

} // namespace

void CollectionOptionsForm::showCollection(const Entity *collection)
{
    const bool wasShowing = mShowing;
    mShowing = true;
    setEnabled(collection != nullptr);
    const CollectionOptions options = collection ? collection->options : CollectionOptions {};
    mDateFields.clear();
    std::vector<std::string> allFields;
    if (collection) {
        collectPaths(collection->fields, {}, true, mDateFields);
        collectPaths(collection->fields, {}, false, allFields);
    }
    setComboQuietly(mLevel, int(options.validationLevel));
    setComboQuietly(mAction, int(options.validationAction));
    // MongoDB takes no validator on a time series collection.
    mLevel->setEnabled(!options.timeSeries);
    mAction->setEnabled(!options.timeSeries);
    const QString noValidator = tr("A time series collection takes no validator");
    mLevel->setToolTip(options.timeSeries ? noValidator : tr("Which writes the validator checks"));
    mAction->setToolTip(options.timeSeries
            ? noValidator
            : tr("What the server does with a write that fails the validator"));
    showText(mCollation, collationText(options.collation));
    std::vector<std::pair<std::string, IndexKeyKind>> keys;
    if (options.shardKey)
        for (const IndexKey &key : options.shardKey->keys)
            keys.push_back({ key.field, key.kind });
    showText(mShardKey, pairsText(keys));
    {
        const QSignalBlocker blocker(mShardUnique);
        mShardUnique->setChecked(options.shardKey && options.shardKey->unique);
        mShardUnique->setEnabled(options.shardKey.has_value());
    }

    const TimeSeriesOptions ts = options.timeSeries.value_or(TimeSeriesOptions {});
    setCheckedQuietly(mTimeSeries, options.timeSeries.has_value());
    setChoices(mTimeField, mDateFields, ts.timeField, false);
    setChoices(mMetaField, allFields, ts.metaField, true);
    setComboQuietly(mGranularity, int(ts.granularity));
    showText(mTimeSeriesExpiry,
        ts.expireAfterSeconds ? durationText(*ts.expireAfterSeconds) : QString());

    setCheckedQuietly(mCapped, options.capped.has_value());
    showText(mCappedSize, options.capped ? byteSizeText(options.capped->size) : QString());
    showText(mCappedMax, options.capped ? optionalText(options.capped->max) : QString());

    setCheckedQuietly(mTtl, options.ttl.has_value());
    setChoices(mTtlField, mDateFields, options.ttl ? options.ttl->field : std::string {}, false);
    showText(mTtlExpiry, options.ttl ? durationText(options.ttl->expireAfterSeconds) : QString());
    mShowing = wasShowing;
}

} // namespace docmodel
