// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inspectorpage.h"

class QCheckBox;
class QLabel;
class QPlainTextEdit;

namespace docmodel {

class RateEdit;

// An index: keys written as "field:kind, field:kind", options as controls.
class IndexInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit IndexInspector(ModelDocument *document, QWidget *parent = nullptr);
    void refresh() override;
    QLineEdit *nameEdit() const override { return mName; }

protected:
    // With its collection, whose name shows here.
    QStringList shownIds() const override;

private:
    QLabel *mCollection;
    QLineEdit *mKeys;
    QLineEdit *mName;
    QCheckBox *mUnique;
    QCheckBox *mSparse;
    QCheckBox *mHidden;
    QCheckBox *mProposed; // shown while the traffic's index set proposes it
    QString mProposedShownFor; // the index last shown as proposed: its mark stays to be ticked again
    QLineEdit *mTtl;
    QLineEdit *mPartial;
};

// A declared query or write, the input of index advice.
class AccessPatternInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit AccessPatternInspector(ModelDocument *document, QWidget *parent = nullptr);
    void refresh() override;
    QLineEdit *nameEdit() const override { return mName; }

protected:
    // With its collection, whose name shows here.
    QStringList shownIds() const override;

private:
    QLabel *mCollection;
    QLineEdit *mName;
    QComboBox *mKind;
    QLineEdit *mFilter;
    QLabel *mFilterError; // where the filter stops parsing, under it
    QLineEdit *mSort;
    QLabel *mSortError;
    QLineEdit *mProjection;
    QLineEdit *mUpdates;
    RateEdit *mFrequency;
    QLineEdit *mDescription;
};

// The model itself, shown when nothing is selected.
class ModelInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit ModelInspector(ModelDocument *document, QWidget *parent = nullptr);
    void refresh() override;
    bool isAffectedBy(const ModelChange &change) const override;

private:
    QLineEdit *mName;
    QLineEdit *mDatabase;
    QLineEdit *mServerVersion;
    QPlainTextEdit *mNotes;
};

} // namespace docmodel
