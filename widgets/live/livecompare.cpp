// SPDX-License-Identifier: GPL-3.0-or-later
#include "livecompare.h"

#include "document/modeldocument.h"
#include "livedatacheck.h"
#include "diff/semanticcompare.h"
#include "export/bsonschema.h"
#include "shape/collectionindexes.h"
#include "text/livetext.h"

#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

// The spec's options, as shown: what follows key and name.
JsonValue optionsOf(const JsonValue &spec)
{
    if (!spec.is_object())
        return JsonValue::object();
    JsonValue options = spec;
    for (const char *key : { "v", "key", "name", "ns" })
        options.erase(key);
    return options;
}

JsonValue keyOf(const JsonValue &spec)
{
    return normalizedIndexSpec(spec).value("key", JsonValue());
}

QString cellText(const QString &name, const QString &keys, const QString &options)
{
    if (name.isEmpty())
        return QStringLiteral("—");
    QString text = QStringLiteral("%1  %2").arg(name, keys);
    if (!options.isEmpty())
        text += QStringLiteral("  ") + options;
    return text;
}

} // namespace

const Entity *modelCollection(
    const Model &model, const QString &database, const QString &collection)
{
    if (!model.database.empty() && QString::fromStdString(model.database) != database)
        return nullptr;
    const Entity *entity = model.findEntityByName(collection.toStdString());
    return entity && entity->isCollection() ? entity : nullptr;
}

std::vector<IndexKey> serverIndexKeys(const IndexInfo &index)
{
    std::vector<IndexKey> keys;
    const JsonValue key = jsonOf(index.key);
    if (!key.is_object())
        return keys;
    for (const auto &item : key.items()) {
        const std::string &field = item.key();
        const JsonValue &value = item.value();
        if (field == "_ftsx")
            continue;
        if (field == "_fts") {
            // A text index lists its fields in weights, not in the key.
            const JsonValue weights = optionsOf(jsonOf(index.spec)).value("weights", JsonValue());
            if (weights.is_object())
                for (const auto &weight : weights.items())
                    keys.push_back({ weight.key(), IndexKeyKind::Text });
            continue;
        }
        if (value.is_string()) {
            keys.push_back({ field,
                fromString<IndexKeyKind>(value.get<std::string>()).value_or(IndexKeyKind::Asc) });
        } else if (field == "$**") {
            keys.push_back({ std::string(), IndexKeyKind::Wildcard });
        } else if (field.size() > 4 && field.ends_with(".$**")) {
            keys.push_back({ field.substr(0, field.size() - 4), IndexKeyKind::Wildcard });
        } else {
            const bool descending = value.is_number() && value.get<double>() < 0;
            keys.push_back({ field, descending ? IndexKeyKind::Desc : IndexKeyKind::Asc });
        }
    }
    return keys;
}

QList<IndexComparison> compareIndexes(
    const Model &model, const Entity &collection, const IndexList &server)
{
    // The model's side as the exports and Apply write it; compared as the
    // diff engine compares (model/diff/semanticcompare).
    const std::vector<Index> modelIndexes = collectionIndexes(model, collection);
    std::vector<JsonValue> modelSpecs;
    for (const Index &index : modelIndexes)
        modelSpecs.push_back(indexSpec(index));
    std::vector<JsonValue> serverSpecs;
    for (const IndexInfo &index : server.indexes)
        serverSpecs.push_back(jsonOf(index.spec));
    std::vector<int> match(modelSpecs.size(), -1);
    std::vector<bool> taken(serverSpecs.size(), false);
    // First by key pattern (what makes an index the same index), then by name.
    for (size_t m = 0; m < modelSpecs.size(); ++m)
        for (size_t s = 0; s < serverSpecs.size(); ++s)
            if (!taken[s] && keyOf(serverSpecs[s]) == keyOf(modelSpecs[m])) {
                match[m] = int(s);
                taken[s] = true;
                break;
            }
    for (size_t m = 0; m < modelSpecs.size(); ++m)
        for (size_t s = 0; match[m] < 0 && s < serverSpecs.size(); ++s)
            if (!taken[s] && serverSpecs[s].value("name", std::string()) == modelSpecs[m].value("name", std::string())) {
                match[m] = int(s);
                taken[s] = true;
            }

    QList<IndexComparison> rows;
    auto fillServer = [&](IndexComparison &row, size_t s) {
        row.serverName = server.indexes[qsizetype(s)].name;
        row.serverKeys = QString::fromStdString(indexKeysText(serverIndexKeys(server.indexes[qsizetype(s)])));
        row.serverOptions = membersText(optionsOf(serverSpecs[s]));
    };
    for (size_t m = 0; m < modelSpecs.size(); ++m) {
        const JsonValue &spec = modelSpecs[m];
        IndexComparison row;
        row.modelName = QString::fromStdString(spec.value("name", std::string()));
        row.modelKeys = QString::fromStdString(indexKeysText(modelIndexes[m].keys));
        row.modelOptions = membersText(optionsOf(spec));
        if (match[m] < 0) {
            row.presence = IndexComparison::Presence::ModelOnly;
        } else {
            const size_t s = size_t(match[m]);
            fillServer(row, s);
            row.keysDiffer = keyOf(serverSpecs[s]) != keyOf(spec);
            std::vector<std::string> differences = indexDifferences(spec, serverSpecs[s]);
            std::erase(differences, std::string("name"));
            row.optionsDiffer = !differences.empty();
        }
        rows.append(row);
    }
    for (size_t s = 0; s < serverSpecs.size(); ++s) {
        if (taken[s])
            continue;
        IndexComparison row;
        row.presence = IndexComparison::Presence::ServerOnly;
        fillServer(row, s);
        rows.append(row);
    }
    return rows;
}

JsonValue modelValidator(const Model &model, const Entity &collection)
{
    JsonValue validator = JsonValue::object();
    validator["$jsonSchema"] = collectionValidator(model, collection);
    return validator;
}

LiveCompare::LiveCompare(LiveConnection *connection, ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mTitle(new QLabel(this))
    , mIndexes(new QTreeWidget(this))
    , mValidatorSummary(new QLabel(this))
    , mModelValidator(newCodeView(this))
    , mServerValidator(newCodeView(this))
    , mDataCheck(new LiveDataCheck(connection, document, this))
{
    mTitle->setWordWrap(true);
    mIndexes->setObjectName(QStringLiteral("compareIndexes"));
    mIndexes->setColumnCount(3);
    mIndexes->setHeaderLabels({ tr("Index"), tr("In the model"), tr("On the server") });
    mIndexes->setRootIsDecorated(false);
    // The model's and the server's side get the same room, side by side.
    mIndexes->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mIndexes->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    mIndexes->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    mValidatorSummary->setWordWrap(true);
    mValidatorSummary->setObjectName(QStringLiteral("compareValidatorSummary"));
    mModelValidator->setObjectName(QStringLiteral("compareModelValidator"));
    mServerValidator->setObjectName(QStringLiteral("compareServerValidator"));

    auto titled = [this](const QString &title, QWidget *content) {
        auto *box = new QWidget(this);
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(new QLabel(title, box));
        layout->addWidget(content, 1);
        return box;
    };
    auto *validators = new QSplitter(Qt::Horizontal, this);
    validators->addWidget(titled(tr("Model: the $jsonSchema the exports write"), mModelValidator));
    validators->addWidget(titled(tr("Server: the collection's validator"), mServerValidator));
    auto *vertical = new QSplitter(Qt::Vertical, this);
    vertical->addWidget(mIndexes);
    auto *lower = new QWidget(this);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(mValidatorSummary);
    lowerLayout->addWidget(validators, 1);
    vertical->addWidget(lower);
    vertical->addWidget(mDataCheck);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mTitle);
    layout->addWidget(vertical, 1);

    connect(mDocument, &ModelDocument::modelChanged, this, &LiveCompare::refresh);
    connect(mDocument, &ModelDocument::modelReset, this, &LiveCompare::refresh);
    clear();
}

void LiveCompare::setServer(const QString &database, const CollectionInfo &info)
{
    mDatabase = database;
    mInfo = info;
    mServerIndexes.reset();
    mDataCheck->setCollection(database, info.name);
    refresh();
}

void LiveCompare::setServerIndexes(const IndexList &indexes)
{
    if (!mInfo || indexes.database != mDatabase || indexes.collection != mInfo->name)
        return;
    mServerIndexes = indexes;
    refresh();
}

void LiveCompare::clear()
{
    mDatabase.clear();
    mInfo.reset();
    mServerIndexes.reset();
    refresh();
}

bool LiveCompare::hasModelCollection() const
{
    return mAvailable;
}

void LiveCompare::refresh()
{
    const Model &model = mDocument->model();
    const Entity *entity = mInfo ? modelCollection(model, mDatabase, mInfo->name) : nullptr;
    mIndexes->clear();
    mModelValidator->clear();
    mServerValidator->clear();
    mValidatorSummary->clear();
    if (mAvailable != (entity != nullptr)) {
        mAvailable = entity != nullptr;
        emit availabilityChanged(mAvailable);
    }
    if (!entity) {
        mTitle->setText(mInfo ? tr("The open model has no collection named %1.").arg(mInfo->name)
                              : tr("Choose a collection that is also in the open model."));
        return;
    }
    mTitle->setText(tr("The model's collection %1 beside the server's %2.%1. Nothing is changed "
                       "on either side.")
                        .arg(mInfo->name, mDatabase));

    if (!mServerIndexes) {
        auto *waiting = new QTreeWidgetItem(mIndexes, { tr("waiting for the server's indexes…") });
        waiting->setFirstColumnSpanned(true);
    } else {
        for (const IndexComparison &row : compareIndexes(model, *entity, *mServerIndexes)) {
            QString status;
            QColor colour;
            switch (row.presence) {
            case IndexComparison::Presence::Both:
                status = row.keysDiffer ? tr("both, keys differ")
                    : row.optionsDiffer ? tr("both, options differ")
                                        : tr("both");
                colour = row.keysDiffer || row.optionsDiffer ? QColor(0x9a, 0x5b, 0x00)
                                                             : QColor(0x1b, 0x5e, 0x20);
                break;
            case IndexComparison::Presence::ModelOnly:
                status = tr("only in the model");
                colour = QColor(0xa4, 0x16, 0x1a);
                break;
            case IndexComparison::Presence::ServerOnly:
                // Every collection has it; a model that leaves it out lacks nothing.
                status = row.serverName == QLatin1String("_id_") ? tr("built in (_id)")
                                                                  : tr("only on the server");
                colour = row.serverName == QLatin1String("_id_") ? QColor(0x55, 0x55, 0x55)
                                                                  : QColor(0x0d, 0x47, 0xa1);
                break;
            }
            auto *item = new QTreeWidgetItem(mIndexes,
                { status, cellText(row.modelName, row.modelKeys, row.modelOptions),
                    cellText(row.serverName, row.serverKeys, row.serverOptions) });
            item->setForeground(0, colour);
            item->setData(0, Qt::UserRole, int(row.presence));
            if (row.serverName == QLatin1String("_id_")
                && row.presence == IndexComparison::Presence::ServerOnly)
                item->setToolTip(0,
                    tr("The _id index every collection has; a model lists it only to set its "
                       "options."));
            item->setToolTip(1, item->text(1));
            item->setToolTip(2, item->text(2));
        }
    }

    const JsonValue ours = modelValidator(model, *entity);
    mModelValidator->setPlainText(QString::fromStdString(exportJsonText(ours)));
    const QString modelLevel
        = QString::fromStdString(std::string(toString(entity->options.validationLevel)));
    const QString modelAction
        = QString::fromStdString(std::string(toString(entity->options.validationAction)));
    const QString serverLevel
        = mInfo->validationLevel.isEmpty() ? tr("strict (not set)") : mInfo->validationLevel;
    const QString serverAction
        = mInfo->validationAction.isEmpty() ? tr("error (not set)") : mInfo->validationAction;
    QStringList summary;
    if (mInfo->validator.isEmpty()) {
        mServerValidator->setPlainText(tr("// no validator on the server"));
        summary << tr("The server has no validator for this collection; the model has one.");
    } else {
        mServerValidator->setPlainText(prettyJson(mInfo->validator));
        summary << (sameValidator(ours, jsonOf(mInfo->validator)) ? tr("The validators are the same.")
                                                             : tr("The validators differ."));
    }
    summary << tr(
        "Level: %1 in the model, %2 on the server. Action: %3 in the model, %4 on the server.")
                   .arg(modelLevel, serverLevel, modelAction, serverAction);
    mValidatorSummary->setText(summary.join(QLatin1Char(' ')));
}

QString LiveCompare::validatorSummary() const
{
    return mValidatorSummary->text();
}

QString LiveCompare::modelValidatorText() const
{
    return mModelValidator->toPlainText();
}

QString LiveCompare::serverValidatorText() const
{
    return mServerValidator->toPlainText();
}

} // namespace docmodel
