// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace docmodel {

// Whether and when a child holds its reference: it may have no parent, it
// then holds null or lacks the field, and it holds the reference only while
// one of its fields has certain values (a ticket names its order once sold).
// Like CollectionOptionsForm it edits nothing itself: each change is handed
// out as `edited` for the relationship's page to make an undo step.
class ReferencePresenceForm : public QWidget
{
    Q_OBJECT

public:
    explicit ReferencePresenceForm(QWidget *parent = nullptr);

    // Shows the relationship's choices without emitting edits; values being
    // typed stay as they are.
    void showRelationship(const Model &model, const Relationship &rel);

signals:
    void edited(const QString &property, const std::function<void(docmodel::Relationship &)> &change);

private:
    void commitCondition();

    QCheckBox *mOptional;
    QCheckBox *mMayBeNull;
    QComboBox *mConditionField; // "always", then the child's single-valued fields
    QLineEdit *mConditionValues; // comma-separated; typed as the field's type
    QLabel *mConditionMessage; // why the values typed last were refused
    std::vector<Field> mChildFields; // of the child shown, to type the values
    QString mShownFor; // the relationship shown
    bool mShowing = false;
};

// The values of a condition as typed ("sold, reserved"), each taken as the
// field allows: one of its enum values, a number or boolean where its type
// is one, else a string. nullopt when nothing is typed.
std::optional<std::vector<JsonValue>> parseConditionValues(const QString &text, const Field *field);
QString conditionValuesText(const std::vector<JsonValue> &values);

// The paths of an entity's fields that hold one value each (what a reference
// or a condition can name): every scalar field, nested ones dotted; no _id.
QStringList singleValuePaths(const Entity &entity);

} // namespace docmodel
