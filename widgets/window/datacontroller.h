// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "namedactions.h"

#include <QObject>
#include <QStringList>

namespace docmodel {

class AdvisorDock;
class LiveDock;
class MainWindow;
struct Model;

// The model meeting real data: Reverse-Engineer… (a model inferred from
// files or the connected server), Model ▸ Check Data… and Import
// Traffic…, and a document a check found, opened in the Live dock. Owns
// their actions and dialogs.
class DataController : public QObject
{
    Q_OBJECT

public:
    DataController(MainWindow *window, LiveDock *live, AdvisorDock *advisor, NamedActions &actions);

    // Opens the Reverse-Engineer dialog (on the server's tab when connected
    // and no files are given); the model it infers replaces the open one,
    // unsaved, or is added to it as one undoable step.
    void inferFromFiles(const QStringList &inputs = {});
    // The inferred model in place of the open one, unsaved, laid out by its
    // relationships (one undoable step) rather than on a grid.
    void openInferredModel(const Model &inferred);
    // Its entities, relationships and indexes added (ids and clashing names
    // made unique) as one undoable step.
    void addInferredModel(const Model &inferred);
    void checkData();
    void importTraffic();
    void openLiveDocument(const QString &database, const QString &collection, const QString &filter);

private:
    MainWindow *mWindow;
    LiveDock *mLive;
    AdvisorDock *mAdvisor;
};

} // namespace docmodel
