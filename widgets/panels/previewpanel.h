// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/backgroundrefresh.h"
#include "preview/previewjob.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;
class QToolButton;

namespace docmodel {

class ModelDocument;

// The preview dock's content: the documents the selected collection (or the
// collection embedding the selected type) would store, their BSON sizes, and
// for a tree the five encodings side by side. Refreshed shortly after every
// edit; the generating runs on a pool thread.
class PreviewPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PreviewPanel(ModelDocument *document, QWidget *parent = nullptr);

    // Follows the selection: an entity id, or a relationship id (the
    // documents it writes into: the parent's, the children's, or both).
    // Anything else keeps what is shown.
    void showObject(const QString &id);
    QString entityId() const { return mEntityIds.value(0); }
    // Whose documents are shown, in order; two for a two-way relationship.
    QStringList entityIds() const { return mEntityIds; }
    QString documentsText() const; // all of them, as Copy gives them
    QString shownDocumentsText() const; // what the view holds: long text is cut
    QString sizeText() const;
    QStringList treeEncodings() const;
    QString treeText(const QString &encoding) const;
    // True while a refresh is waiting or running.
    bool isRefreshing() const;
    void setFormat(PreviewFormat format);

signals:
    // A result is on screen (for tests and benchmarks).
    void refreshed();

private:
    // What to generate, captured now for a pool thread.
    BackgroundRefresh<QList<PreviewResult>>::Job prepareJob();
    void showResult(const QList<PreviewResult> &results);
    void copyDocuments();

    ModelDocument *mDocument;
    QString mObjectId; // the selected entity or relationship
    QStringList mEntityIds; // whose documents that shows, as of the last refresh
    BackgroundRefresh<QList<PreviewResult>> mRefresh;

    QLabel *mTitle;
    QComboBox *mFormat;
    QSpinBox *mCount;
    QSpinBox *mSeed;
    QToolButton *mCopy;
    QTabWidget *mTabs;
    QPlainTextEdit *mDocuments;
    QTabWidget *mTrees;
    QLabel *mSizes;
    QString mFullDocuments;
};

} // namespace docmodel
