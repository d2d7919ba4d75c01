// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "live/liveconnection.h"
#include "live/liveresults.h"
#include "schema/model.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace docmodel {

class LiveDataCheck;
class ModelDocument;

// How one index stands between the open model and the server. Matched by
// key pattern, else by name (then the keys differ).
struct IndexComparison {
    enum class Presence { Both, ModelOnly, ServerOnly };
    Presence presence = Presence::Both;
    QString modelName;
    QString modelKeys; // as mongosh writes them (indexKeysText)
    QString modelOptions; // JSON of the options the model sets
    QString serverName;
    QString serverKeys;
    QString serverOptions; // JSON of the spec without v, key, name, ns
    bool keysDiffer = false; // matched by name only
    bool optionsDiffer = false; // any createIndexes option but the name (indexDifferences)
};

// The collection of the model that a server collection is, if any: same
// name, and the model's database is this one or not set.
const Entity *modelCollection(
    const Model &model, const QString &database, const QString &collection);
// The server's key pattern in the model's terms (text indexes from weights).
std::vector<IndexKey> serverIndexKeys(const IndexInfo &index);
QList<IndexComparison> compareIndexes(
    const Model &model, const Entity &collection, const IndexList &server);
// The validator the exports write for the collection: {"$jsonSchema": …}.
JsonValue modelValidator(const Model &model, const Entity &collection);

// The "Compare with model" tab: the model's indexes and validator beside
// the server's. Display only; nothing is applied.
class LiveCompare : public QWidget
{
    Q_OBJECT

public:
    LiveCompare(LiveConnection *connection, ModelDocument *document, QWidget *parent = nullptr);

    // What the server said of the chosen collection; the view follows the
    // model's edits on its own.
    void setServer(const QString &database, const CollectionInfo &info);
    void setServerIndexes(const IndexList &indexes);
    void clear();
    // True when the chosen collection is also a collection of the open model.
    bool hasModelCollection() const;

    QTreeWidget *indexTable() const { return mIndexes; }
    LiveDataCheck *dataCheck() const { return mDataCheck; }
    QString validatorSummary() const;
    QString modelValidatorText() const;
    QString serverValidatorText() const;

signals:
    // The chosen collection became, or stopped being, one of the model's.
    void availabilityChanged(bool available);

private:
    void refresh();

    ModelDocument *mDocument;
    QString mDatabase;
    std::optional<CollectionInfo> mInfo;
    std::optional<IndexList> mServerIndexes;
    bool mAvailable = false;

    QLabel *mTitle;
    QTreeWidget *mIndexes;
    QLabel *mValidatorSummary;
    QPlainTextEdit *mModelValidator;
    QPlainTextEdit *mServerValidator;
    LiveDataCheck *mDataCheck;
};

} // namespace docmodel
