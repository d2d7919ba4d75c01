// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkreasons.h"

namespace docmodel::test {

QStringList failureReasons(const check::CollectionCheck &check)
{
    QStringList lines;
    for (const check::FailingDocument &example : check.examples)
        for (const check::RuleFailure &failure : example.why.failures)
            lines << QStringLiteral("%1 _id %2: %3 %4 (%5)")
                         .arg(QString::fromStdString(check.collection), QString::fromStdString(example.id.dump()),
                             QString::fromStdString(failure.path), QString::fromStdString(failure.reason),
                             QString::fromStdString(failure.keyword));
    return lines;
}

} // namespace docmodel::test
