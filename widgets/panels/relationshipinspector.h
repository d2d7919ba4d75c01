#pragma once

#include "inspectorpage.h"

class QButtonGroup;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace docmodel {

class CanvasEditor;

// Everything about one relationship; the strategy is one click away.
class RelationshipInspector : public InspectorPage
{
    Q_OBJECT

public:
    RelationshipInspector(ModelDocument *document, CanvasEditor *editor, QWidget *parent = nullptr);
    void refresh() override;

private:
    template <typename Change> void edit(const QString &property, Change change);

    CanvasEditor *mEditor;
    QLabel *mEnds;
    QLineEdit *mName;
    QComboBox *mCardinality;
    QLineEdit *mMin;
    QLineEdit *mTypical;
    QLineEdit *mMax;
    QButtonGroup *mStrategies;
    QLineEdit *mOneField;
    QLineEdit *mManyField;
    QSpinBox *mSubsetK;
    QLineEdit *mSubsetSort;
    QLineEdit *mSubsetCount;
    QLineEdit *mCopies;
    QComboBox *mReferenceStyle;
    QCheckBox *mStandsAlone;
    QDoubleSpinBox *mRatio;
    QCheckBox *mAtomic;
    QComboBox *mTree;
    QLineEdit *mDelimiter;
    QWidget *mSubsetBox;
    QWidget *mTreeBox;
};

} // namespace docmodel
