// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of the Apply dialog share: its rows as a person reads
// them, the models and servers they start from, answers to its questions.
#pragma once

#include "migrationfixtures.h"
#include "testserver.h"

#include "document/modeldocument.h"
#include "io/modelreader.h"
#include "live/liveconnection.h"

#include <QColor>
#include <QList>
#include <QMessageBox>
#include <QString>
#include <QTemporaryDir>

namespace docmodel {
class ApplyDialog;
}

namespace docmodel::test {

inline constexpr int kWaitMs = 20000;

// Answers the next message box with `button`; `text` receives its text.
void answerMessageBox(QMessageBox::StandardButton button, QString *text);

// A step's row as shown.
struct Row {
    QString kind, collection, index, result;
    bool checked = false;
    bool checkable = false;
    QColor colour;
};
QList<Row> rowsOf(const ApplyDialog &dialog);
int countKind(const QList<Row> &rows, const QString &kind);
// The row of the step on the index named `index`, or -1.
int rowOf(const ApplyDialog &dialog, const QString &index);
// The row of the first step on `collection`, or -1.
int stepOn(const ApplyDialog &dialog, const char *collection);

QString blogPath();

// The blog example and an open connection to a test server: what most
// dialogs here start from. `problem` says why it could not be set up.
struct BlogSession {
    ModelDocument document;
    LiveConnection connection;
    QString problem;

    // seedScript: mongosh run on the server first, to put something there.
    explicit BlogSession(const QString &uri, const QString &seedScript = {});
    const Model &model() const { return document.model(); }
};

// Invoices whose documents in the mock server's "validates" scenario fail
// the validator (3 of 5), and customers whose documents all pass it.
LoadResult musicModel();

// mockupdb (keeps) holding `collections` as database "store", recording
// every command it receives in `record`.
struct SeededStore {
    QTemporaryDir dir;
    QString record = dir.filePath(QStringLiteral("commands.jsonl"));
    TestServer server;
    explicit SeededStore(const Collections &collections);
    static QString seedFile(const QTemporaryDir &dir, const Collections &collections);
};

// Sets HOME and the settings to a fresh place, then runs the test object:
// main() of every Apply dialog test.
int runApplyDialogTest(QObject &test, const char *name, int argc, char **argv);

} // namespace docmodel::test
