// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/entity.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;

namespace docmodel {

// The options of one collection as the script creates it: validation
// level and action, collation, shard key, and a time series, capped
// collection or TTL. Like FieldForm it edits nothing itself: each change
// is handed out as `edited` for the entity's page to make an undo step.
class CollectionOptionsForm : public QWidget
{
    Q_OBJECT

public:
    explicit CollectionOptionsForm(QWidget *parent = nullptr);

    // Shows the collection's options (disabled when null) without emitting
    // edits; text being typed stays. Its fields fill the field choices.
    void showCollection(const Entity *collection);

signals:
    // `property` names a text being typed, so that its keystrokes merge
    // into one undo step; empty for a change that stands alone.
    void edited(
        const QString &property, const std::function<void(docmodel::CollectionOptions &)> &change);

private:
    void buildTimeSeries();
    void buildCapped();
    void buildTtl();
    void emitEdit(const QString &property, const std::function<void(CollectionOptions &)> &change);
    // A line edit whose text parses into a value; refused text stays, red.
    template <typename Parse, typename Apply>
    void onText(QLineEdit *edit, const QString &property, Parse parse, Apply apply);
    template <typename Apply>
    void onFieldChoice(QComboBox *combo, const QString &property, Apply apply);

    QComboBox *mLevel;
    QComboBox *mAction;
    QLineEdit *mCollation;
    QLineEdit *mShardKey;
    QCheckBox *mShardUnique;
    QGroupBox *mTimeSeries;
    QComboBox *mTimeField;
    QComboBox *mMetaField;
    QComboBox *mGranularity;
    QLineEdit *mTimeSeriesExpiry;
    QGroupBox *mCapped;
    QLineEdit *mCappedSize;
    QLineEdit *mCappedMax;
    QGroupBox *mTtl;
    QComboBox *mTtlField;
    QLineEdit *mTtlExpiry;
    bool mShowing = false;
    std::vector<std::string> mDateFields;
};

// The collation as typed: a locale alone ("en") or a collation document;
// null for empty text, nullopt when it is neither.
std::optional<JsonValue> parseCollation(const QString &text);
QString collationText(const JsonValue &collation);

} // namespace docmodel
