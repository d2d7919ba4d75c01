// SPDX-License-Identifier: GPL-3.0-or-later
#include "pipelinetext.h"

#include "preview/shellformat.h"
#include "query/shellsyntax.h"
#include "schema/field.h"

#include <QCoreApplication>

namespace docmodel {

namespace {

class PipelineText
{
    Q_DECLARE_TR_FUNCTIONS(PipelineText)
};

// Where a member's name is written in the stage's text, for the mark; the
// start of the text when it cannot be found (a quoted name with escapes).
size_t nameOffset(std::string_view text, const std::string &name)
{
    const size_t at = text.find(name);
    return at == std::string_view::npos ? text.find_first_not_of(" \t\r\n") : at;
}

} // namespace

StageReading readStage(std::string_view text)
{
    StageReading reading;
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        reading.empty = true;
        return reading;
    }
    const ShellDocument shell = parseShellDocument(text);
    if (!shell.ok()) {
        reading.error = shell.error;
        reading.line = shell.line;
        reading.column = shell.column;
        return reading;
    }
    const JsonValue stage = JsonValue::parse(shell.json, nullptr, false);
    if (!stage.is_object() || stage.size() != 1) {
        reading.error = PipelineText::tr("a stage is one operator and its argument, as {$match: {…}}; this has %n member(s)",
            nullptr, stage.is_object() ? int(stage.size()) : 0);
        const size_t at = stage.size() > 1 ? nameOffset(text, std::next(stage.begin()).key()) : 0;
        placeInText(text, at, reading.line, reading.column);
        return reading;
    }
    const std::string &name = stage.begin().key();
    if (name.empty() || name.front() != '$') {
        reading.error = PipelineText::tr("“%1” is not a stage: a stage's name begins with $, as $match")
                            .arg(QString::fromStdString(name));
        placeInText(text, nameOffset(text, name), reading.line, reading.column);
        return reading;
    }
    reading.op = QString::fromStdString(name);
    reading.json = shell.json;
    return reading;
}

bool writesDocuments(const QString &op)
{
    return op == QLatin1String("$out") || op == QLatin1String("$merge");
}

PipelineReading readPipeline(const std::vector<PipelineStage> &stages, int last)
{
    PipelineReading out;
    std::string json = "[";
    for (int i = 0; i <= last && i < int(stages.size()); ++i) {
        if (!stages[size_t(i)].enabled)
            continue;
        const QByteArray text = stages[size_t(i)].text.toUtf8();
        StageReading reading = readStage(std::string_view(text.constData(), size_t(text.size())));
        if (!reading.ok()) {
            out.failedStage = i;
            out.failure = std::move(reading);
            return out;
        }
        if (reading.empty)
            continue;
        if (out.writingStage < 0 && writesDocuments(reading.op))
            out.writingStage = i;
        if (out.stages++ > 0)
            json += ',';
        json += reading.json;
    }
    out.json = json + ']';
    return out;
}

QString aggregateCommand(const QString &collection, const std::vector<PipelineStage> &stages)
{
    QStringList typed;
    for (const PipelineStage &stage : stages)
        if (stage.enabled && !stage.text.trimmed().isEmpty())
            typed << QStringLiteral("  ") + stage.text.trimmed().replace(u'\n', QStringLiteral("\n  "));
    const QString name = QString::fromStdString(quoted(collection.toStdString()));
    if (typed.isEmpty())
        return QStringLiteral("db.getCollection(%1).aggregate([])").arg(name);
    return QStringLiteral("db.getCollection(%1).aggregate([\n%2\n])").arg(name, typed.join(QStringLiteral(",\n")));
}

} // namespace docmodel
