// SPDX-License-Identifier: GPL-3.0-or-later
#include "fieldform.h"

#include "text/allowedvalues.h"
#include "dialogs/allowedvaluesdialog.h"
#include "views/inspectorpage.h"
#include "schema/qtstring.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QLineEdit>
#include <QHBoxLayout>
#include <QRegularExpression>
#include <QToolButton>

namespace docmodel {

namespace {

// What the Type box says: a union of BSON types and, when written as
// "[string]" or "array<string>", that the field is an array of them.
struct TypeText {
    std::vector<BsonType> types;
    std::optional<bool> array; // unset: the Array box decides
};

// "string | null", "array<int>", "[date]"; nullopt when a name is not a BSON
// type. Names are matched without regard to case.
std::optional<TypeText> parseTypeText(QString text)
{
    TypeText result;
    text = text.trimmed();
    if (text.startsWith(QLatin1Char('[')) && text.endsWith(QLatin1Char(']'))) {
        text = text.mid(1, text.size() - 2);
        result.array = true;
    } else if (text.startsWith(QStringLiteral("array<"), Qt::CaseInsensitive)
        && text.endsWith(QLatin1Char('>'))) {
        text = text.mid(6, text.size() - 7);
        result.array = true;
    }
    for (const QString &part :
        text.split(QRegularExpression(QStringLiteral("[|,]")), Qt::SkipEmptyParts)) {
        const QString name = part.trimmed();
        if (name.isEmpty())
            continue;
        std::optional<BsonType> type;
        for (const BsonTypeInfo &info : bsonTypes())
            if (name.compare(QLatin1String(info.name.data(), qsizetype(info.name.size())),
                    Qt::CaseInsensitive)
                == 0)
                type = info.type;
        if (!type)
            return std::nullopt;
        if (std::find(result.types.begin(), result.types.end(), *type) == result.types.end())
            result.types.push_back(*type);
    }
    return result;
}

// Where the type being typed starts: after the last "|", ",", "<" or "[".
qsizetype typeStart(const QString &text)
{
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (QStringView(u"|,<[").contains(text[i]))
            start = i + 1;
    while (start < text.size() && text[start].isSpace())
        ++start;
    return start;
}

// Completes the type being typed, so a union is typed one name at a time:
// "string|nu" offers "null" and keeps "string|".
class TypeCompleter : public QCompleter
{
public:
    using QCompleter::QCompleter;

    QStringList splitPath(const QString &path) const override
    {
        return { path.mid(typeStart(path)) };
    }

    QString pathFromIndex(const QModelIndex &index) const override
    {
        const auto *edit = qobject_cast<QLineEdit *>(widget());
        const QString text = edit ? edit->text() : QString();
        QString tail = text.mid(typeStart(text));
        // Keep a closing ">" or "]" the user already typed.
        const qsizetype close = tail.indexOf(QRegularExpression(QStringLiteral("[>\\]]")));
        return text.left(typeStart(text)) + QCompleter::pathFromIndex(index)
            + (close >= 0 ? tail.mid(close) : QString());
    }
};

QString typesText(const Field &field)
{
    QStringList names;
    for (BsonType type : field.types)
        names << QString::fromLatin1(bsonTypeInfo(type).name.data());
    return names.join(QStringLiteral(" | "));
}

} // namespace

FieldForm::FieldForm(QWidget *parent)
    : QWidget(parent)
    , mForm(new QFormLayout(this))
{
    mForm->setContentsMargins(0, 0, 0, 0);
    mName = addLineEdit(tr("Field name:"), tr("Must not start with $ or contain a dot"));
    mName->setObjectName(QStringLiteral("fieldName"));
    mType = new QComboBox(this);
    mType->setToolTip(tr("A BSON type, or a union written as string | null; [string] or array<string> "
                         "makes an array. Enter or leaving the box applies it."));
    mForm->addRow(tr("Type:"), mType);
    mType->setEditable(true);
    mType->setInsertPolicy(QComboBox::NoInsert);
    QStringList typeNames;
    for (const BsonTypeInfo &info : bsonTypes())
        if (!info.deprecated)
            typeNames << QString::fromLatin1(info.name.data(), qsizetype(info.name.size()));
    mType->addItems(typeNames);
    auto *completer = new TypeCompleter(typeNames, mType);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    // On the line edit itself: the combo's own completer would replace a
    // union with the single item it completed.
    mType->lineEdit()->setCompleter(completer);
    mRequired = new QCheckBox(tr("Required"), this);
    mArray = new QCheckBox(tr("Array of this type"), this);
    mMap = new QCheckBox(tr("Map: keys are data, each value of this type"), this);
    mMap->setToolTip(tr("An object whose keys are ids, dates or other data rather than names; the "
                        "type, array and nested fields describe every value"));
    mForm->addRow(mRequired);
    mForm->addRow(mArray);
    mForm->addRow(mMap);
    mKeyPattern = addLineEdit(tr("Key pattern:"),
        tr("A regular expression every key of the map matches, e.g. ^[0-9a-f]{24}$; empty for any key"));
    {
        // The values typed in a line, or edited as a list in a dialog.
        auto *row = new QWidget(this);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        mEnum = new QLineEdit(row);
        mEnum->setObjectName(QStringLiteral("allowedValues"));
        mEnum->setToolTip(allowedValuesHelp());
        mEnumList = new QToolButton(row);
        mEnumList->setObjectName(QStringLiteral("allowedValuesList"));
        mEnumList->setText(tr("List…"));
        mEnumList->setToolTip(tr("Edit the allowed values one per row"));
        rowLayout->addWidget(mEnum, 1);
        rowLayout->addWidget(mEnumList);
        mForm->addRow(tr("Allowed values:"), row);
    }
    mMin = addLineEdit(tr("Minimum:"), tr("Smallest allowed number"));
    mMax = addLineEdit(tr("Maximum:"), tr("Largest allowed number"));
    mPattern = addLineEdit(tr("Pattern:"), tr("A regular expression strings must match"));
    mDefault = addLineEdit(tr("Default value:"), defaultValueHelp());
    mDefault->setObjectName(QStringLiteral("defaultValue"));
    mDescription = addLineEdit(tr("Field description:"), tr("What the field holds"));
    mSample = new QComboBox(this);
    mSample->setToolTip(tr("What kind of value the preview invents"));
    mForm->addRow(tr("Sample values:"), mSample);
    for (const auto &entry : enumNames<SampleKind>())
        mSample->addItem(QString::fromLatin1(entry.name.data()), int(entry.value));
    mAfter = addLineEdit(tr("Comes after:"),
        tr("For a date: the date it follows in sample documents, a field of this document "
           "(createdAt) or ENTITY.FIELD of the document it refers to (events.startsAt)"));
    mAfter->setObjectName(QStringLiteral("sampleAfter"));
    mAfter->setPlaceholderText(tr("e.g. events.startsAt"));
    mBefore = addLineEdit(tr("Comes before:"),
        tr("For a date: the date it precedes in sample documents, a field of this document "
           "(endsAt) or ENTITY.FIELD of the document it refers to (events.startsAt)"));
    mBefore->setObjectName(QStringLiteral("sampleBefore"));
    mBefore->setPlaceholderText(tr("e.g. events.startsAt"));
    connectEdits();
}

// Each control's edit, as the field it makes.
void FieldForm::connectEdits()
{
    connect(mName, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("fieldName"), [&](Field &f) { f.rename(t.toStdString()); });
    });
    // Typing shows nothing half-done on the canvas: Enter, leaving the box or
    // choosing a type applies it, as one undo step.
    connect(mType->lineEdit(), &QLineEdit::editingFinished, this, &FieldForm::commitType);
    connect(mType, &QComboBox::activated, this, &FieldForm::commitType);
    connect(mRequired, &QCheckBox::toggled, this, [this](bool on) { emitEdit({}, [&](Field &f) { f.required = on; }); });
    connect(mArray, &QCheckBox::toggled, this, [this](bool on) { emitEdit({}, [&](Field &f) { f.array = on; }); });
    connect(mMap, &QCheckBox::toggled, this, [this](bool on) { emitEdit({}, [&](Field &f) { f.map = on; }); });
    connect(mKeyPattern, &QLineEdit::textEdited, this, [this](const QString &t) {
        markValid(mKeyPattern, QRegularExpression(t).isValid());
        emitEdit(QStringLiteral("fieldKeyPattern"), [&](Field &f) { f.keyPattern = t.toStdString(); });
    });
    connect(mEnum, &QLineEdit::editingFinished, this, [this] {
        QString why;
        const auto values = parseAllowedValues(mEnum->text(), mTypes, &why);
        markValid(mEnum, values.has_value());
        mEnum->setToolTip(values ? allowedValuesHelp() : why);
        if (values) {
            mEnum->setModified(false); // applied: shown as the model has it
            emitEdit({}, [&](Field &f) { f.enumValues = *values; });
        }
    });
    connect(mEnumList, &QToolButton::clicked, this, [this] {
        QString why;
        const auto current = parseAllowedValues(mEnum->text(), mTypes, &why);
        AllowedValuesDialog dialog(mName->text(), mTypes, current.value_or(mEnumValues), this);
        if (dialog.exec() == QDialog::Accepted)
            emitEdit({}, [&](Field &f) { f.enumValues = dialog.values(); });
    });
    connect(mMin, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("fieldMin"), [&](Field &f) { f.minimum = parseOptionalDouble(t); });
    });
    connect(mMax, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("fieldMax"), [&](Field &f) { f.maximum = parseOptionalDouble(t); });
    });
    connect(mPattern, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("fieldPattern"), [&](Field &f) { f.pattern = t.toStdString(); });
    });
    connect(mDefault, &QLineEdit::editingFinished, this, [this] {
        QString why;
        const QString text = mDefault->text().trimmed();
        const auto value = text.isEmpty() ? std::optional<JsonValue>() : parseAllowedValue(text, mTypes, &why);
        const bool valid = text.isEmpty() || value.has_value();
        markValid(mDefault, valid);
        mDefault->setToolTip(valid ? defaultValueHelp() : why);
        if (valid && mDefault->isModified()) {
            mDefault->setModified(false);
            emitEdit({}, [&](Field &f) { f.defaultValue = value; });
        }
    });
    connect(mDescription, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("fieldDescription"), [&](Field &f) { f.description = t.toStdString(); });
    });
    connect(mSample, &QComboBox::activated, this, [this] {
        emitEdit({}, [&](Field &f) { f.sample.kind = SampleKind(mSample->currentData().toInt()); });
    });
    connect(mAfter, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("sampleAfter"), [&](Field &f) { f.sample.after = t.trimmed().toStdString(); });
    });
    connect(mBefore, &QLineEdit::textEdited, this, [this](const QString &t) {
        emitEdit(QStringLiteral("sampleBefore"), [&](Field &f) { f.sample.before = t.trimmed().toStdString(); });
    });
}

QLineEdit *FieldForm::addLineEdit(const QString &label, const QString &tooltip)
{
    auto *edit = new QLineEdit(this);
    edit->setToolTip(tooltip);
    mForm->addRow(label, edit);
    return edit;
}

QString FieldForm::defaultValueHelp()
{
    return tr("What a migration gives documents that lack the field, read by the field's type (e.g. 0, "
              "draft, or JSON); empty for none");
}

QString FieldForm::allowedValuesHelp()
{
    return tr("Values separated by commas, e.g. new, done, archived; or a JSON array. Empty "
              "allows any value.");
}

void FieldForm::focusName()
{
    mName->setFocus();
    mName->selectAll();
}

void FieldForm::emitEdit(const QString &property, const std::function<void(Field &)> &change)
{
    if (!mShowing)
        emit edited(property, change);
}

void FieldForm::commitType()
{
    if (mShowing)
        return;
    const auto parsed = parseTypeText(mType->currentText());
    markValid(mType, parsed.has_value());
    if (!parsed)
        return;
    emitEdit({}, [&](Field &f) {
        f.types = parsed->types;
        if (parsed->array)
            f.array = *parsed->array;
    });
}

void FieldForm::showField(const Field *field)
{
    setEnabled(field != nullptr);
    const bool wasShowing = mShowing;
    mShowing = true;
    const Field empty;
    const Field &f = field ? *field : empty;
    setTextQuietly(mName, toQString(f.name));
    // Text being typed stays until it is applied; then it is shown as the
    // model has it ("array<int>" becomes "int" with Array ticked).
    const auto shown = parseTypeText(mType->currentText());
    const bool applied = shown && shown->types == f.types && shown->array.value_or(f.array) == f.array;
    if (!mType->lineEdit()->isModified() || applied || !field) {
        const QSignalBlocker blocker(mType);
        const QString text = typesText(f);
        mType->setCurrentIndex(mType->findText(text));
        mType->setEditText(text);
        mType->lineEdit()->setModified(false);
        markValid(mType, true);
    }
    {
        const QSignalBlocker a(mRequired), b(mArray), c(mMap);
        mRequired->setChecked(f.required);
        mArray->setChecked(f.array);
        mMap->setChecked(f.map);
    }
    mKeyPattern->setEnabled(f.map || !f.keyPattern.empty());
    setTextQuietly(mKeyPattern, toQString(f.keyPattern));
    mTypes = f.types;
    mEnumValues = f.enumValues;
    // Values typed and refused stay to be corrected, but not on another field.
    const bool otherField = !field || f.name != mShownName;
    mShownName = f.name;
    if (otherField || !mEnum->isModified()) {
        mEnum->setModified(false);
        setTextQuietly(mEnum, allowedValuesText(f.enumValues, f.types));
        markValid(mEnum, true);
        mEnum->setToolTip(allowedValuesHelp());
    }
    setTextQuietly(mMin, optionalText(f.minimum));
    setTextQuietly(mMax, optionalText(f.maximum));
    setTextQuietly(mPattern, toQString(f.pattern));
    if (otherField || !mDefault->isModified()) {
        mDefault->setModified(false);
        setTextQuietly(mDefault, f.defaultValue ? allowedValueItems({ *f.defaultValue }).front() : QString());
        markValid(mDefault, true);
        mDefault->setToolTip(defaultValueHelp());
    }
    setTextQuietly(mDescription, toQString(f.description));
    setComboQuietly(mSample, int(f.sample.kind));
    setTextQuietly(mAfter, toQString(f.sample.after));
    setTextQuietly(mBefore, toQString(f.sample.before));
    mShowing = wasShowing;
}

} // namespace docmodel
