// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkresults.h"

#include "check/checkreport.h"
#include "text/datacheckfindings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTreeWidgetItem>

namespace docmodel {

namespace {

class CheckResults
{
    Q_DECLARE_TR_FUNCTIONS(CheckResults)
};

QTreeWidgetItem *group(QTreeWidgetItem *parent, const QString &title)
{
    auto *item = new QTreeWidgetItem(parent, {title, QString(), QString()});
    item->setFirstColumnSpanned(true);
    return item;
}

} // namespace

void addCheckResults(QTreeWidgetItem *parent, const check::CollectionCheck &result)
{
    QTreeWidgetItem *rules = group(parent, CheckResults::tr("Rules broken"));
    for (const check::RuleCount &rule : result.rules)
        new QTreeWidgetItem(rules, {QLocale().toString(qulonglong(rule.documents)), QString::fromStdString(rule.path),
                                       QString::fromStdString(rule.reason + "  [" + rule.keyword + "]")});
    QTreeWidgetItem *examples = group(parent, CheckResults::tr("Failing documents (activate one to open it)"));
    for (const check::FailingDocument &example : result.examples) {
        QStringList reasons;
        for (const check::RuleFailure &failure : example.why.failures)
            reasons << QString::fromStdString(failure.path.empty() ? failure.reason : failure.path + " " + failure.reason);
        reasons.removeDuplicates();
        const QString id = exampleIdText(example);
        auto *item = new QTreeWidgetItem(examples, {QStringLiteral("_id %1").arg(id), QString(), reasons.join(QStringLiteral("; "))});
        item->setToolTip(0, QString::fromStdString(example.where));
        const QString details = QString::fromStdString(example.why.details.dump(2));
        item->setToolTip(2, details);
        item->setData(0, kCheckDetailsRole, details);
        if (const QString filter = exampleFilter(example); !filter.isEmpty())
            item->setData(0, kCheckFilterRole, filter);
    }
    QTreeWidgetItem *drift = group(parent, CheckResults::tr("Drift between the model and the data"));
    for (const check::Drift &item : result.drift)
        new QTreeWidgetItem(drift, {QLocale().toString(qulonglong(item.documents)), QString::fromStdString(item.field),
                                       check::driftText(item, result.checked)});
    for (QTreeWidgetItem *each : {rules, examples, drift}) {
        each->setExpanded(each->childCount() > 0);
        if (each->childCount() == 0)
            each->setText(0, each->text(0) + QStringLiteral(": ") + CheckResults::tr("none"));
    }
}

} // namespace docmodel
