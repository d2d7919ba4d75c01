// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagram/partedlayout.h"

#include <QFutureWatcher>
#include <QObject>

namespace docmodel {

class ModelDocument;

// Lays the diagram out with Graphviz on a worker thread and pushes the
// result as one undo step. A large diagram is laid out in parts
// (partedLayout), with progress after each part, and cancel() stops it
// between two parts; Graphviz itself cannot be stopped half-way, so a
// cancelled small layout's result is dropped when it comes. So is the
// result after any edit made meanwhile, since the layout was computed for
// the model as it was.
class LayoutRunner : public QObject
{
    Q_OBJECT

public:
    explicit LayoutRunner(ModelDocument *document, QObject *parent = nullptr);
    ~LayoutRunner() override; // does not wait for a running layout

    // Lays out boxes of these sizes, by entity id, the result's top-left at
    // `origin` (undo text `text`); false while one runs.
    bool start(const std::map<std::string, QSizeF> &boxes, QPointF origin, LayoutEngine engine, const QString &text);
    void cancel();
    // From start() until the result is applied or dropped (the worker may
    // be done before its result reaches this thread).
    bool running() const { return mRunning; }

signals:
    void started();
    // A large layout's parts: `done` of `total` laid out.
    void progress(int done, int total);
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
