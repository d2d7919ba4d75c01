// SPDX-License-Identifier: GPL-3.0-or-later
#include "layoutrunner.h"

#include "commands/structurecommands.h"
#include "document/modeldocument.h"

#include <QUndoStack>
#include <QtConcurrent>

namespace docmodel {

LayoutRunner::LayoutRunner(ModelDocument *document, QObject *parent)
    : QObject(parent)
    , mDocument(document)
{
    connect(&mWatcher, &QFutureWatcher<DiagramLayout>::finished, this, &LayoutRunner::apply);
    connect(&mWatcher, &QFutureWatcher<DiagramLayout>::progressValueChanged, this,
        [this](int done) {
            if (mWatcher.progressMaximum() > 0) // a layout in parts, once it counts them
                emit progress(done, mWatcher.progressMaximum());
        });
}

LayoutRunner::~LayoutRunner()
{
    // The worker holds its own copies of the model and the input, and
    // Graphviz cannot be stopped: it finishes on its own and its result is
    // dropped, rather than holding up the window that closes (a large
    // layout takes seconds). The application waits for it as it quits.
    mWatcher.disconnect(this);
    mWatcher.cancel(); // a layout in parts stops at its next part
}

bool LayoutRunner::start(
    const std::map<std::string, QSizeF> &boxes, QPointF origin, LayoutEngine engine, const QString &text)
{
    if (running() || boxes.empty())
        return false;
    mText = text;
    mCancelled = false;
    mRunning = true;
    mStackIndex = mDocument->undoStack()->index();
    mDiagram = mDocument->currentDiagram();
    mWatcher.setFuture(QtConcurrent::run(
        [model = mDocument->snapshot(), boxes, origin, engine](QPromise<DiagramLayout> &promise) {
            // The labels are measured here too: thousands of relationships
            // take the window's time otherwise.
            LayoutInput input = layoutInputFor(*model, boxes);
            input.origin = origin;
            input.engine = engine;
            PartedLayoutHooks hooks;
            hooks.progress = [&promise](size_t done, size_t total) {
                promise.setProgressRange(0, int(total));
                promise.setProgressValue(int(done));
            };
            hooks.cancelled = [&promise] { return promise.isCanceled(); };
            promise.addResult(layOutBoxes(*model, input, hooks));
        }));
    emit started();
    return true;
}

void LayoutRunner::cancel()
{
    if (!running())
        return;
    mCancelled = true;
    mWatcher.cancel(); // a layout in parts stops before its next part
}

void LayoutRunner::apply()
{
    mRunning = false;
    if (mCancelled || mWatcher.isCanceled() || mWatcher.future().resultCount() == 0) {
        emit finished(false, QString());
        return;
    }
    const DiagramLayout layout = mWatcher.result();
    if (!layout.error.isEmpty()) {
        emit finished(false, layout.error);
        return;
    }
    if (mDocument->undoStack()->index() != mStackIndex || mDocument->currentDiagram() != mDiagram) {
        emit finished(
            false, tr("The model changed while it was being laid out; lay it out again."));
        return;
    }
    const std::map<std::string, Position> &shown = mDocument->positions();
    std::map<std::string, std::optional<Position>> before;
    std::map<std::string, std::optional<Position>> after;
    for (const auto &[id, position] : layout.positions) {
        const auto old = shown.find(id);
        before[id] = old == shown.end() ? std::nullopt : std::optional<Position>(old->second);
        after[id] = position;
    }
    mDocument->undoStack()->push(
        new MoveEntitiesCommand(mDocument, before, after, mText, layout.routes));
    emit finished(true, QString());
}

} // namespace docmodel
