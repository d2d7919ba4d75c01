// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inspectorpage.h"

class QButtonGroup;
class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace docmodel {

class CanvasEditor;
class ReferencePresenceForm;
struct Relationship;

// Everything about one relationship; the strategy is one click away.
class RelationshipInspector : public InspectorPage
{
    Q_OBJECT

public:
    RelationshipInspector(ModelDocument *document, CanvasEditor *editor, QWidget *parent = nullptr);
    void refresh() override;
    QLineEdit *nameEdit() const override { return mName; }

protected:
    // Its ends: their names, fields and indexes show here.
    QStringList shownIds() const override;

private:
    // The page's parts, built in this order.
    void addStrategyBox(QVBoxLayout *layout);
    void addCountsAndKeys(QFormLayout *form);
    void addCopiesRow(QFormLayout *form);
    void addReferenceOptions(QFormLayout *form);
    void addSubsetBox(QVBoxLayout *layout);
    void addTreeBox(QVBoxLayout *layout);
    void connectEdits();
    void showAdvice(const Relationship &rel);
    void showReferenceIndexes(const Relationship &rel);
    void commitCopies();
    void commitReferenceObject();
    void editCopiesInTable();
    template <typename Change> void edit(const QString &property, Change change);

    CanvasEditor *mEditor;
    QLabel *mEnds;
    QLineEdit *mName;
    QComboBox *mCardinality;
    QLineEdit *mMin;
    QLineEdit *mTypical;
    QLineEdit *mMax;
    QButtonGroup *mStrategies;
    QLabel *mAdvice; // why the recommended strategy
    QLabel *mRecommended = nullptr; // the recommended strategy's name
    QWidget *mAdviceBox = nullptr; // the reasons, last in the inspector
    QPushButton *mApplyAdvice;
    QLineEdit *mOneField;
    QLineEdit *mManyField;
    QLineEdit *mReferenceObject; // the sub-document the reference and its copies go under
    QComboBox *mOneKey; // the parent's field the children's references hold
    QComboBox *mManyKey; // the children's field the parent's references hold
    QSpinBox *mSubsetK;
    QLineEdit *mSubsetSort;
    QLineEdit *mSubsetCount;
    QLineEdit *mCopies;
    QLabel *mCopiesMessage; // why the copies typed last were refused
    QString mCopiesShownFor; // the relationship whose copies the text shows
    QComboBox *mReferenceStyle;
    QCheckBox *mStandsAlone;
    QDoubleSpinBox *mRatio;
    QCheckBox *mAtomic;
    QCheckBox *mIndexReference;
    ReferencePresenceForm *mPresence; // may a child lack its parent, and when
    QLabel *mIndexKeys; // the reference indexes, and whether a declared one gives them
    QComboBox *mTree;
    QLineEdit *mDelimiter;
    QLineEdit *mMaxDepth; // a tree's deepest level; empty for unbounded
    QWidget *mSubsetBox;
    QWidget *mTreeBox;
};

} // namespace docmodel
