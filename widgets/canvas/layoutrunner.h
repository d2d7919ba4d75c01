// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/graphvizlayout.h"

#include <QFutureWatcher>
#include <QObject>

namespace docmodel {

class ModelDocument;

// Lays the diagram out with Graphviz on a worker thread and pushes the
// result as one undo step. Graphviz cannot be stopped half-way: cancel()
// drops the result when it comes. So does any edit made meanwhile, since
// the layout was computed for the model as it was.
class LayoutRunner : public QObject
{
    Q_OBJECT

public:
    explicit LayoutRunner(ModelDocument *document, QObject *parent = nullptr);
    ~LayoutRunner() override; // does not wait for a running layout

    // Beyond this many entities Graphviz takes minutes (network simplex in
    // libgvc 2.42): the grid is used, at once.
    static constexpr size_t kMaxGraphvizEntities = 1000;

    // Lays out `input.boxes` (undo text `text`); false while one runs.
    bool start(const LayoutInput &input, const QString &text);
    void cancel();
    // From start() until the result is applied or dropped (the worker may
    // be done before its result reaches this thread).
    bool running() const { return mRunning; }

signals:
    void started();
    // applied: the undo step was pushed; otherwise `message` says why not
    // (empty when cancelled).
    void finished(bool applied, const QString &message);

private:
    void apply();

    ModelDocument *mDocument;
    QFutureWatcher<DiagramLayout> mWatcher;
    QString mText;
    int mStackIndex = 0;
    std::string mDiagram; // laid out: its positions are the ones replaced
    bool mCancelled = false;
    bool mRunning = false;
};

} // namespace docmodel
