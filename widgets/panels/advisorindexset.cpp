// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorindexset.h"

#include "schema/qtstring.h"
#include "text/quantitytext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTreeWidget>

#include <algorithm>

namespace docmodel::advisorindexset {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AdvisorIndexSet)
};

QString share(double part, double whole)
{
    return QStringLiteral("%1 %").arg(whole > 0 ? 100 * part / whole : 0, 0, 'f', 0);
}

// The collection of "db.collection", as the list names it (the details
// name the database too).
QString collectionName(const std::string &ns)
{
    const size_t dot = ns.find('.');
    return toQString(dot == std::string::npos ? ns : ns.substr(dot + 1));
}

// Short, for a narrow dock: the keys, the collection, the share it saves.
QString recommendedText(const RecommendedIndex &index)
{
    return Text::tr("%1 on %2 — %3").arg(toQString(indexKeysText(index.keys)), collectionName(index.ns),
        share(index.share, 1));
}

QString idleName(const ExistingIndex &index)
{
    return index.name.empty() ? toQString(indexKeysText(index.keys)) : toQString(index.name);
}

QString collectionId(const Model &model, const std::string &ns)
{
    const Entity *collection = traffic::collectionOf(model, ns);
    return collection ? toQString(collection->id) : QString();
}

QTreeWidgetItem *addItem(QTreeWidgetItem *group, Kind kind, size_t position, const QString &text, const QString &rule,
    const QString &objectId, int objectRole)
{
    auto *item = new QTreeWidgetItem(group, { text, rule });
    item->setData(0, kKindRole, int(kind));
    item->setData(0, kPositionRole, qulonglong(position));
    item->setData(0, objectRole, objectId);
    item->setToolTip(0, text);
    return item;
}

void markInModel(QTreeWidgetItem *item, const QPalette &palette)
{
    QFont font = item->font(0);
    font.setItalic(true);
    for (int column : { 0, 1 }) {
        item->setFont(column, font);
        item->setForeground(column, palette.brush(QPalette::Disabled, QPalette::Text));
    }
    item->setText(1, Text::tr("in the model"));
    item->setToolTip(1, Text::tr("The model declares this index: Undo takes it back"));
}

QString recommendedHtml(const Model &model, const traffic::WorkloadIndexSet &findings, const RecommendedIndex &index)
{
    const std::vector<WorkloadQuery> &queries = findings.workload.queries;
    QString html = QStringLiteral("<b>%1</b><br>")
                       .arg(Text::tr("Index %1 on %2").arg(toQString(indexKeysText(index.keys)), toQString(index.ns))
                               .toHtmlEscaped());
    html += Text::tr("It serves these logged shapes:").toHtmlEscaped() + QStringLiteral("<ul style=\"margin:2px\">");
    for (size_t q : index.serves)
        html += QStringLiteral("<li>%1</li>")
                    .arg(Text::tr("%1 — run %2 times, %3 documents examined, %4 returned")
                             .arg(toQString(queries[q].label), QLocale().toString(queries[q].count, 'f', 0),
                                 QLocale().toString(queries[q].docsExamined, 'f', 0),
                                 QLocale().toString(queries[q].returned, 'f', 0))
                             .toHtmlEscaped());
    html += QStringLiteral("</ul>");
    html += Text::tr("It saves %1 documents examined: %2 of all the logged queries examined.")
                .arg(QLocale().toString(index.docsExaminedSaved, 'f', 0), share(index.share, 1))
                .toHtmlEscaped();
    html += QStringLiteral("<br>")
        + (index.estimatedBytes ? Text::tr("Estimated size: %1.").arg(estimatedSizeText(*index.estimatedBytes))
                                : Text::tr("Estimated size: unknown (the model does not estimate the collection's documents)."))
              .toHtmlEscaped();
    if (index.writesPerSecond > 0)
        html += QStringLiteral("<br>")
            + Text::tr("Every one of the %1 writes per second on the collection updates it.")
                  .arg(QLocale().toString(index.writesPerSecond, 'g', 3))
                  .toHtmlEscaped();
    html += QStringLiteral("<br>");
    if (inModel(model, index))
        html += Text::tr("<i>In the model.</i> Undo takes it back.");
    else if (!traffic::collectionOf(model, index.ns))
        html += Text::tr("<i>Fix:</i> the model has no collection for %1; add it, then apply.")
                    .arg(toQString(index.ns).toHtmlEscaped());
    else
        html += Text::tr("<i>Fix:</i> Apply Recommendation adds it to the model (undoable).");
    return html;
}

QString idleHtml(const traffic::WorkloadIndexSet &findings, const QTreeWidgetItem *item, Kind kind)
{
    const std::vector<ExistingIndex> &existing = findings.workload.existing;
    const std::vector<IdleIndex> &idle = kind == Kind::Unused ? findings.set.unused : findings.set.redundant;
    const size_t position = size_t(item->data(0, kPositionRole).toULongLong());
    if (position >= idle.size() || idle[position].index >= existing.size())
        return {};
    const ExistingIndex &index = existing[idle[position].index];
    QString html = QStringLiteral("<b>%1</b><br>")
                       .arg(Text::tr("Index %1 on %2").arg(idleName(index), toQString(index.ns)).toHtmlEscaped());
    if (kind == Kind::Unused)
        html += Text::tr("No logged plan used it, and $indexStats counts no access since %1.")
                    .arg(toQString(index.since))
                    .toHtmlEscaped();
    else if (idle[position].coveredBy && *idle[position].coveredBy < existing.size())
        html += Text::tr("Its keys begin %1, which serves every query it serves.")
                    .arg(idleName(existing[*idle[position].coveredBy]))
                    .toHtmlEscaped();
    return html + QStringLiteral("<br>")
        + Text::tr("<i>Fix:</i> hide it on the server first (db.collection.hideIndex), watch the workload, then drop "
                   "it.");
}

} // namespace

bool inModel(const Model &model, const RecommendedIndex &index)
{
    const Entity *collection = traffic::collectionOf(model, index.ns);
    return collection && std::ranges::any_of(model.indexes, [&](const Index &declared) {
        return declared.collectionId == collection->id && declared.keys == index.keys;
    });
}

QString itemKey(const QTreeWidgetItem *item)
{
    return item && item->data(0, kKindRole).isValid()
        ? QStringLiteral("indexset:%1:%2").arg(item->data(0, kKindRole).toInt()).arg(item->data(0, kPositionRole).toULongLong())
        : QString();
}

std::optional<size_t> recommendedPosition(const QTreeWidgetItem *item)
{
    if (!item || !item->data(0, kKindRole).isValid() || Kind(item->data(0, kKindRole).toInt()) != Kind::Recommended)
        return std::nullopt;
    return size_t(item->data(0, kPositionRole).toULongLong());
}

QTreeWidgetItem *addItems(QTreeWidget *tree, const Model &model, const traffic::WorkloadIndexSet &findings,
    int objectRole, const QString &previousKey)
{
    const IndexSet &set = findings.set;
    if (set.recommended.empty() && set.unused.empty() && set.redundant.empty())
        return nullptr;
    auto *group = new QTreeWidgetItem(tree);
    group->setFirstColumnSpanned(true);
    group->setText(0, Text::tr("Traffic's index set: %n index(es), %1 of the documents examined", nullptr,
        int(set.recommended.size()))
            .arg(share(set.servedExamined, set.totalExamined)));
    group->setToolTip(0, Text::tr("Index set from the imported traffic: %n index(es) serve %1 of the documents the "
                                  "logged queries examined",
        nullptr, int(set.recommended.size()))
            .arg(share(set.servedExamined, set.totalExamined)));
    QTreeWidgetItem *restore = nullptr;
    const auto keep = [&](QTreeWidgetItem *item) {
        if (itemKey(item) == previousKey)
            restore = item;
    };
    for (size_t i = 0; i < set.recommended.size(); ++i) {
        const RecommendedIndex &index = set.recommended[i];
        QTreeWidgetItem *item = addItem(group, Kind::Recommended, i, recommendedText(index), Text::tr("index set"),
            collectionId(model, index.ns), objectRole);
        if (inModel(model, index))
            markInModel(item, tree->palette());
        keep(item);
    }
    const std::vector<ExistingIndex> &existing = findings.workload.existing;
    for (size_t i = 0; i < set.unused.size(); ++i) {
        const ExistingIndex &index = existing[set.unused[i].index];
        keep(addItem(group, Kind::Unused, i,
            Text::tr("Unused: %1 on %2").arg(idleName(index), collectionName(index.ns)),
            Text::tr("unused"), collectionId(model, index.ns), objectRole));
    }
    for (size_t i = 0; i < set.redundant.size(); ++i) {
        const ExistingIndex &index = existing[set.redundant[i].index];
        keep(addItem(group, Kind::Redundant, i, Text::tr("Redundant: %1 on %2").arg(idleName(index), collectionName(index.ns)),
            Text::tr("redundant"), collectionId(model, index.ns), objectRole));
    }
    return restore;
}

QString detailsHtml(const Model &model, const traffic::WorkloadIndexSet &findings, const QTreeWidgetItem *item)
{
    if (!item || !item->data(0, kKindRole).isValid())
        return {};
    const Kind kind = Kind(item->data(0, kKindRole).toInt());
    if (kind != Kind::Recommended)
        return idleHtml(findings, item, kind);
    const size_t position = size_t(item->data(0, kPositionRole).toULongLong());
    return position < findings.set.recommended.size()
        ? recommendedHtml(model, findings, findings.set.recommended[position])
        : QString();
}

} // namespace docmodel::advisorindexset
