// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/jsonschema.h"
#include "schema/model.h"

#include <QByteArray>
#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QTimer;
class QTreeWidget;

namespace docmodel {

// A document to insert, replace or clone, as mongosh text. As it is typed it
// is read and checked against the model's validator of its collection: the
// rules it breaks are listed and marked at their fields in the text. It can
// still be sent (the server's validator has the last word); when the server
// refuses it, its reasons are shown the same way.
class DocumentEditDialog : public QDialog
{
    Q_OBJECT

public:
    // `givesId`: a document without an _id gets one when sent (an insert),
    // so it is checked as if it had an ObjectId.
    DocumentEditDialog(const QString &title, const QString &text, const Model &model, const QString &collection,
        bool givesId, QWidget *parent = nullptr);

    // The document as typed (BSON); empty while the text does not parse.
    QByteArray document() const { return mDocument; }
    QString text() const;
    void setText(const QString &text);
    // The server refused the write: its message, and its rules at the fields.
    void showRefusal(const QString &message, const std::vector<check::RuleFailure> &failures);

    QPlainTextEdit *editor() const { return mEditor; }
    QTreeWidget *rules() const { return mRules; }
    QLabel *status() const { return mStatus; }
    // The fields marked in the text, in order.
    QStringList markedFields() const { return mMarked; }
    // Checks now instead of after the typing pause.
    void check();
    // While the write is on its way: nothing to edit or send.
    void setSending(bool sending);

signals:
    // Send… was pressed on a document that parses; the dialog stays open
    // until its owner says how the write ended.
    void sendRequested();

private:
    void showRules(const std::vector<check::RuleFailure> &failures, const QString &source);
    void markFields(const std::vector<check::RuleFailure> &failures);

    Model mModel;
    QString mCollection;
    bool mGivesId;
    QByteArray mDocument;
    QStringList mMarked;
    QPlainTextEdit *mEditor;
    QTreeWidget *mRules;
    QLabel *mStatus;
    QDialogButtonBox *mButtons;
    QTimer *mPause;
};

} // namespace docmodel
