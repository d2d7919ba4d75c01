// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <string_view>
#include <vector>

namespace docmodel {

// One stage of an aggregation as typed in the pipeline editor, in mongosh's
// syntax: a document with one member, the stage's operator ({$match: {…}}).
struct PipelineStage {
    QString text;
    bool enabled = true;
};

// A stage read: its canonical Extended JSON and operator, or why not and
// where (1-based line and column in the stage's text, as ShellDocument).
// A stage of blanks only is empty, and skipped as a disabled one is.
struct StageReading {
    std::string json;
    QString op; // "$match"
    QString error;
    int line = 0;
    int column = 0;
    bool empty = false;

    bool ok() const { return error.isEmpty(); }
};

StageReading readStage(std::string_view text);

// True for the stages that write ($out, $merge): a preview never runs them.
bool writesDocuments(const QString &op);

// The enabled stages up to and including `last`, read, as one pipeline in
// canonical Extended JSON ([{…}, {…}]). `failedStage` is the index of the
// first stage that does not read (none: -1) and `failure` its reading;
// the JSON is empty then.
struct PipelineReading {
    std::string json;
    int failedStage = -1;
    StageReading failure;
    int stages = 0; // enabled stages in the JSON
    int writingStage = -1; // the first that writes ($out, $merge); none: -1
};
PipelineReading readPipeline(const std::vector<PipelineStage> &stages, int last);

// The pipeline as mongosh runs it: db.getCollection("c").aggregate([…]),
// the enabled stages as typed.
QString aggregateCommand(const QString &collection, const std::vector<PipelineStage> &stages);

} // namespace docmodel
