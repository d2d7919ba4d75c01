// SPDX-License-Identifier: GPL-3.0-or-later
// The Documents tab's History menu: favourite and recent queries of the
// collection, and the query on screen added to the model as an access
// pattern.
#include "livequery.h"

#include "explorerpattern.h"
#include "query/explorerquery.h"
#include "queryhistory.h"
#include "text/livetext.h"

#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>

namespace docmodel {

void LiveQuery::saveFavourite(const QString &name)
{
    if (!mCollection.isEmpty() && !name.trimmed().isEmpty())
        QueryHistory::addFavourite(name.trimmed(), currentQuery());
}

bool LiveQuery::addToModel(QString *why)
{
    const DocumentQuery query = currentQuery();
    QString error;
    std::optional<AccessPattern> pattern = accessPatternOfFind(
        query.filter.toStdString(), query.sort.toStdString(), query.projection.toStdString(), &error);
    if (!pattern) {
        if (why)
            *why = error;
        return false;
    }
    pattern->name = tr("find in %1: %2").arg(mCollection, shortLabel(QueryHistory::label(query))).toStdString();
    pattern->description = tr("From the explorer: %1.%2.find(%3)")
                               .arg(mDatabase, mCollection, query.filter.isEmpty() ? QStringLiteral("{}") : query.filter)
                               .toStdString();
    return addExplorerAccessPattern(mDocument, mDatabase, mCollection, *pattern, why);
}

void LiveQuery::fillHistoryMenu()
{
    mHistoryMenu->clear();
    const auto addQuery = [this](const QString &text, const DocumentQuery &query) {
        QAction *action = mHistoryMenu->addAction(text);
        action->setToolTip(QueryHistory::label(query));
        connect(action, &QAction::triggered, this, [this, query] {
            applyQuery(query);
            run();
        });
    };
    const QList<QueryHistory::Favourite> favourites = QueryHistory::favourites(mDatabase, mCollection);
    if (!favourites.isEmpty())
        mHistoryMenu->addSection(tr("Favourites"));
    for (const QueryHistory::Favourite &favourite : favourites)
        addQuery(tr("★ %1 — %2").arg(favourite.name, QueryHistory::label(favourite.query)), favourite.query);
    const QList<DocumentQuery> recent = QueryHistory::recent(mDatabase, mCollection);
    mHistoryMenu->addSection(recent.isEmpty() ? tr("No queries run here yet") : tr("Recent"));
    for (const DocumentQuery &query : recent)
        addQuery(QueryHistory::label(query), query);
    mHistoryMenu->addSeparator();
    QAction *save = mHistoryMenu->addAction(tr("Save as &Favourite..."));
    save->setEnabled(!mCollection.isEmpty());
    connect(save, &QAction::triggered, this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save as Favourite"),
            tr("A name for the query on screen in %1.%2:").arg(mDatabase, mCollection), QLineEdit::Normal,
            mFilter->text().left(40), &ok);
        if (ok)
            saveFavourite(name);
    });
    QAction *model = mHistoryMenu->addAction(tr("Add to the Model as an &Access Pattern"));
    model->setEnabled(!mCollection.isEmpty() && mDocument);
    model->setToolTip(tr("The model's collection %1 gets this query as a declared access pattern").arg(mCollection));
    connect(model, &QAction::triggered, this, [this] {
        QString why;
        if (!addToModel(&why))
            showNotices(mMessages, {}, { why });
    });
    QAction *clear = mHistoryMenu->addAction(tr("&Clear Recent Queries"));
    clear->setEnabled(!recent.isEmpty());
    connect(clear, &QAction::triggered, this, [this] { QueryHistory::clearRecent(mDatabase, mCollection); });
}

} // namespace docmodel
