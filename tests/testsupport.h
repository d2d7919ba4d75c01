// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <bson/bson.h>

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
// Authors embed their books and books their chapters, one-to-squillions each
// (10,000 children at the preview's ceiling): an author's document would be
// gigabytes, and passes 16 MiB within its first few dozen books.
Model gigabyteDocuments();

struct CliRun {
    int exitCode = -1; // -1 when it did not finish in time
    QString out;
    QString err;
};

// Runs docmodeler-cli in the C locale and waits for it; `input` is written
// to its standard input. It runs in workingDirectory when one is given.
CliRun runCli(const QStringList &arguments, const QByteArray &input = {},
    const QString &workingDirectory = {});

// Whether node and the npm test tools (ajv) are installed.
bool jsonSchemaValidatorAvailable();
// tests/tools/validate-json-schema.js on SCHEMA DATA pairs: ajv in strict
// mode, or with `published` a schema someone else wrote, taken as it is.
CliRun validateJsonSchemas(const QStringList &schemaDataPairs, bool published = false);

// The value at a dotted path of a document ("assignee._id"), as canonical
// Extended JSON; "" when absent.
std::string valueJson(const bson_t *document, const char *path);

// Whether text equals the golden file at `relative` in the source tree;
// with DOCMODELER_UPDATE_GOLDEN set it writes the file first. A missing or
// different file is reported with a warning saying which.
bool matchesGolden(const QString &relative, const std::string &text);

// Whether the peers scripts/test installs (node, mongosh, the npm test tools)
// must be there: under CI=true a test that misses one fails instead of
// skipping, so a check that ran nothing is never a pass.
bool peersRequired();

} // namespace docmodel::test

// In a test function: the peer a test runs against is missing. Skips on a
// developer's machine; fails where CI=true.
#define DOCMODELER_PEER_MISSING(message)                                                                     \
    do {                                                                                                    \
        if (docmodel::test::peersRequired())                                                                \
            QFAIL(message);                                                                                 \
        QSKIP(message);                                                                                     \
    } while (false)
