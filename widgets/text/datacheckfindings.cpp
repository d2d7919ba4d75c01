// SPDX-License-Identifier: GPL-3.0-or-later
#include "datacheckfindings.h"

#include "check/checkreport.h"
#include "preview/shellformat.h"

#include <QCoreApplication>
#include <QLocale>

namespace docmodel {

namespace {

class DataCheckFinding
{
    Q_DECLARE_TR_FUNCTIONS(DataCheckFinding)
};

QString escaped(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString list(const QStringList &items)
{
    if (items.isEmpty())
        return DataCheckFinding::tr("none") + QStringLiteral("<br>");
    return QStringLiteral("<ul style=\"margin:2px\"><li>") + items.join(QStringLiteral("</li><li>"))
        + QStringLiteral("</li></ul>");
}

// What the check found, without saying it was the check.
QString findingText(const check::CollectionCheck &check)
{
    if (!check.error.empty())
        return DataCheckFinding::tr("not checked: %1").arg(QString::fromStdString(check.error));
    if (check.failing > 0)
        return check::failingSummary(check);
    return DataCheckFinding::tr("the documents pass the validator but drift from the model in %n field(s)", nullptr,
        int(check.drift.size()));
}

} // namespace

std::optional<Severity> dataCheckSeverity(const check::CollectionCheck &check)
{
    if (check.failing > 0 || !check.error.empty())
        return Severity::Warning;
    if (!check.drift.empty())
        return Severity::Info;
    return std::nullopt;
}

QString dataCheckMessage(const check::CollectionCheck &check)
{
    return DataCheckFinding::tr("Data check: %1.").arg(findingText(check));
}

QString dataCheckDetailsHtml(const check::CollectionCheck &check, const DataCheckFindings &findings)
{
    const QString where = findings.database.isEmpty()
        ? DataCheckFinding::tr("files")
        : DataCheckFinding::tr("the server's database %1").arg(findings.database.toHtmlEscaped());
    QString html = QStringLiteral("<b>%1</b> — %2.<br>")
                       .arg(DataCheckFinding::tr("Data check").toHtmlEscaped(), findingText(check).toHtmlEscaped());
    html += DataCheckFinding::tr("Checked %1 in %2 (%3).")
                .arg(QLocale().toString(findings.when, QLocale::ShortFormat), where, check::methodText(check).toHtmlEscaped())
        + QStringLiteral("<br>");
    if (!check.error.empty())
        return html;
    QStringList rules;
    for (const check::RuleCount &rule : check.rules)
        rules << DataCheckFinding::tr("%1: %2 (%3 documents)")
                     .arg(escaped(rule.path.empty() ? std::string("(document)") : rule.path), escaped(rule.reason),
                         QLocale().toString(qulonglong(rule.documents)));
    html += DataCheckFinding::tr("<i>Rules broken:</i>") + list(rules);
    QStringList examples;
    for (size_t i = 0; i < check.examples.size(); ++i) {
        const check::FailingDocument &example = check.examples[i];
        const QString id = QStringLiteral("_id ") + exampleIdText(example).toHtmlEscaped();
        const bool opens = !findings.database.isEmpty() && !exampleFilter(example).isEmpty();
        examples << (opens ? QStringLiteral("<a href=\"document:%1\">%2</a>").arg(i).arg(id)
                           : id + QStringLiteral(" (") + escaped(example.where) + QLatin1Char(')'));
    }
    html += DataCheckFinding::tr("<i>Failing documents</i>%1:")
                .arg(findings.database.isEmpty() ? QString() : DataCheckFinding::tr(" (a link opens it in the Live dock)"))
        + list(examples);
    QStringList drift;
    for (const check::Drift &item : check.drift)
        drift << check::driftText(item, check.checked).toHtmlEscaped();
    html += DataCheckFinding::tr("<i>Drift between the model and the data:</i>") + list(drift);
    html += DataCheckFinding::tr("<i>Fix:</i> change the data (a migration) or the model; until then, apply this "
                                 "validator at level moderate or action warn.");
    return html;
}

QString exampleIdText(const check::FailingDocument &example)
{
    // The _id is kept as canonical Extended JSON; read back as BSON it
    // prints as the shell prints it.
    const std::string json = "{\"_id\": " + example.id.dump() + "}";
    bson_error_t error;
    bson_t *document = bson_new_from_json(reinterpret_cast<const uint8_t *>(json.data()), ssize_t(json.size()), &error);
    if (!document)
        return QString::fromStdString(example.id.dump());
    bson_iter_t it;
    QString text;
    if (bson_iter_init_find(&it, document, "_id"))
        text = QString::fromStdString(shellValue(&it));
    bson_destroy(document);
    return text;
}

QString exampleFilter(const check::FailingDocument &example)
{
    if (example.id.is_null())
        return {};
    return QStringLiteral("{_id: %1}").arg(exampleIdText(example));
}

} // namespace docmodel
