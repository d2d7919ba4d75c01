// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diff/indexchange.h"
#include "live/liveconnection.h"

#include <QWidget>

class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;

namespace docmodel {

class LiveCompare;
class LiveExplain;
class LiveIndexes;
class LiveQuery;
class ModelDocument;
class PipelineEditor;

// What the Live dock shows of the chosen collection, one tab per subject:
// documents, an aggregation pipeline, options, validator, indexes, statistics, explain, and the
// comparison with the open model. Every notice and error of the requests
// behind them is shown above the tabs.
class LiveDetails : public QWidget
{
    Q_OBJECT

public:
    // The documents first: what a person opens a collection for.
    enum Tab { Documents, Aggregation, Options, Validator, Indexes, Statistics, Explain, Compare };

    LiveDetails(LiveConnection *connection, ModelDocument *document, QWidget *parent = nullptr);

    // Nothing chosen: says what to do instead.
    void clear(const QString &message);
    void showCollection(
        const QString &database, const CollectionInfo &info, const QStringList &listNotices);
    void showIndexes(const IndexList &list);
    void showStats(const CollectionStats &stats);
    // A request for the chosen collection failed: what and why, shown.
    void showFailure(const QString &what, const LiveError &error);
    // Opens the Indexes tab at this index.
    void showIndex(const QString &name);
    // Opens the Documents tab on the documents of a filter ({"_id": …}).
    void openDocuments(const QString &filter);

    QString database() const { return mDatabase; }
    QString collection() const { return mCollection; }
    QTabWidget *tabs() const { return mTabs; }
    LiveQuery *query() const { return mQuery; }
    PipelineEditor *pipeline() const { return mPipeline; }
    LiveExplain *explain() const { return mExplain; }
    LiveCompare *compare() const { return mCompare; }
    LiveIndexes *indexes() const { return mIndexes; }
    QTreeWidget *indexTable() const;
    QString optionsText() const;
    QString validatorText() const;
    QString validationLevel() const;
    QString validationAction() const;
    QString statisticsText() const;
    QString noticesText() const;

signals:
    // New Index…, Drop, Hide or Unhide on the Indexes tab, for the Apply
    // dialog to plan on the collection's database.
    void indexChangeRequested(const docmodel::IndexChange &change, const QString &database);

private:
    void updateNotices();
    void setStat(int row, const QString &text);

    ModelDocument *mDocument;
    QString mDatabase;
    QString mCollection;
    QStringList mListNotices;
    QStringList mIndexNotices;
    QStringList mStatsNotices;
    QStringList mErrors;

    QLabel *mTitle;
    QLabel *mNotices;
    QTabWidget *mTabs;
    QFormLayout *mOptionsForm;
    QPlainTextEdit *mOptionsText;
    QLabel *mLevel;
    QLabel *mAction;
    QPlainTextEdit *mValidator;
    LiveIndexes *mIndexes;
    QFormLayout *mStatsForm;
    LiveQuery *mQuery;
    PipelineEditor *mPipeline;
    LiveExplain *mExplain;
    LiveCompare *mCompare;
};

} // namespace docmodel
