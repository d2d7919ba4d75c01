// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/field.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QToolButton;

namespace docmodel {

// The properties of one field of an entity: name, type, required, array,
// map and its key pattern, allowed values, bounds, pattern, description
// and the preview's kind of sample. It edits nothing itself: each change is
// handed out as `edited`, which the entity's page turns into an undo step.
class FieldForm : public QWidget
{
    Q_OBJECT

public:
    explicit FieldForm(QWidget *parent = nullptr);

    // Shows the field (disabled when null) without emitting edits; text being
    // typed stays.
    void showField(const Field *field);
    // For a field just added: its name selected, to type over.
    void focusName();

signals:
    // `property` names a text being typed, so that its keystrokes merge
    // into one undo step; empty for a change that stands alone.
    void edited(const QString &property, const std::function<void(docmodel::Field &)> &change);

private:
    // The constructor's parts, in this order.
    void connectEdits();
    QLineEdit *addLineEdit(const QString &label, const QString &tooltip);
    void commitType();
    static QString allowedValuesHelp();
    static QString defaultValueHelp();
    void emitEdit(const QString &property, const std::function<void(Field &)> &change);

    QFormLayout *mForm;
    QLineEdit *mName;
    QComboBox *mType;
    QCheckBox *mRequired;
    QCheckBox *mArray;
    QCheckBox *mMap;
    QLineEdit *mKeyPattern;
    QLineEdit *mEnum;
    QToolButton *mEnumList;
    std::vector<BsonType> mTypes; // the shown field's, to read allowed values by
    std::vector<JsonValue> mEnumValues;
    std::string mShownName; // the field shown last
    QLineEdit *mMin;
    QLineEdit *mMax;
    QLineEdit *mPattern;
    QLineEdit *mDefault;
    QLineEdit *mDescription;
    QComboBox *mSample;
    QLineEdit *mAfter;
    QLineEdit *mBefore;
    bool mShowing = false;
};

} // namespace docmodel
