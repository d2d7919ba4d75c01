// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentwriter.h"

#include "documenteditdialog.h"
#include "documentids.h"
#include "documentviews.h"

#include "check/documentverdict.h"
#include "document/modeldocument.h"
#include "preview/shellformat.h"
#include "query/shellsyntax.h"

#include <QAbstractItemView>
#include <QAction>
#include <QItemSelectionModel>
#include <QMessageBox>
#include <QTableView>
#include <QTreeView>

namespace docmodel {

namespace {

// The views' documents point into their page's bytes, which go when the
// page is read again: what is kept past that is copied.
QList<QByteArray> owned(const QList<QByteArray> &documents)
{
    QList<QByteArray> copies;
    for (const QByteArray &document : documents)
        copies << QByteArray(document.constData(), document.size());
    return copies;
}

// `document` with the value at `keys` (field names, array positions)
// replaced by `value`; false when the keys lead nowhere.
bool replaced(const bson_t *document, const QStringList &keys, const bson_value_t *value, bson_t *out)
{
    if (keys.isEmpty())
        return false;
    const QByteArray head = keys.first().toUtf8();
    bool found = false;
    bson_iter_t it;
    if (!bson_iter_init(&it, document))
        return false;
    while (bson_iter_next(&it)) {
        const char *key = bson_iter_key(&it);
        const int length = int(bson_iter_key_len(&it));
        if (QByteArray(key, length) != head) {
            bson_append_value(out, key, length, bson_iter_value(&it));
            continue;
        }
        found = true;
        if (keys.size() == 1) {
            bson_append_value(out, key, length, value);
            continue;
        }
        uint32_t size = 0;
        const uint8_t *data = nullptr;
        const bool isArray = BSON_ITER_HOLDS_ARRAY(&it);
        if (!isArray && !BSON_ITER_HOLDS_DOCUMENT(&it))
            return false;
        isArray ? bson_iter_array(&it, &size, &data) : bson_iter_document(&it, &size, &data);
        bson_t inner;
        bson_t child;
        if (!bson_init_static(&inner, data, size))
            return false;
        isArray ? bson_append_array_begin(out, key, length, &child) : bson_append_document_begin(out, key, length, &child);
        const bool ok = replaced(&inner, keys.mid(1), value, &child);
        isArray ? bson_append_array_end(out, &child) : bson_append_document_end(out, &child);
        if (!ok)
            return false;
    }
    return found;
}

QString shellText(const QByteArray &document)
{
    bson_t view;
    return viewOf(document, &view) ? QString::fromStdString(shellSyntax(&view)) : QStringLiteral("{\n}");
}

// The _id's value in mongosh's syntax: `ObjectId("…")`, `3`.
QString idValue(const QByteArray &id)
{
    bson_t view;
    bson_iter_t it;
    if (!viewOf(id, &view) || !bson_iter_init_find(&it, &view, "_id"))
        return {};
    return QString::fromStdString(shellValue(&it));
}

// `{_id: 3}`, for commands, questions and summaries.
QString idText(const QByteArray &id)
{
    return QStringLiteral("{_id: %1}").arg(idValue(id));
}

} // namespace

DocumentWriter::DocumentWriter(LiveConnection *connection, ModelDocument *document, DocumentViews *views, QWidget *owner)
    : QObject(owner)
    , mConnection(connection)
    , mDocument(document)
    , mViews(views)
    , mOwner(owner)
    , mInsert(new QAction(tr("&Insert Document…"), owner))
    , mEdit(new QAction(tr("&Edit Document…"), owner))
    , mClone(new QAction(tr("&Clone Document…"), owner))
    , mDelete(new QAction(tr("&Delete Documents…"), owner))
    , mUndo(new QAction(tr("&Undo Last Write"), owner))
{
    mInsert->setObjectName(QStringLiteral("insertDocument"));
    mEdit->setObjectName(QStringLiteral("editDocument"));
    mClone->setObjectName(QStringLiteral("cloneDocument"));
    mDelete->setObjectName(QStringLiteral("deleteDocuments"));
    mUndo->setObjectName(QStringLiteral("undoLastWrite"));
    // Keys for the documents' views only: elsewhere they belong to others.
    mInsert->setShortcut(QKeySequence(Qt::Key_Insert));
    mEdit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    mDelete->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Delete));
    for (QAction *action : actions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        views->addAction(action);
    }
    mInsert->setToolTip(tr("Write a new document into this collection, checked against the model first"));
    mEdit->setToolTip(tr("Change the chosen document as mongosh text, checked against the model first"));
    mClone->setToolTip(tr("Insert a copy of the chosen document, with a new _id"));
    mDelete->setToolTip(tr("Delete the chosen documents, after one confirmation"));
    mUndo->setToolTip(tr("Put back what the last write changed, while its page is on screen"));
    connect(mInsert, &QAction::triggered, this, &DocumentWriter::insertDocument);
    connect(mEdit, &QAction::triggered, this, &DocumentWriter::editDocument);
    connect(mClone, &QAction::triggered, this, &DocumentWriter::cloneDocument);
    connect(mDelete, &QAction::triggered, this, &DocumentWriter::deleteDocuments);
    connect(mUndo, &QAction::triggered, this, &DocumentWriter::undoLastWrite);
    connect(views, &DocumentViews::fieldEdited, this, &DocumentWriter::editField);
    connect(mConnection, &LiveConnection::writeFinished, this,
        [this](LiveConnection::RequestId id, const WriteResult &result) {
            if (id == mRequest)
                finish(result);
        });
    connect(mConnection, &LiveConnection::requestFailed, this,
        [this](LiveConnection::RequestId id, const LiveError &error) {
            if (id == mRequest)
                fail(error);
        });
    for (QAbstractItemView *view : { static_cast<QAbstractItemView *>(views->treeView()),
             static_cast<QAbstractItemView *>(views->tableView()) })
        connect(view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DocumentWriter::updateActions);
    updateActions();
}

DocumentEditDialog *DocumentWriter::openDialog() const
{
    return mDialog;
}

QList<QAction *> DocumentWriter::actions() const
{
    return { mInsert, mEdit, mClone, mDelete, mUndo };
}

void DocumentWriter::setCollection(const QString &database, const QString &collection)
{
    if (database != mDatabase || collection != mCollection)
        forgetUndo();
    mDatabase = database;
    mCollection = collection;
    updateActions();
}

void DocumentWriter::forgetUndo()
{
    mUndoStep.reset();
    updateActions();
}

void DocumentWriter::setWholeDocuments(bool whole)
{
    mWhole = whole;
    updateActions();
}

void DocumentWriter::updateActions()
{
    const bool ready = !mCollection.isEmpty() && mRequest == 0 && !mDialog;
    const qsizetype chosen = mViews->view() == DocumentViews::View::Text ? 0 : mViews->selectedDocuments().size();
    mInsert->setEnabled(ready);
    mEdit->setEnabled(ready && mWhole && chosen == 1);
    mClone->setEnabled(ready && mWhole && chosen == 1);
    const QString partial = tr("The page shows a projection: run the query without one to edit whole documents");
    mEdit->setStatusTip(mWhole ? QString() : partial);
    mClone->setStatusTip(mWhole ? QString() : partial);
    mDelete->setEnabled(ready && chosen > 0);
    mUndo->setEnabled(ready && mUndoStep.has_value());
    mUndo->setText(mUndoStep ? tr("&Undo %1").arg(mUndoStep->summary) : tr("&Undo Last Write"));
}

DocumentWrite DocumentWriter::writeOf(DocumentWrite::Kind kind) const
{
    DocumentWrite write;
    write.kind = kind;
    write.database = mDatabase;
    write.collection = mCollection;
    return write;
}

QString DocumentWriter::commandText(const DocumentWrite &write) const
{
    const QString collection = QString::fromStdString(quoted(mCollection.toStdString()));
    switch (write.kind) {
    case DocumentWrite::Kind::Insert:
        return QStringLiteral("db.getCollection(%1).insertOne(%2)").arg(collection, shellText(write.document));
    case DocumentWrite::Kind::Replace:
        return QStringLiteral("db.getCollection(%1).replaceOne(%2, %3)")
            .arg(collection, idText(write.ids.value(0)), shellText(write.document));
    case DocumentWrite::Kind::Delete: {
        QStringList ids;
        for (const QByteArray &id : write.ids)
            ids << idValue(id);
        return QStringLiteral("db.getCollection(%1).deleteMany({_id: {$in: [%2]}})")
            .arg(collection, ids.join(QStringLiteral(", ")));
    }
    }
    return {};
}

bool DocumentWriter::confirm(const QString &title, const QString &question, const QString &command) const
{
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel, mDialog ? static_cast<QWidget *>(mDialog.data()) : mOwner);
    box.setObjectName(QStringLiteral("confirmWrite"));
    box.setInformativeText(tr("What is sent:"));
    box.setDetailedText(command);
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

void DocumentWriter::insertDocument()
{
    edit(DocumentWrite::Kind::Insert, tr("Insert a Document into %1").arg(mCollection), QStringLiteral("{\n  \n}"), {});
}

void DocumentWriter::editDocument()
{
    const QList<QByteArray> chosen = owned(mViews->selectedDocuments());
    if (chosen.size() != 1 || !mWhole)
        return;
    edit(DocumentWrite::Kind::Replace, tr("Edit %1 in %2").arg(idText(idOf(chosen.first())), mCollection),
        shellText(chosen.first()), chosen.first());
}

void DocumentWriter::cloneDocument()
{
    const QList<QByteArray> chosen = owned(mViews->selectedDocuments());
    if (chosen.size() != 1 || !mWhole)
        return;
    edit(DocumentWrite::Kind::Insert, tr("Clone %1 in %2").arg(idText(idOf(chosen.first())), mCollection),
        shellText(withoutId(chosen.first())), {});
}

void DocumentWriter::editField(const QByteArray &document, const QStringList &keys, const QString &text)
{
    if (mDialog || mRequest != 0 || keys.isEmpty())
        return;
    if (!mWhole) {
        emit writeFailed(tr("The page shows a projection: a document replaced with what is shown would lose the "
                            "fields left out. Run the query without a projection to edit it."));
        return;
    }
    // The value read as the one field of a document, as the shell would.
    const QByteArray typed = QStringLiteral("{v: %1}").arg(text).toUtf8();
    const ShellDocument shell = parseShellDocument(std::string_view(typed.constData(), size_t(typed.size())));
    bson_error_t failure;
    bson_t *parsed = shell.ok()
        ? bson_new_from_json(reinterpret_cast<const uint8_t *>(shell.json.data()), ssize_t(shell.json.size()), &failure)
        : nullptr;
    bson_iter_t value;
    bson_t original;
    bson_t changed = BSON_INITIALIZER;
    const bool made = parsed && bson_iter_init_find(&value, parsed, "v") && viewOf(document, &original)
        && replaced(&original, keys, bson_iter_value(&value), &changed);
    const QByteArray edited = made ? bytesOf(&changed) : QByteArray();
    bson_destroy(&changed);
    if (parsed)
        bson_destroy(parsed);
    if (!made) {
        emit writeFailed(tr("%1 is not a value in mongosh's syntax: %2")
                             .arg(text, shell.ok() ? QString::fromUtf8(failure.message) : shell.error));
        return;
    }
    edit(DocumentWrite::Kind::Replace,
        tr("Edit %1 of %2 in %3").arg(keys.join(QLatin1Char('.')), idText(idOf(document)), mCollection),
        shellText(edited), document);
}

void DocumentWriter::edit(DocumentWrite::Kind kind, const QString &title, const QString &text, const QByteArray &previous)
{
    if (mDialog) {
        mDialog->raise();
        return;
    }
    auto *dialog = new DocumentEditDialog(
        title, text, mDocument->model(), mCollection, kind == DocumentWrite::Kind::Insert, mOwner);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    mDialog = dialog;
    connect(dialog, &DocumentEditDialog::sendRequested, this, [this, kind, previous] { sendEdited(kind, previous); });
    connect(dialog, &QObject::destroyed, this, &DocumentWriter::updateActions, Qt::QueuedConnection);
    dialog->open();
    updateActions();
}

void DocumentWriter::sendEdited(DocumentWrite::Kind kind, const QByteArray &previous)
{
    if (!mDialog || mRequest != 0)
        return;
    DocumentWrite write = writeOf(kind);
    Undo undo;
    QString summary;
    if (kind == DocumentWrite::Kind::Insert) {
        // An _id typed is kept; without one the document gets an ObjectId
        // here, so the insert can be undone by it.
        const QByteArray typedId = idOf(mDialog->document());
        write.document = withId(mDialog->document(), typedId);
        undo = { DocumentWrite::Kind::Delete, {}, { idOf(write.document) }, {}, {} };
        summary = tr("insert of %1").arg(idText(idOf(write.document)));
        if (!confirm(tr("Insert a Document"),
                tr("Insert this document into %1.%2?").arg(mDatabase, mCollection), commandText(write)))
            return;
    } else {
        const QByteArray id = idOf(previous);
        const QByteArray typedId = idOf(mDialog->document());
        if (!typedId.isEmpty() && typedId != id) {
            mDialog->showRefusal(tr("an edit keeps the document's _id (%1); Clone makes a copy with another.")
                                     .arg(idText(id)),
                {});
            return;
        }
        write.document = withId(mDialog->document(), id);
        write.ids = { id };
        write.expected = previous;
        undo = { DocumentWrite::Kind::Replace, { previous }, { id }, {}, write.document };
        summary = tr("edit of %1").arg(idText(id));
        if (!confirm(tr("Replace a Document"),
                tr("Replace the document %1 in %2.%3 with the one edited?").arg(idText(id), mDatabase, mCollection),
                commandText(write)))
            return;
    }
    undo.summary = summary;
    mDialog->setSending(true);
    send(write, undo, summary);
}

void DocumentWriter::deleteDocuments()
{
    const QList<QByteArray> chosen = owned(mViews->selectedDocuments());
    DocumentWrite write = writeOf(DocumentWrite::Kind::Delete);
    QList<QByteArray> kept;
    for (const QByteArray &document : chosen)
        if (const QByteArray id = idOf(document); !id.isEmpty()) {
            write.ids << id;
            kept << document;
        }
    if (write.ids.isEmpty() || mRequest != 0)
        return;
    const int count = int(write.ids.size());
    const QString summary = tr("deletion of %n document(s)", nullptr, count);
    // Only whole documents can be inserted again.
    QString question = mWhole
        ? tr("Delete %n document(s) from %1.%2? Undo Last Write can insert them again while this page is on screen.",
              nullptr, count)
              .arg(mDatabase, mCollection)
        : tr("Delete %n document(s) from %1.%2? The page shows a projection, so the deletion cannot be undone from "
             "here: the fields left out are not on screen to insert again.",
              nullptr, count)
              .arg(mDatabase, mCollection);
    // A document without an _id (a projection left it out) cannot be named.
    if (const int unnamed = int(chosen.size() - kept.size()); unnamed > 0)
        question += QLatin1Char(' ')
            + tr("%n of the chosen documents show(s) no _id and stay(s).", nullptr, unnamed);
    if (!confirm(tr("Delete Documents"), question, commandText(write)))
        return;
    send(write, mWhole ? std::optional<Undo>(Undo { DocumentWrite::Kind::Insert, kept, {}, summary, {} }) : std::nullopt,
        summary);
}

void DocumentWriter::undoLastWrite()
{
    if (!mUndoStep || mRequest != 0)
        return;
    const Undo step = *mUndoStep;
    QList<DocumentWrite> writes;
    if (step.kind == DocumentWrite::Kind::Insert) {
        for (const QByteArray &document : step.documents) {
            DocumentWrite write = writeOf(DocumentWrite::Kind::Insert);
            write.document = document;
            writes << write;
        }
    } else {
        DocumentWrite write = writeOf(step.kind);
        write.ids = step.ids;
        write.document = step.documents.value(0);
        write.expected = step.expected;
        writes << write;
    }
    QStringList commands;
    for (const DocumentWrite &write : writes)
        commands << commandText(write);
    if (writes.isEmpty()
        || !confirm(tr("Undo Last Write"), tr("Undo the %1 in %2.%3?").arg(step.summary, mDatabase, mCollection),
            commands.join(QLatin1Char('\n'))))
        return;
    mUndoStep.reset();
    mQueued = writes.mid(1);
    send(writes.first(), std::nullopt, tr("Undone: %1").arg(step.summary));
}

void DocumentWriter::send(const DocumentWrite &write, std::optional<Undo> undo, const QString &summary)
{
    mPendingUndo = std::move(undo);
    mPendingSummary = summary;
    mRequest = mConnection->requestWrite(write);
    updateActions();
}

void DocumentWriter::finish(const WriteResult &result)
{
    mRequest = 0;
    if (result.kind == DocumentWrite::Kind::Replace && result.count == 0) {
        LiveError gone;
        gone.kind = LiveError::Kind::Server;
        gone.message = tr("the document was changed or deleted since the page was read, and is left as it is now. "
                          "Refresh the page (F5) and edit it again.");
        fail(gone);
        return;
    }
    if (!mQueued.isEmpty()) {
        mRequest = mConnection->requestWrite(mQueued.takeFirst());
        return;
    }
    mUndoStep = mPendingUndo;
    mPendingUndo.reset();
    if (mDialog)
        mDialog->accept();
    updateActions();
    emit written(mPendingSummary);
}

void DocumentWriter::fail(const LiveError &error)
{
    mRequest = 0;
    mQueued.clear();
    mPendingUndo.reset();
    updateActions();
    if (!mDialog) {
        emit writeFailed(error.message);
        return;
    }
    std::vector<check::RuleFailure> failures;
    if (!error.details.isEmpty())
        failures = check::failuresFromErrInfo(JsonValue::parse(error.details.toStdString(), nullptr, false));
    mDialog->setSending(false);
    mDialog->showRefusal(error.message, failures);
}

} // namespace docmodel
