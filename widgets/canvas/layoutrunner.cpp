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
}

LayoutRunner::~LayoutRunner()
{
    // The worker holds its own copies of the model and the input, and
    // Graphviz cannot be stopped: it finishes on its own and its result is
    // dropped, rather than holding up the window that closes (a large
    // layout takes seconds). The application waits for it as it quits.
    mWatcher.disconnect(this);
}

bool LayoutRunner::start(const LayoutInput &input, const QString &text)
{
    if (running() || input.boxes.empty())
        return false;
    mText = text;
    mCancelled = false;
    mRunning = true;
    mStackIndex = mDocument->undoStack()->index();
    mDiagram = mDocument->currentDiagram();
    mWatcher.setFuture(QtConcurrent::run(
        [model = mDocument->model(), input] { return graphvizLayout(model, input); }));
    emit started();
    return true;
}

void LayoutRunner::cancel()
{
    if (running())
        mCancelled = true;
}

void LayoutRunner::apply()
{
    mRunning = false;
    const DiagramLayout layout = mWatcher.result();
    if (mCancelled) {
        emit finished(false, QString());
        return;
    }
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
