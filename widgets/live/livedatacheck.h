// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;
class QTreeWidget;

namespace docmodel {

class ModelDocument;

// The Compare tab's check of the chosen collection's documents against the
// model's validator: how many fail (counted by the server where it can, else
// read here: every document or a random sample), the rules they break and
// the first failing documents, which open in the Documents tab.
class LiveDataCheck : public QWidget
{
    Q_OBJECT

public:
    LiveDataCheck(LiveConnection *connection, ModelDocument *document, QWidget *parent = nullptr);
    ~LiveDataCheck() override;

    // The collection to check; forgets the last result.
    void setCollection(const QString &database, const QString &collection);
    void run();
    void cancel();

    bool isRunning() const { return mRequest != 0; }
    QTreeWidget *results() const { return mResults; }
    QPushButton *checkButton() const { return mCheck; }
    QSpinBox *sampleBox() const { return mSample; }
    QString summaryText() const;

signals:
    // A failing document, as a filter on its _id (Extended JSON).
    void documentRequested(const QString &filter);
    void checked();

private:
    void showReport(const check::CheckReport &report);
    void showMessage(const QString &message);

    LiveConnection *mConnection;
    ModelDocument *mDocument;
    QString mDatabase;
    QString mCollection;
    LiveConnection::RequestId mRequest = 0;

    QPushButton *mCheck;
    QSpinBox *mSample;
    QLabel *mSummary;
    QTreeWidget *mResults;
};

} // namespace docmodel
