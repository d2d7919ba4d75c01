// SPDX-License-Identifier: GPL-3.0-or-later
#include "lintreport.h"

#include "advicejson.h"

#include "io/jsonposition.h"
#include "schema/field.h"

#include <QDir>
#include <QUrl>

namespace docmodel {

namespace {

std::string u8(const QString &text)
{
    return text.toStdString();
}

std::string severityName(Severity severity)
{
    return std::string(toString(severity));
}

// SARIF levels: error, warning, note.
std::string sarifLevel(Severity severity)
{
    return severity == Severity::Info ? "note" : severityName(severity);
}

JsonValue recommendationJson(const Recommendation &rec)
{
    static const char *const kKinds[] = { "none", "set-strategy", "set-tree-encoding", "add-index",
        "drop-index", "set-shard-key" };
    JsonValue out = JsonValue::object();
    out["kind"] = kKinds[int(rec.kind)];
    out["object"] = rec.objectId;
    if (rec.kind == Recommendation::Kind::SetStrategy)
        out["strategy"] = std::string(toString(rec.strategy));
    if (rec.kind == Recommendation::Kind::SetTreeEncoding)
        out["encoding"] = std::string(toString(rec.encoding));
    if (!rec.keys.empty())
        out["keys"] = u8(keysText(rec.keys));
    return out;
}

JsonValue diagnosticJson(const Diagnostic &d)
{
    const Rule &r = d.ruleInfo();
    JsonValue out = JsonValue::object();
    out["rule"] = std::string(r.code);
    out["name"] = std::string(r.slug);
    out["severity"] = severityName(d.severity);
    out["object"] = d.objectId;
    out["pointer"] = d.pointer;
    out["message"] = u8(d.message);
    out["fix"] = u8(ruleFix(r));
    JsonValue reasons = JsonValue::array();
    for (const QString &reason : d.reasons)
        reasons.push_back(u8(reason));
    out["reasons"] = reasons;
    if (!d.recommendation.isNone())
        out["recommendation"] = recommendationJson(d.recommendation);
    return out;
}

std::string text(const AdvisorReport &report, const QString &file)
{
    std::string out;
    for (const Diagnostic &d : report.diagnostics) {
        out += u8(file) + ':' + d.pointer + ": " + u8(severityDisplayName(d.severity)) + ": "
            + ruleLabel(d.ruleInfo()) + ": " + u8(d.message) + '\n';
        for (const QString &reason : d.reasons)
            out += "    - " + u8(reason) + '\n';
        out += "    " + u8(ruleFix(d.ruleInfo())) + '\n';
    }
    return out;
}

std::string json(const Model &model, const AdvisorReport &report, const QString &file)
{
    JsonValue out = JsonValue::object();
    out["file"] = u8(file);
    JsonValue list = JsonValue::array();
    for (const Diagnostic &d : report.diagnostics)
        list.push_back(diagnosticJson(d));
    out["diagnostics"] = list;
    out["suppressed"] = report.suppressed.size();
    out["advice"] = adviceJson(model);
    return out.dump(2) + '\n';
}

JsonValue sarifRules()
{
    JsonValue rules = JsonValue::array();
    for (const Rule &r : ruleCatalogue()) {
        JsonValue rule = JsonValue::object();
        rule["id"] = std::string(r.code);
        rule["name"] = std::string(r.slug);
        rule["shortDescription"] = { { "text", u8(ruleTitle(r)) } };
        rule["fullDescription"] = { { "text", u8(ruleDescription(r)) } };
        rule["help"] = { { "text", u8(ruleFix(r)) } };
        rule["defaultConfiguration"] = { { "level", sarifLevel(r.severity) } };
        rules.push_back(rule);
    }
    return rules;
}

constexpr const char *kBaseId = "%SRCROOT%";

// The artifactLocation of the model file, percent-encoded as URIs must be.
JsonValue artifactLocation(const QString &file, const QString &baseDirectory)
{
    const QString absolute = QDir::cleanPath(QDir(baseDirectory).absoluteFilePath(file));
    if (!baseDirectory.isEmpty()) {
        const QString relative = QDir(baseDirectory).relativeFilePath(absolute);
        if (relative != QLatin1String("..") && !relative.startsWith(QLatin1String("../"))
            && !QDir::isAbsolutePath(relative))
            return { { "uri", QUrl::toPercentEncoding(relative, "/").toStdString() },
                { "uriBaseId", kBaseId } };
    }
    return { { "uri", QUrl::fromLocalFile(absolute).toString(QUrl::FullyEncoded).toStdString() } };
}

JsonValue sarifResult(const Diagnostic &d, const JsonValue &artifact, JsonLocator &locator)
{
    JsonValue result = JsonValue::object();
    result["ruleId"] = std::string(d.ruleInfo().code);
    result["ruleIndex"] = int(&d.ruleInfo() - ruleCatalogue().data());
    result["level"] = sarifLevel(d.severity);
    result["message"] = { { "text", u8(d.message) } };
    JsonValue logical = JsonValue::object();
    logical["name"] = d.objectId;
    logical["fullyQualifiedName"] = d.pointer;
    logical["kind"] = "object";
    JsonValue location = JsonValue::object();
    JsonValue physical = { { "artifactLocation", artifact } };
    if (const auto position = locator.locate(d.pointer))
        physical["region"]
            = { { "startLine", position->line }, { "startColumn", position->column } };
    location["physicalLocation"] = physical;
    location["logicalLocations"] = JsonValue::array({ logical });
    result["locations"] = JsonValue::array({ location });
    result["properties"] = { { "jsonPointer", d.pointer } };
    return result;
}

std::string sarif(const AdvisorReport &report, const QString &file, const SarifContext &context)
{
    const JsonValue artifact
        = artifactLocation(QDir::fromNativeSeparators(file), context.baseDirectory);
    JsonValue driver = JsonValue::object();
    driver["name"] = "docmodeler-cli";
    if (!context.toolVersion.empty())
        driver["version"] = context.toolVersion;
    if (!context.informationUri.empty())
        driver["informationUri"] = context.informationUri;
    driver["rules"] = sarifRules();
    JsonValue results = JsonValue::array();
    JsonLocator locator(context.fileText);
    for (const Diagnostic &d : report.diagnostics)
        results.push_back(sarifResult(d, artifact, locator));
    JsonValue run = JsonValue::object();
    run["tool"] = { { "driver", driver } };
    if (artifact.contains("uriBaseId")) {
        QString base = QDir::fromNativeSeparators(context.baseDirectory);
        if (!base.endsWith(QLatin1Char('/')))
            base += QLatin1Char('/'); // a directory: relative references resolve inside it
        run["originalUriBaseIds"] = { { kBaseId,
            { { "uri", QUrl::fromLocalFile(base).toString(QUrl::FullyEncoded).toStdString() } } } };
    }
    run["artifacts"] = JsonValue::array({ { { "location", artifact } } }); // even without findings
    run["columnKind"] = "unicodeCodePoints";
    run["results"] = results;
    JsonValue log = JsonValue::object();
    log["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
    log["version"] = "2.1.0";
    log["runs"] = JsonValue::array({ run });
    return log.dump(2) + '\n';
}

} // namespace

std::string formatLintReport(const Model &model, const AdvisorReport &report, const QString &file,
    LintFormat format, const SarifContext &sarifContext)
{
    switch (format) {
    case LintFormat::Text:
        return text(report, file);
    case LintFormat::Json:
        return json(model, report, file);
    case LintFormat::Sarif:
        return sarif(report, file, sarifContext);
    }
    return {};
}

} // namespace docmodel
