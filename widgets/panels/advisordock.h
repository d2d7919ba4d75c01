// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advisor/advisor.h"
#include "advisorfindingitems.h"
#include "text/datacheckfindings.h"
#include "document/backgroundrefresh.h"
#include "schema/validation.h"
#include "traffic/workload.h"

#include <QDockWidget>
#include <QHash>

#include <map>
#include <optional>
#include <string>
#include <memory>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace docmodel {

class ModelDocument;

// The advisor's findings about the open model, and the model's own
// validation problems (what makes it invalid comes first), grouped by
// severity and by object. Choosing one asks for its object to be selected
// (objectActivated); the list and the badges it asks for follow the model's
// changes (debounced). It knows no canvas: the window connects the two
// (connectAdvisorToCanvas).
class AdvisorDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit AdvisorDock(ModelDocument *document, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    const AdvisorReport &report() const { return mReport; }
    const std::vector<Problem> &problems() const { return mProblems; }
    QTreeWidget *list() const { return mTree; }
    // Runs the rules now instead of after the debounce delay.
    void refresh();
    // A run is waiting for the debounce delay or running.
    bool isRefreshing() const;
    // For the diagnostic chosen in the list.
    void applyRecommendation();
    void suppress(const QString &reason);
    // Shows and raises the dock, up to date, with the first validation
    // problem chosen (the status bar's count leads here).
    void showProblems();
    // Lists the last data check's findings beside the rules' (until another
    // check, or another model is opened), and shows the first.
    void setDataCheck(DataCheckFindings findings);
    const DataCheckFindings &dataCheck() const { return mDataCheck; }
    // Lists the index set of the last imported traffic (until another
    // import, or another model is opened), each recommended index to apply
    // on its own, and shows the first.
    void setIndexSet(traffic::WorkloadIndexSet findings);
    const std::optional<traffic::WorkloadIndexSet> &indexSet() const { return mIndexSet; }

signals:
    void reportChanged();
    // A failing document of a server's data check, to open in the Live dock.
    void documentRequested(const QString &database, const QString &collection, const QString &filter);
    // A finding was chosen: its entity or relationship (by id) to select and show.
    void objectActivated(const QString &id);
    // The worst severity of the findings on each entity and relationship.
    void badgesChanged(const std::map<std::string, Severity> &badges);

private:
    struct Findings {
        AdvisorReport report;
        std::vector<Problem> problems;
        // The list's rows for them, made on the worker.
        std::shared_ptr<FindingItems> items;
    };
    void showReport(Findings findings);
    void rebuildList();
    // Lists the report, choosing the finding with previousKey again; uses
    // the rows made with the report when given.
    void rebuildList(QString previousKey, std::shared_ptr<FindingItems> prepared);
    // The key of the finding chosen now, to choose it again after a rebuild.
    QString chosenItemKey() const;
    void showSummary();
    void showDetails();
    void activate(QTreeWidgetItem *item);
    QTreeWidgetItem *addAppliedItem(QTreeWidgetItem *object);
    void addDataCheckItems(
        Severity severity, SeverityItems &group, const QString &previousKey, QTreeWidgetItem *&restore);
    void openExample(const QString &link);
    // Adds the recommended index chosen in the list to the model.
    bool applyIndexSetItem();
    // Chooses the first finding with data in `role` (a problem, a data check).
    void selectFirst(int role);
    const Diagnostic *currentDiagnostic() const;
    QString objectName(const std::string &id) const;
    // The canvas item standing for an object: indexes and queries show on
    // their collection.
    QString canvasId(const std::string &id) const;
    // After rebuildList, whose object kinds it reads.
    void updateBadges();

    ModelDocument *mDocument;
    QTreeWidget *mTree;
    QLabel *mSummary;
    QLabel *mDetails;
    QPushButton *mApply;
    QPushButton *mSuppress;
    AdvisorReport mReport;
    std::vector<Problem> mProblems;
    // The finding whose recommendation was just applied: it stays listed
    // and chosen, marked and inert, until another finding is chosen, so a
    // second click never applies one the person has not read.
    std::optional<Diagnostic> mApplied;
    DataCheckFindings mDataCheck;
    std::optional<traffic::WorkloadIndexSet> mIndexSet;
    // Made with the list and the badges.
    ModelObjectKinds mObjectKinds;
    // After edits pause, the rules run on a pool thread over a snapshot.
    BackgroundRefresh<Findings> mRefresh;
};

} // namespace docmodel
