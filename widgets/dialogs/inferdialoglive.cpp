// SPDX-License-Identifier: GPL-3.0-or-later
// InferDialog's server side: one request to the connection's worker, which
// samples each collection, infers and looks reference values up there.
#include "inferdialog.h"

#include "live/liveinferencesource.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

namespace docmodel {

using namespace docmodel::inference;

void InferDialog::startFromServer()
{
    LiveConnection *connection = mServer->connection();
    if (!connection || !mServer->ready())
        return;
    LiveInferenceRequest request = mServer->request();
    request.keyUniqueShare = mKeyUniqueness->value() / 100.0;
    request.bounds = mObservedBounds->isChecked() ? inference::Bounds::Observed : inference::Bounds::Allowed;
    mCollections->clear();
    mModel.reset();
    for (const QString &name : request.collections)
        mCollections->addTopLevelItem(new QTreeWidgetItem({ name, request.database, tr("Waiting") }));
    mCollections->resizeColumnToContents(0);
    mCollections->resizeColumnToContents(1);
    mStatus->setText(tr("Inferring %n collections on the server...", nullptr, int(request.collections.size())));
    // A collection's whole sample arrives in one go: no time limit for this
    // request (each driver call keeps its own); the others keep theirs.
    connection->setRequestTimeout(0x7fffffff);
    mLiveRequest = connection->requestInference(request);
    connection->setRequestTimeout(0);
    const LiveConnection::RequestId id = mLiveRequest;
    const auto ends = [this, connection, id](const Outcome &outcome) {
        connection->disconnect(this);
        if (mLiveRequest == id)
            showOutcome(outcome);
    };
    connect(connection, &LiveConnection::inferenceProgressed, this,
        [this, id](LiveConnection::RequestId done, const QString &, int index, int) {
            if (done != id)
                return;
            if (index > 0)
                showProgress(index - 1, tr("Done"));
            showProgress(index, tr("Sampling..."));
        });
    connect(connection, &LiveConnection::inferenceFinished, this,
        [this, id, ends](LiveConnection::RequestId done, const LiveInference &result) {
            if (done != id)
                return;
            Outcome outcome;
            outcome.model = result.outcome->model;
            outcome.relationships = result.outcome->relationships;
            outcome.notices = result.outcome->notices;
            for (size_t i = 0; i < result.outcome->collections.size(); ++i) {
                const InferredCollection &collection = result.outcome->collections[i];
                showProgress(int(i), tr("%1 of %2 documents")
                                         .arg(QLocale().toString(qulonglong(collection.schema.documents())),
                                             QLocale().toString(qulonglong(std::max(collection.collectionCount, collection.schema.documents())))));
            }
            ends(outcome);
        });
    connect(connection, &LiveConnection::requestFailed, this,
        [id, ends](LiveConnection::RequestId done, const LiveError &error) {
            if (done != id)
                return;
            Outcome outcome;
            outcome.error = error.message;
            outcome.cancelled = error.kind == LiveError::Kind::Cancelled;
            ends(outcome);
        });
    connect(connection, &LiveConnection::requestCancelled, this, [this, id, ends](LiveConnection::RequestId done) {
        if (done != id)
            return;
        Outcome outcome;
        outcome.cancelled = true;
        for (int row = 0; row < mCollections->topLevelItemCount(); ++row)
            if (mCollections->topLevelItem(row)->text(2) != tr("Done"))
                showProgress(row, tr("Cancelled"));
        ends(outcome);
    });
    mButtons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    updateButtons();
}

} // namespace docmodel
