// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

class QAction;
class QWidget;

namespace docmodel {

class DocumentEditDialog;
class DocumentViews;
class ModelDocument;

// The Documents tab's writes: Insert Document…, Edit Document…, Clone
// Document…, Delete Documents… and Undo Last Write. A document is edited as
// mongosh text checked against the model's validator (DocumentEditDialog);
// every write shows its command and is confirmed once (a deletion of several
// documents once for all); a refusal by the server's validator is shown at
// the fields in the same dialog, which stays open. The last write can be
// undone while its page is on screen: the version it replaced or deleted is
// kept until then.
class DocumentWriter : public QObject
{
    Q_OBJECT

public:
    DocumentWriter(LiveConnection *connection, ModelDocument *document, DocumentViews *views, QWidget *owner);

    void setCollection(const QString &database, const QString &collection);
    // Another page: the last write can no longer be undone from here.
    void forgetUndo();
    // Whether the page holds whole documents. A projection leaves fields
    // out: replacing a document with what is shown would drop them, and
    // inserting deleted documents again would too, so neither is offered.
    void setWholeDocuments(bool whole);

    QList<QAction *> actions() const;
    QAction *insertAction() const { return mInsert; }
    QAction *editAction() const { return mEdit; }
    QAction *cloneAction() const { return mClone; }
    QAction *deleteAction() const { return mDelete; }
    QAction *undoAction() const { return mUndo; }
    // The dialog of the write being edited, while it is open.
    DocumentEditDialog *openDialog() const;
    bool isWriting() const { return mRequest != 0; }

    void insertDocument();
    void editDocument();
    void cloneDocument();
    void deleteDocuments();
    void undoLastWrite();
    // A value edited in the tree: the document with it replaced, opened
    // for the same check, confirmation and replacement as Edit Document….
    void editField(const QByteArray &document, const QStringList &keys, const QString &text);
    void updateActions();

signals:
    // A write (or its undoing) changed the collection: the page is read again.
    void written(const QString &summary);
    void writeFailed(const QString &message);

private:
    struct Undo {
        DocumentWrite::Kind kind; // what undoes the write
        QList<QByteArray> documents; // re-inserted, or the version put back
        QList<QByteArray> ids;
        QString summary;
        QByteArray expected; // a replacement: the version the write left
    };
    // The edit dialog for an insert or a replacement of `previous`.
    void edit(DocumentWrite::Kind kind, const QString &title, const QString &text, const QByteArray &previous);
    void sendEdited(DocumentWrite::Kind kind, const QByteArray &previous);
    bool confirm(const QString &title, const QString &question, const QString &command) const;
    void send(const DocumentWrite &write, std::optional<Undo> undo, const QString &summary);
    void finish(const WriteResult &result);
    void fail(const LiveError &error);
    DocumentWrite writeOf(DocumentWrite::Kind kind) const;
    QString commandText(const DocumentWrite &write) const;

    LiveConnection *mConnection;
    ModelDocument *mDocument;
    DocumentViews *mViews;
    QWidget *mOwner;
    QString mDatabase;
    QString mCollection;
    QPointer<DocumentEditDialog> mDialog;
    LiveConnection::RequestId mRequest = 0;
    // The write on its way: what undoes it, and what to say once done.
    std::optional<Undo> mPendingUndo;
    QString mPendingSummary;
    // Further writes of an undo that re-inserts several documents.
    QList<DocumentWrite> mQueued;
    std::optional<Undo> mUndoStep;
    bool mWhole = true;
    QAction *mInsert;
    QAction *mEdit;
    QAction *mClone;
    QAction *mDelete;
    QAction *mUndo;
};

} // namespace docmodel
