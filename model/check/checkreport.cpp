// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkreport.h"

#include "checktr.h"

#include <QLocale>

namespace docmodel::check {

namespace {

QString number(uint64_t value)
{
    return QLocale().toString(qulonglong(value));
}

QString share(uint64_t part, uint64_t whole)
{
    return whole ? QLocale().toString(100.0 * double(part) / double(whole), 'f', 1) + QStringLiteral(" %")
                 : QStringLiteral("0 %");
}

const char *methodName(CountMethod method)
{
    switch (method) {
    case CountMethod::EveryDocument:
        return "every-document";
    case CountMethod::Sample:
        return "sample";
    case CountMethod::Server:
        return "server";
    }
    return "";
}

const char *driftName(Drift::Kind kind)
{
    switch (kind) {
    case Drift::Kind::FieldNotInModel:
        return "field-not-in-model";
    case Drift::Kind::TypeNotAllowed:
        return "type-not-allowed";
    case Drift::Kind::RequiredMissing:
        return "required-missing";
    }
    return "";
}

QString ruleLine(const RuleCount &rule)
{
    return rule.path.empty() ? QString::fromStdString(rule.reason)
                             : QStringLiteral("%1 %2").arg(QString::fromStdString(rule.path), QString::fromStdString(rule.reason));
}

std::string text(const CheckReport &report)
{
    QString out;
    for (const CollectionCheck &check : report.collections) {
        out += QString::fromStdString(check.collection) + QStringLiteral(": ");
        if (!check.error.empty()) {
            out += QString::fromStdString(check.error) + '\n';
            continue;
        }
        out += failingSummary(check) + QStringLiteral(" (") + methodText(check) + QStringLiteral(")\n");
        for (const RuleCount &rule : check.rules)
            out += QStringLiteral("  %1  %2  [%3]\n")
                       .arg(number(rule.documents).rightJustified(9), ruleLine(rule), QString::fromStdString(rule.keyword));
        if (!check.examples.empty())
            out += QStringLiteral("  ") + Check::tr("Failing documents:") + '\n';
        for (const FailingDocument &example : check.examples) {
            QStringList reasons;
            for (const RuleFailure &failure : example.why.failures)
                reasons << (failure.path.empty() ? QString::fromStdString(failure.reason)
                                                 : QString::fromStdString(failure.path + " " + failure.reason));
            reasons.removeDuplicates();
            out += QStringLiteral("    _id %1 (%2): %3\n")
                       .arg(QString::fromStdString(example.id.is_null() ? std::string("-") : example.id.dump()),
                           QString::fromStdString(example.where), reasons.join(QStringLiteral("; ")));
        }
        if (!check.drift.empty())
            out += QStringLiteral("  ") + Check::tr("Drift between the model and the data:") + '\n';
        for (const Drift &drift : check.drift)
            out += QStringLiteral("    ") + driftText(drift, check.checked) + '\n';
        for (const std::string &notice : check.notices)
            out += QStringLiteral("  ") + QString::fromStdString(notice) + '\n';
    }
    for (const UncheckedCollection &unchecked : report.unchecked)
        out += uncheckedText(unchecked) + '\n';
    for (const std::string &notice : report.notices)
        out += QString::fromStdString(notice) + '\n';
    out += reportSummary(report) + '\n';
    return out.toStdString();
}

JsonValue json(const CheckReport &report, const std::string &modelFile)
{
    JsonValue collections = JsonValue::array();
    for (const CollectionCheck &check : report.collections) {
        JsonValue c = {{"collection", check.collection}, {"method", methodName(check.method)},
            {"checked", check.checked}, {"failing", check.failing}, {"total", check.total}};
        if (!check.error.empty())
            c["error"] = check.error;
        JsonValue rules = JsonValue::array();
        for (const RuleCount &rule : check.rules)
            rules.push_back({{"path", rule.path}, {"keyword", rule.keyword}, {"reason", rule.reason},
                {"documents", rule.documents}, {"exampleIds", rule.exampleIds}});
        c["rules"] = std::move(rules);
        JsonValue examples = JsonValue::array();
        for (const FailingDocument &example : check.examples)
            examples.push_back({{"_id", example.id}, {"where", example.where},
                {"errInfo", {{"details", example.why.details}}}});
        c["examples"] = std::move(examples);
        JsonValue drift = JsonValue::array();
        for (const Drift &d : check.drift) {
            JsonValue item = {{"kind", driftName(d.kind)}, {"field", d.field}, {"documents", d.documents},
                {"message", driftText(d, check.checked).toStdString()}};
            if (!d.type.empty())
                item["type"] = d.type;
            drift.push_back(std::move(item));
        }
        c["drift"] = std::move(drift);
        c["notices"] = check.notices;
        c["withoutId"] = check.withoutId;
        collections.push_back(std::move(c));
    }
    JsonValue unchecked = JsonValue::array();
    for (const UncheckedCollection &u : report.unchecked)
        unchecked.push_back({{"collection", u.collection}, {"reason", u.reason}, {"inModel", u.inModel}});
    return {{"model", modelFile}, {"checked", report.checked()}, {"failing", report.failing()},
        {"collections", std::move(collections)}, {"unchecked", std::move(unchecked)}, {"notices", report.notices}};
}

JsonValue sarif(const CheckReport &report, const std::string &modelFile, const std::string &version)
{
    JsonValue results = JsonValue::array();
    JsonValue rules = JsonValue::array();
    std::vector<std::string> ruleIds;
    auto ruleIndex = [&](const std::string &id, const std::string &description) {
        const auto found = std::find(ruleIds.begin(), ruleIds.end(), id);
        if (found != ruleIds.end())
            return int(found - ruleIds.begin());
        ruleIds.push_back(id);
        rules.push_back({{"id", id}, {"shortDescription", {{"text", description}}}});
        return int(ruleIds.size()) - 1;
    };
    auto location = [&](const std::string &collection, const std::string &path) {
        const std::string name = path.empty() ? collection : collection + "." + path;
        return JsonValue::array({{{"physicalLocation", {{"artifactLocation", {{"uri", modelFile}}}}},
            {"logicalLocations", JsonValue::array({{{"fullyQualifiedName", name}, {"kind", "member"}}})}}});
    };
    for (const CollectionCheck &check : report.collections) {
        for (const RuleCount &rule : check.rules) {
            const std::string id = "check/" + rule.keyword;
            const int index = ruleIndex(id, Check::tr("Documents break the validator's \"%1\" rule")
                                                .arg(QString::fromStdString(rule.keyword))
                                                .toStdString());
            const QString message = Check::tr("%1 of %2 documents of %3: %4")
                                        .arg(number(rule.documents), number(check.checked),
                                            QString::fromStdString(check.collection), ruleLine(rule));
            // The documents to look at: the first that break the rule, by _id.
            results.push_back({{"ruleId", id}, {"ruleIndex", index}, {"level", "error"},
                {"message", {{"text", message.toStdString()}}}, {"locations", location(check.collection, rule.path)},
                {"properties", {{"failingDocumentIds", rule.exampleIds}}}});
        }
        for (const Drift &drift : check.drift) {
            const std::string id = std::string("drift/") + driftName(drift.kind);
            const int index = ruleIndex(id, Check::tr("The data and the model differ").toStdString());
            results.push_back({{"ruleId", id}, {"ruleIndex", index}, {"level", "warning"},
                {"message", {{"text", driftText(drift, check.checked).toStdString()}}},
                {"locations", location(check.collection, drift.field)}});
        }
    }
    for (const UncheckedCollection &unchecked : report.unchecked) {
        const std::string id = unchecked.inModel ? "check/not-checked" : "check/not-in-model";
        const int index = ruleIndex(id, unchecked.inModel
                ? Check::tr("A model collection had no documents to check").toStdString()
                : Check::tr("Documents of a collection the model does not have").toStdString());
        results.push_back({{"ruleId", id}, {"ruleIndex", index}, {"level", "error"},
            {"message", {{"text", uncheckedText(unchecked).toStdString()}}},
            {"locations", location(unchecked.collection, {})}});
    }
    JsonValue driver = {{"name", "docmodeler-cli check"}, {"rules", std::move(rules)}};
    if (!version.empty())
        driver["version"] = version;
    return {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"},
        {"runs", JsonValue::array({{{"tool", {{"driver", std::move(driver)}}}, {"results", std::move(results)}}})}};
}

} // namespace

QString failingSummary(const CollectionCheck &check)
{
    if (check.failing == 0)
        return Check::tr("all %1 documents pass", nullptr, int(std::min<uint64_t>(check.checked, INT32_MAX)))
            .arg(number(check.checked));
    return Check::tr("%1 of %2 documents fail (%3)")
        .arg(number(check.failing), number(check.checked), share(check.failing, check.checked));
}

QString uncheckedText(const UncheckedCollection &unchecked)
{
    return Check::tr("%1: not checked, %2")
        .arg(QString::fromStdString(unchecked.collection), QString::fromStdString(unchecked.reason));
}

QString reportSummary(const CheckReport &report)
{
    const QString documents = Check::tr("In all: %1 of %2 documents fail their collection's validator.")
                                  .arg(number(report.failing()), number(report.checked()));
    if (report.unchecked.empty())
        return documents;
    const int unchecked = int(report.unchecked.size());
    if (report.collections.empty())
        return Check::tr("Nothing was checked: %n collection(s) had no documents to check.", nullptr, unchecked);
    return documents + QLatin1Char(' ')
        + Check::tr("%n collection(s) were not checked (above).", nullptr, unchecked);
}

QString methodText(const CollectionCheck &check)
{
    switch (check.method) {
    case CountMethod::EveryDocument:
        return Check::tr("every document read and checked here");
    case CountMethod::Sample:
        return Check::tr("a random sample of %1 of %2 documents, checked here")
            .arg(number(check.checked), number(check.total));
    case CountMethod::Server:
        return check.failing == 0 ? Check::tr("counted by the server")
                                  : Check::tr("counted by the server; reasons from %1 of the failing documents")
                                        .arg(number(check.examples.size()));
    }
    return {};
}

QString driftText(const Drift &drift, uint64_t checked)
{
    const QString field = QString::fromStdString(drift.field);
    switch (drift.kind) {
    case Drift::Kind::FieldNotInModel:
        return Check::tr("%1 is in %2 of the documents (%3) but not in the model.")
            .arg(field, share(drift.documents, checked), number(drift.documents));
    case Drift::Kind::TypeNotAllowed:
        return Check::tr("%1 holds %2 in %3 of the documents (%4), a type the model does not allow.")
            .arg(field, QString::fromStdString(drift.type), share(drift.documents, checked), number(drift.documents));
    case Drift::Kind::RequiredMissing:
        return Check::tr("%1 is required by the model but missing from %2 of the documents (%3).")
            .arg(field, share(drift.documents, checked), number(drift.documents));
    }
    return {};
}

std::string formatCheckReport(const CheckReport &report, CheckFormat format, const std::string &modelFile,
    const std::string &toolVersion)
{
    switch (format) {
    case CheckFormat::Text:
        return text(report);
    case CheckFormat::Json:
        return json(report, modelFile).dump(2) + "\n";
    case CheckFormat::Sarif:
        return sarif(report, modelFile, toolVersion).dump(2) + "\n";
    }
    return {};
}

} // namespace docmodel::check
