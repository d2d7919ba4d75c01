// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentcells.h"
#include "documentlinks.h"
#include "preview/collectionpreview.h"

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QStackedWidget>

#include <functional>
#include <optional>

class QAbstractItemView;
class QAction;
class QPlainTextEdit;
class QTableView;
class QTreeView;

namespace docmodel {

class DocumentTableModel;
class DocumentTreeModel;

// The Documents tab's three views of a page: collapsible trees (field,
// value, type), a table (a column per field, nested fields dotted) and the
// text in mongosh's syntax or Extended JSON. Only the view on screen is
// filled; another is filled when it is switched to. Documents are copied
// one, a selection or the page at a time, in the chosen syntax.
class DocumentViews : public QStackedWidget
{
    Q_OBJECT

public:
    enum class View { Tree, Table, Text };

    explicit DocumentViews(QWidget *parent = nullptr);

    QTreeView *treeView() const { return mTree; }
    QTableView *tableView() const { return mTable; }
    // The text view: its owner fills it (with links) when textWanted.
    QPlainTextEdit *textView() const { return mText; }
    DocumentTreeModel *treeModel() const { return mTreeModel; }
    DocumentTableModel *tableModel() const { return mTableModel; }

    void setView(View view);
    View view() const { return mView; }
    // A new page; `firstNumber` is its first document's position in the
    // result. `keep`: the bytes the documents point into, when they are
    // views of a page's bytes (pageDocumentViews), kept while shown.
    void setDocuments(const QList<QByteArray> &documents, qint64 firstNumber, const QByteArray &keep = {});
    void clear();
    const QList<QByteArray> &documents() const { return mDocuments; }

    // The documents selected in the tree or the table (whole documents,
    // whatever field was chosen in them); every document in the text view.
    QList<QByteArray> selectedDocuments() const;
    // The syntax Copy uses (the text view's).
    void setCopyFormat(PreviewFormat format) { mCopyFormat = format; }
    void copyDocuments(const QList<QByteArray> &documents, PreviewFormat format) const;
    // Which values are references, and where they point: those of the tree
    // and the table are followed by Ctrl+click, Return or the context menu.
    using LinkResolver = std::function<std::optional<DocumentLink>(const cells::FieldValue &)>;
    void setLinkResolver(LinkResolver resolver);
    // The reference at an index of the tree's or the table's model.
    std::optional<DocumentLink> linkAt(const QModelIndex &index) const;
    // Insert, Edit, Clone, Delete…: first in the trees' and the table's
    // context menu.
    void setWriteActions(const QList<QAction *> &actions) { mWriteActions = actions; }
    // A table cell holding an array or a document opens in a tree above it.
    bool openCell(int row, int column);
    QWidget *openedCell() const { return mOpened; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // The text view came on screen with a page it does not show yet.
    void textWanted();
    void viewChanged(docmodel::DocumentViews::View view);
    // A value was edited in the tree: the document it is in, the keys down
    // to it, and the value typed in mongosh's syntax.
    void fieldEdited(const QByteArray &document, const QStringList &keys, const QString &text);
    // A reference in the tree or the table was followed.
    void linkFollowed(const docmodel::DocumentLink &link);

private:
    void fillCurrent();
    void showContextMenu(QAbstractItemView *view, const QPoint &position);

    View mView = View::Tree;
    QList<QByteArray> mDocuments;
    QByteArray mKeep;
    qint64 mFirstNumber = 0;
    bool mTreeStale = false;
    bool mTableStale = false;
    PreviewFormat mCopyFormat = PreviewFormat::Mongosh;
    DocumentTreeModel *mTreeModel;
    DocumentTableModel *mTableModel;
    QTreeView *mTree;
    QTableView *mTable;
    QPlainTextEdit *mText;
    QPointer<QWidget> mOpened;
    QList<QAction *> mWriteActions;
    LinkResolver mResolveLink;
};

} // namespace docmodel
