// SPDX-License-Identifier: GPL-3.0-or-later
#include "referencepresenceform.h"

#include "schema/qtstring.h"
#include "views/inspectorpage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace docmodel {

namespace {

void addSingleValuePaths(const std::vector<Field> &fields, const QString &prefix, QStringList &out)
{
    for (const Field &field : fields) {
        if (field.array || field.map || field.name == "_id")
            continue;
        const QString path = prefix + toQString(field.name);
        if (!field.fields.empty())
            addSingleValuePaths(field.fields, path + QLatin1Char('.'), out);
        else if (!field.isObject())
            out << path;
    }
}

QString valueText(const JsonValue &value)
{
    return value.is_string() ? toQString(value.get_ref<const std::string &>()) : toQString(value.dump());
}

// One typed value as the field holds it.
JsonValue typedValue(const QString &text, const Field *field)
{
    if (field)
        for (const JsonValue &allowed : field->enumValues)
            if (valueText(allowed) == text)
                return allowed;
    if (field && field->hasType(BsonType::Bool) && (text == QLatin1String("true") || text == QLatin1String("false")))
        return text == QLatin1String("true");
    bool number = false;
    const double value = text.toDouble(&number);
    const bool numeric = field
        && (field->hasType(BsonType::Int) || field->hasType(BsonType::Long) || field->hasType(BsonType::Double)
            || field->hasType(BsonType::Decimal));
    if (number && numeric)
        return value == double(int64_t(value)) ? JsonValue(int64_t(value)) : JsonValue(value);
    return text.toStdString();
}

} // namespace

QStringList singleValuePaths(const Entity &entity)
{
    QStringList paths;
    addSingleValuePaths(entity.fields, {}, paths);
    return paths;
}

std::optional<std::vector<JsonValue>> parseConditionValues(const QString &text, const Field *field)
{
    std::vector<JsonValue> values;
    for (const QString &part : text.split(QLatin1Char(','))) {
        const QString trimmed = part.trimmed();
        if (!trimmed.isEmpty())
            values.push_back(typedValue(trimmed, field));
    }
    if (values.empty())
        return std::nullopt;
    return values;
}

QString conditionValuesText(const std::vector<JsonValue> &values)
{
    QStringList parts;
    for (const JsonValue &value : values)
        parts << valueText(value);
    return parts.join(QStringLiteral(", "));
}

ReferencePresenceForm::ReferencePresenceForm(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mOptional = new QCheckBox(tr("A child may have no parent"), this);
    mOptional->setObjectName(QStringLiteral("optionalReference"));
    mOptional->setToolTip(tr("The reference may be missing or null (a task not yet assigned, a "
                             "tree's root); otherwise the validator requires it"));
    mMayBeNull = new QCheckBox(tr("…and then holds null (not only lacks the field)"), this);
    mMayBeNull->setObjectName(QStringLiteral("referenceMayBeNull"));
    mMayBeNull->setToolTip(tr("On: a child without a parent holds null or lacks the reference. Off: it "
                              "lacks the field, and the validator refuses null."));
    auto *condition = new QHBoxLayout;
    auto *label = new QLabel(tr("Held only when"), this);
    mConditionField = new QComboBox(this);
    mConditionField->setObjectName(QStringLiteral("presentWhenField"));
    mConditionField->setToolTip(tr("A field of the child whose value says whether it holds the reference: "
                                   "a ticket names its order only once sold"));
    label->setBuddy(mConditionField);
    mConditionValues = new QLineEdit(this);
    mConditionValues->setObjectName(QStringLiteral("presentWhenValues"));
    mConditionValues->setPlaceholderText(tr("is one of: sold, reserved"));
    mConditionValues->setToolTip(tr("The values, separated by commas, for which the child holds the reference; "
                                    "for any other value it lacks it, and the validator refuses it"));
    condition->addWidget(label);
    condition->addWidget(mConditionField, 1);
    condition->addWidget(mConditionValues, 2);
    mConditionMessage = new QLabel(this);
    mConditionMessage->setStyleSheet(invalidStyleSheet());
    mConditionMessage->setWordWrap(true);
    mConditionMessage->hide();
    layout->addWidget(mOptional);
    layout->addWidget(mMayBeNull);
    layout->addLayout(condition);
    layout->addWidget(mConditionMessage);

    connect(mOptional, &QCheckBox::toggled, this, [this](bool on) {
        if (!mShowing)
            emit edited({}, [on](Relationship &r) {
                r.optionalReference = on;
                if (!on)
                    r.presentWhen.reset(); // a required reference is always there
            });
    });
    connect(mMayBeNull, &QCheckBox::toggled, this, [this](bool on) {
        if (!mShowing)
            emit edited({}, [on](Relationship &r) { r.referenceMayBeNull = on; });
    });
    connect(mConditionField, &QComboBox::activated, this, [this] {
        // A field chosen before its values: they are typed next.
        if (!mConditionField->currentData().toString().isEmpty() && mConditionValues->text().trimmed().isEmpty()) {
            mConditionValues->setFocus(Qt::OtherFocusReason);
            return;
        }
        commitCondition();
    });
    // Committed on Enter or focus-out: "sold, res" is no value yet.
    connect(mConditionValues, &QLineEdit::editingFinished, this, &ReferencePresenceForm::commitCondition);
}

void ReferencePresenceForm::commitCondition()
{
    if (mShowing)
        return;
    const QString path = mConditionField->currentData().toString();
    if (path.isEmpty()) {
        markValid(mConditionValues, true);
        mConditionMessage->hide();
        emit edited({}, [](Relationship &r) { r.presentWhen.reset(); });
        return;
    }
    const Field *field = findFieldPath(mChildFields, path.toStdString());
    const auto values = parseConditionValues(mConditionValues->text(), field);
    markValid(mConditionValues, values.has_value());
    mConditionMessage->setText(tr("Type the values of %1 for which the child holds the reference, "
                                  "separated by commas.")
                                   .arg(path));
    mConditionMessage->setVisible(!values);
    if (!values)
        return;
    const PresenceCondition condition { path.toStdString(), *values };
    // A reference held only sometimes may be missing: one step for both.
    emit edited({}, [condition](Relationship &r) {
        r.presentWhen = condition;
        r.optionalReference = true;
    });
    mConditionValues->setModified(false);
}

void ReferencePresenceForm::showRelationship(const Model &model, const Relationship &rel)
{
    mShowing = true;
    const bool referenceInChild = rel.tree || strategyPutsIdInChild(rel.strategy);
    mOptional->setChecked(rel.optionalReference);
    mOptional->setEnabled(referenceInChild);
    mMayBeNull->setChecked(rel.referenceMayBeNull);
    // A tree's root always holds null or nothing: only references choose.
    mMayBeNull->setEnabled(rel.optionalReference && !rel.tree && strategyPutsIdInChild(rel.strategy));
    const Entity *child = model.findEntity(rel.manyId);
    mChildFields = child ? child->fields : std::vector<Field> {};
    mConditionField->clear();
    mConditionField->addItem(tr("(always, when it has a parent)"), QString());
    QStringList paths = child ? singleValuePaths(*child) : QStringList();
    const QString current = rel.presentWhen ? toQString(rel.presentWhen->field) : QString();
    if (!current.isEmpty() && !paths.contains(current))
        paths << current; // validation says what is wrong with it
    for (const QString &path : paths)
        mConditionField->addItem(path, path);
    mConditionField->setCurrentIndex(mConditionField->findData(current));
    const bool conditional = !rel.tree && strategyPutsIdInChild(rel.strategy) && !rel.isSelf();
    mConditionField->setEnabled(conditional);
    mConditionValues->setEnabled(conditional);
    const QString id = toQString(rel.id);
    // Values being typed stay until committed.
    if (!(mConditionValues->hasFocus() && mConditionValues->isModified() && mShownFor == id)) {
        setTextQuietly(mConditionValues, rel.presentWhen ? conditionValuesText(rel.presentWhen->values) : QString());
        markValid(mConditionValues, true);
        mConditionMessage->hide();
    }
    mShownFor = id;
    mShowing = false;
}

} // namespace docmodel
