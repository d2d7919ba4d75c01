// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisordock.h"

#include "advisorfindingitems.h"
#include "advisorindexset.h"
#include "commands/advisorcommands.h"
#include "commands/structurecommands.h"
#include "document/modeldocument.h"
#include "schema/qtstring.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace docmodel {

namespace {

// Long enough that typing a name runs the rules once, short enough to feel live.
constexpr int kDebounceMs = 300;
constexpr int kUnfoldedFindings = 1000;
// The key of the applied finding's row while it is chosen.
constexpr const char *kAppliedKey = "\x01applied";
constexpr int kDiagnosticRole = advisorrole::kDiagnostic;
constexpr int kObjectRole = advisorrole::kObject;
constexpr int kProblemRole = advisorrole::kProblem;
constexpr int kDataCheckRole = advisorrole::kDataCheck;
constexpr int kAppliedRole = advisorrole::kApplied;

QString severityGroupTitle(Severity severity, int count)
{
    switch (severity) {
    case Severity::Error:
        return AdvisorDock::tr("Errors (%1)").arg(count);
    case Severity::Warning:
        return AdvisorDock::tr("Warnings (%1)").arg(count);
    case Severity::Info:
        return AdvisorDock::tr("Suggestions (%1)").arg(count);
    }
    return {};
}

QString detailsHtml(const Diagnostic &d)
{
    const Rule &rule = d.ruleInfo();
    QString html = QStringLiteral("<b>%1 %2</b> — %3<br>%4")
                       .arg(toQString(std::string(rule.code)), ruleTitle(rule).toHtmlEscaped(),
                           severityDisplayName(d.severity), d.message.toHtmlEscaped());
    if (!d.reasons.isEmpty()) {
        html += QStringLiteral("<ul style=\"margin:2px\">");
        for (const QString &reason : d.reasons)
            html += QStringLiteral("<li>") + reason.toHtmlEscaped() + QStringLiteral("</li>");
        html += QStringLiteral("</ul>");
    } else {
        html += QStringLiteral("<br>");
    }
    html += AdvisorDock::tr("<i>Fix:</i> %1").arg(ruleFix(rule).toHtmlEscaped());
    return html;
}

QString problemDetailsHtml(const Problem &problem)
{
    return QStringLiteral("<b>%1</b> — %2<br>%3<br>")
               .arg(AdvisorDock::tr("Model check").toHtmlEscaped(),
                   severityDisplayName(problem.severity), problem.message.toHtmlEscaped())
        + (problem.severity == Severity::Error
                ? AdvisorDock::tr("<i>Fix:</i> the model is not consistent until this is "
                                  "corrected; scripts and Apply use it as it is.")
                : QString());
}

} // namespace

AdvisorDock::AdvisorDock(ModelDocument *document, QWidget *parent)
    : QDockWidget(tr("Advisor"), parent)
    , mDocument(document)
    , mTree(new QTreeWidget(this))
    , mSummary(new QLabel(this))
    , mDetails(new QLabel(this))
    , mApply(new QPushButton(tr("Apply Recommendation"), this))
    , mSuppress(new QPushButton(tr("Suppress…"), this))
    , mRefresh(
          kDebounceMs,
          [this] {
              return [snapshot = mDocument->snapshot()] {
                  Findings findings { runAdvisor(*snapshot), validateModel(*snapshot), {} };
                  findings.items = std::make_shared<FindingItems>(*snapshot, findings.report, findings.problems);
                  return findings;
              };
          },
          [this](Findings findings) { showReport(std::move(findings)); })
{
    setObjectName(QStringLiteral("advisor"));
    mTree->setObjectName(QStringLiteral("advisorList"));
    mTree->setAccessibleName(tr("Advisor findings"));
    mTree->setColumnCount(2);
    mTree->setHeaderLabels({ tr("Finding"), tr("Rule") });
    mTree->header()->setStretchLastSection(false);
    mTree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mTree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    // A finding's message wraps rather than ending in "…" in a narrow dock.
    mTree->setWordWrap(true);
    mTree->setTextElideMode(Qt::ElideNone);
    mDetails->setWordWrap(true);
    mDetails->setTextFormat(Qt::RichText);
    mDetails->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mApply->setToolTip(tr("Make the change the selected finding recommends (undoable)"));
    mSuppress->setToolTip(
        tr("Hide the selected finding for this object, with a reason kept in the model file"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mSummary, 1);
    buttons->addWidget(mApply);
    buttons->addWidget(mSuppress);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    // The dock is wide and short: the list beside the chosen finding's details.
    auto *details = new QScrollArea(content);
    details->setWidget(mDetails);
    details->setWidgetResizable(true);
    details->setFrameShape(QFrame::NoFrame);
    auto *split = new QSplitter(Qt::Horizontal, content);
    split->addWidget(mTree);
    split->addWidget(details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({ 600, 400 });
    layout->addWidget(split, 1);
    layout->addLayout(buttons);
    setWidget(content);

    // Where boxes are drawn changes no finding.
    connect(mDocument, &ModelDocument::modelChanged, this, [this](const ModelChange &change) {
        if (change.kind != ModelChange::Kind::Positions)
            mRefresh.schedule();
    });
    connect(mDocument, &ModelDocument::modelReset, &mRefresh, &RefreshScheduler::schedule);
    // Another model: the last check was of the one before.
    connect(mDocument, &ModelDocument::modelReset, this, [this] {
        mDataCheck = {};
        mIndexSet.reset();
    });
    connect(mDetails, &QLabel::linkActivated, this, &AdvisorDock::openExample);
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this] { showDetails(); });
    connect(mTree, &QTreeWidget::itemActivated, this, &AdvisorDock::activate);
    connect(mTree, &QTreeWidget::itemClicked, this, &AdvisorDock::activate);
    connect(mApply, &QPushButton::clicked, this, &AdvisorDock::applyRecommendation);
    connect(mSuppress, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString reason = QInputDialog::getText(this, tr("Suppress Finding"),
            tr("Why does this finding not apply here?"), QLineEdit::Normal, QString(), &ok);
        if (ok && !reason.trimmed().isEmpty())
            suppress(reason.trimmed());
    });
    refresh();
}

QSize AdvisorDock::sizeHint() const
{
    // Leave most of the height to the canvas.
    return QSize(600, 240);
}

void AdvisorDock::refresh()
{
    mRefresh.refreshNow();
}

void AdvisorDock::showProblems()
{
    show();
    raise();
    refresh();
    selectFirst(kProblemRole);
}

void AdvisorDock::showReport(Findings findings)
{
    // The chosen finding's key, read before the report it points into goes.
    const QString chosen = chosenItemKey();
    mReport = std::move(findings.report);
    mProblems = std::move(findings.problems);
    rebuildList(chosen, std::move(findings.items));
    updateBadges();
    emit reportChanged();
}

void AdvisorDock::rebuildList()
{
    rebuildList(chosenItemKey(), nullptr);
}

QString AdvisorDock::chosenItemKey() const
{
    // Keep the chosen finding chosen across a refresh when it still exists.
    const Diagnostic *previous = currentDiagnostic();
    QString previousKey = previous ? diagnosticKey(*previous) : QString();
    const QTreeWidgetItem *previousItem = mTree->currentItem();
    if (previousItem && (previousItem->data(0, kProblemRole).isValid() || previousItem->data(0, kDataCheckRole).isValid()))
        previousKey = previousItem->data(0, kObjectRole).toString() + previousItem->text(0);
    if (const QString indexSetKey = advisorindexset::itemKey(previousItem); !indexSetKey.isEmpty())
        previousKey = indexSetKey;
    if (previousItem && previousItem->data(0, kAppliedRole).isValid())
        previousKey = QString::fromLatin1(kAppliedKey);
    return previousKey;
}

void AdvisorDock::rebuildList(QString previousKey, std::shared_ptr<FindingItems> prepared)
{
    mObjectKinds = ModelObjectKinds(mDocument->model());
    // The applied finding stays while it is the one chosen and the rules no
    // longer report it (an undo brings the real one back).
    if (mApplied
        && (previousKey != QLatin1String(kAppliedKey)
            || std::ranges::any_of(mReport.diagnostics,
                [&](const Diagnostic &d) { return diagnosticKey(d) == diagnosticKey(*mApplied); })))
        mApplied.reset();
    if (mApplied)
        previousKey = diagnosticKey(*mApplied);
    // The rows of a fresh report were made with it, on its worker; any other
    // rebuild (a data check, an index set, a suppression) makes them here.
    const std::shared_ptr<FindingItems> items
        = prepared ? std::move(prepared) : std::make_shared<FindingItems>(mDocument->model(), mReport, mProblems);
    mTree->clear();
    QTreeWidgetItem *restore = items->find(previousKey);
    for (Severity severity : { Severity::Error, Severity::Warning, Severity::Info }) {
        SeverityItems &group = items->severity(severity);
        if (mApplied && mApplied->severity == severity)
            restore = addAppliedItem(
                group.objectItem(toQString(mApplied->objectId), objectName(mApplied->objectId)));
        addDataCheckItems(severity, group, previousKey, restore);
        if (group.group)
            group.group->setText(0, severityGroupTitle(severity, group.count));
    }
    // Each group joins the list whole: a row added to a shown list is
    // announced to its view one by one, thousands of times for a large
    // model's findings.
    const QList<QTreeWidgetItem *> groups = items->adoptGroups();
    mTree->addTopLevelItems(groups);
    for (QTreeWidgetItem *group : groups)
        group->setFirstColumnSpanned(true);
    if (mIndexSet)
        if (QTreeWidgetItem *item
            = advisorindexset::addItems(mTree, mDocument->model(), *mIndexSet, kObjectRole, previousKey))
            restore = item;
    // Every finding in view while they can be read in a list; beyond that,
    // each object folded under its group (expanding thousands of rows is
    // also what would hold the window up).
    if (mTree->topLevelItemCount() > 0 && int(mReport.diagnostics.size() + mProblems.size()) <= kUnfoldedFindings)
        mTree->expandAll();
    else
        for (int i = 0; i < mTree->topLevelItemCount(); ++i)
            mTree->topLevelItem(i)->setExpanded(true);
    // The chosen finding stays chosen; otherwise the first one explains itself.
    if (!restore && mTree->topLevelItemCount() > 0) {
        QTreeWidgetItem *first = mTree->topLevelItem(0);
        while (first && first->childCount() > 0)
            first = first->child(0);
        restore = first;
    }
    if (restore) {
        mTree->setCurrentItem(restore);
        mTree->scrollToItem(restore); // unfolds its object
    }
    showSummary();
    showDetails();
}

void AdvisorDock::showSummary()
{
    int findings = int(mReport.diagnostics.size() + mProblems.size());
    if (mDataCheck.report)
        findings += int(std::ranges::count_if(mDataCheck.report->collections,
            [](const check::CollectionCheck &check) { return dataCheckSeverity(check).has_value(); }));
    mSummary->setText(findings == 0
            ? tr("No findings.")
            : tr("%n finding(s)", nullptr, findings) + QStringLiteral(", ")
                + tr("%n suppressed", nullptr, int(mReport.suppressed.size())));
}

QTreeWidgetItem *AdvisorDock::addAppliedItem(QTreeWidgetItem *object)
{
    auto *item = new QTreeWidgetItem(object,
        { mApplied->message,
            tr("%1 applied").arg(toQString(std::string(mApplied->ruleInfo().code))) });
    item->setData(0, kAppliedRole, true);
    item->setData(0, kObjectRole, toQString(mApplied->objectId));
    item->setToolTip(0, tr("Applied: Undo takes it back"));
    QFont font = item->font(0);
    font.setItalic(true);
    for (int column : { 0, 1 }) {
        item->setFont(column, font);
        item->setForeground(column, mTree->palette().brush(QPalette::Disabled, QPalette::Text));
    }
    return item;
}

const Diagnostic *AdvisorDock::currentDiagnostic() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    if (!item || !item->data(0, kDiagnosticRole).isValid())
        return nullptr;
    const size_t index = item->data(0, kDiagnosticRole).toULongLong();
    return index < mReport.diagnostics.size() ? &mReport.diagnostics[index] : nullptr;
}

void AdvisorDock::showDetails()
{
    const Diagnostic *d = currentDiagnostic();
    const QTreeWidgetItem *item = mTree->currentItem();
    const size_t problem = item && item->data(0, kProblemRole).isValid()
        ? size_t(item->data(0, kProblemRole).toULongLong())
        : mProblems.size();
    const QVariant checked = item ? item->data(0, kDataCheckRole) : QVariant();
    if (mIndexSet && item && item->data(0, advisorindexset::kKindRole).isValid()) {
        mDetails->setText(advisorindexset::detailsHtml(mDocument->model(), *mIndexSet, item));
        const std::optional<size_t> position = advisorindexset::recommendedPosition(item);
        const RecommendedIndex *index = position && *position < mIndexSet->set.recommended.size()
            ? &mIndexSet->set.recommended[*position]
            : nullptr;
        mApply->setEnabled(index && !advisorindexset::inModel(mDocument->model(), *index)
            && traffic::collectionOf(mDocument->model(), index->ns));
        mSuppress->setEnabled(false);
        return;
    }
    if (mApplied && item && item->data(0, kAppliedRole).isValid())
        mDetails->setText(QStringLiteral("<p><b>%1</b></p>").arg(tr("Applied. Undo takes it back."))
            + detailsHtml(*mApplied));
    else if (checked.isValid() && mDataCheck.report && checked.toULongLong() < mDataCheck.report->collections.size())
        mDetails->setText(dataCheckDetailsHtml(mDataCheck.report->collections[checked.toULongLong()], mDataCheck));
    else
        mDetails->setText(d ? detailsHtml(*d)
                : problem < mProblems.size()
                ? problemDetailsHtml(mProblems[problem])
                : tr("Choose a finding to see why and what to do."));
    mApply->setEnabled(d && !d->recommendation.isNone());
    mSuppress->setEnabled(d != nullptr);
}

void AdvisorDock::selectFirst(int role)
{
    for (QTreeWidgetItemIterator it(mTree); *it; ++it)
        if ((*it)->data(0, role).isValid()) {
            mTree->setCurrentItem(*it);
            mTree->scrollToItem(*it);
            return;
        }
}

void AdvisorDock::setDataCheck(DataCheckFindings findings)
{
    mDataCheck = std::move(findings);
    show();
    raise();
    rebuildList();
    updateBadges();
    selectFirst(kDataCheckRole);
}

void AdvisorDock::setIndexSet(traffic::WorkloadIndexSet findings)
{
    mIndexSet = std::move(findings);
    show();
    raise();
    rebuildList();
    selectFirst(advisorindexset::kKindRole);
}

bool AdvisorDock::applyIndexSetItem()
{
    const std::optional<size_t> position = advisorindexset::recommendedPosition(mTree->currentItem());
    if (!mIndexSet || !position || *position >= mIndexSet->set.recommended.size())
        return false;
    const RecommendedIndex &recommended = mIndexSet->set.recommended[*position];
    if (advisorindexset::inModel(mDocument->model(), recommended))
        return true;
    if (std::optional<Index> index = traffic::declaredIndex(mDocument->model(), recommended))
        mDocument->undoStack()->push(new AddIndexCommand(
            mDocument, *index, tr("Add Index %1").arg(toQString(indexKeysText(index->keys)))));
    refresh();
    return true;
}

void AdvisorDock::addDataCheckItems(
    Severity severity, SeverityItems &group, const QString &previousKey, QTreeWidgetItem *&restore)
{
    if (!mDataCheck.report)
        return;
    const Model &model = mDocument->model();
    const auto &collections = mDataCheck.report->collections;
    for (size_t i = 0; i < collections.size(); ++i) {
        const check::CollectionCheck &check = collections[i];
        if (dataCheckSeverity(check) != severity)
            continue;
        const Entity *entity = model.findEntityByName(check.collection);
        const QString objectId = entity ? toQString(entity->id) : QString();
        QTreeWidgetItem *object = group.objectItem(objectId.isEmpty() ? toQString(check.collection) : objectId,
            entity ? objectName(entity->id) : tr("Collection %1").arg(toQString(check.collection)));
        // A collection the model lacks is keyed by its name, but is about no object.
        object->setData(0, kObjectRole, objectId);
        const QString message = dataCheckMessage(check);
        auto *item = new QTreeWidgetItem(object, { message, tr("data") });
        item->setData(0, kDataCheckRole, qulonglong(i));
        item->setData(0, kObjectRole, objectId);
        item->setToolTip(0, message);
        item->setToolTip(1, tr("The data check: the documents against the model's validator"));
        if (objectId + message == previousKey)
            restore = item;
        ++group.count;
    }
}

void AdvisorDock::openExample(const QString &link)
{
    const QTreeWidgetItem *item = mTree->currentItem();
    const QVariant checked = item ? item->data(0, kDataCheckRole) : QVariant();
    if (!link.startsWith(QLatin1String("document:")) || !checked.isValid() || !mDataCheck.report
        || checked.toULongLong() >= mDataCheck.report->collections.size())
        return;
    const check::CollectionCheck &check = mDataCheck.report->collections[checked.toULongLong()];
    const qsizetype example = link.mid(qsizetype(sizeof "document:") - 1).toLongLong();
    if (example < 0 || size_t(example) >= check.examples.size())
        return;
    const QString filter = exampleFilter(check.examples[size_t(example)]);
    if (!filter.isEmpty() && !mDataCheck.database.isEmpty())
        emit documentRequested(mDataCheck.database, toQString(check.collection), filter);
}

bool AdvisorDock::isRefreshing() const
{
    return mRefresh.isBusy();
}

void AdvisorDock::activate(QTreeWidgetItem *item)
{
    const QString id = canvasId(item->data(0, kObjectRole).toString().toStdString());
    if (id.isEmpty())
        return;
    emit objectActivated(id);
}

void AdvisorDock::applyRecommendation()
{
    if (applyIndexSetItem())
        return;
    const Diagnostic *d = currentDiagnostic();
    if (!d || d->recommendation.isNone())
        return;
    auto command = std::make_unique<ApplyRecommendationCommand>(mDocument, d->recommendation);
    if (command->changesModel()) {
        mApplied = *d;
        // Marked at once; the refresh below keeps it chosen.
        QTreeWidgetItem *current = mTree->currentItem();
        QTreeWidgetItem *object = current->parent();
        delete current;
        mTree->setCurrentItem(addAppliedItem(object));
        mDocument->undoStack()->push(command.release());
    }
    refresh();
}

void AdvisorDock::suppress(const QString &reason)
{
    const Diagnostic *d = currentDiagnostic();
    if (!d)
        return;
    AdvisorSettings settings = mDocument->model().advisor;
    settings.suppressions.push_back(
        { std::string(d->ruleInfo().code), d->objectId, reason.toStdString() });
    mDocument->undoStack()->push(new EditAdvisorSettingsCommand(
        mDocument, settings, tr("Suppress %1").arg(toQString(std::string(d->ruleInfo().code)))));
    refresh();
}

QString AdvisorDock::objectName(const std::string &id) const
{
    return advisorObjectName(mDocument->model(), mObjectKinds, id);
}

QString AdvisorDock::canvasId(const std::string &id) const
{
    using Kind = ModelObjectKinds::Kind;
    const Model &model = mDocument->model();
    const Kind *known = mObjectKinds.find(id);
    if (!known || *known == Kind::Index)
        if (const Index *index = model.findIndex(id))
            return toQString(index->collectionId);
    if (!known || *known == Kind::AccessPattern)
        if (const AccessPattern *ap = model.findAccessPattern(id))
            return toQString(ap->collectionId);
    if (known && *known == Kind::Entity)
        return model.findEntity(id) ? toQString(id) : QString();
    if (known && *known == Kind::Relationship)
        return model.findRelationship(id) ? toQString(id) : QString();
    return !known && model.containsId(id) ? toQString(id) : QString();
}

void AdvisorDock::updateBadges()
{
    // mObjectKinds is the one rebuildList just made for the same model.
    std::map<std::string, Severity> badges;
    for (const Diagnostic &d : mReport.diagnostics) {
        const std::string id = canvasId(d.objectId).toStdString();
        const auto it = badges.find(id);
        if (it == badges.end() || d.severity < it->second)
            badges[id] = d.severity;
    }
    if (mDataCheck.report)
        for (const check::CollectionCheck &check : mDataCheck.report->collections) {
            const Entity *entity = mDocument->model().findEntityByName(check.collection);
            const std::optional<Severity> severity = dataCheckSeverity(check);
            if (!entity || !severity)
                continue;
            const auto it = badges.find(entity->id);
            if (it == badges.end() || *severity < it->second)
                badges[entity->id] = *severity;
        }
    emit badgesChanged(badges);
}

} // namespace docmodel
