#pragma once

#include "schema/model.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace docmodel::test {

QString sourcePath(const QString &relative);
QStringList exampleFiles();
QByteArray readFile(const QString &path);
bool writeFile(const QString &path, const QByteArray &bytes);
// A model that sets every value the file format has, none at its default.
Model fullModel();
// The model with shard keys: posts by hashed author, comments by post_id
// (for the blog example).
Model shardedBlog(const Model &blog);

struct CliRun {
    int exitCode = -1; // -1 when it did not finish in time
    QString out;
    QString err;
};

// Runs docmodeler-cli in the C locale and waits for it; `input` is written
// to its standard input.
CliRun runCli(const QStringList &arguments, const QByteArray &input = {});

} // namespace docmodel::test
