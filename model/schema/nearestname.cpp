// SPDX-License-Identifier: GPL-3.0-or-later
#include "nearestname.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace docmodel {

namespace {

// Levenshtein distance, one row at a time; a swap of neighbours counts
// as one edit (the commonest typo).
int editDistance(const QString &a, const QString &b)
{
    std::vector<int> before(size_t(b.size()) + 1), previous(size_t(b.size()) + 1), row(size_t(b.size()) + 1);
    std::iota(previous.begin(), previous.end(), 0);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        row[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[size_t(j - 1)] + (a[i - 1] == b[j - 1] ? 0 : 1);
            row[size_t(j)] = std::min({ previous[size_t(j)] + 1, row[size_t(j - 1)] + 1, substitution });
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                row[size_t(j)] = std::min(row[size_t(j)], before[size_t(j - 2)] + 1);
        }
        before = previous;
        previous = row;
    }
    return previous[size_t(b.size())];
}

} // namespace

QString nearestName(const QString &name, const QStringList &candidates)
{
    const QString wanted = name.toCaseFolded();
    const int allowed = std::max<int>(2, int(name.size()) / 3);
    QString best;
    int bestDistance = allowed + 1;
    for (const QString &candidate : candidates) {
        const int distance = editDistance(wanted, candidate.toCaseFolded());
        if (distance < bestDistance && candidate != name) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace docmodel
