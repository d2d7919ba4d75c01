// SPDX-License-Identifier: GPL-3.0-or-later
#include "collectionsource.h"
#include "inferencetr.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <map>

namespace docmodel::inference {

namespace {

// "orders.bson.gz" → "orders", "accounts.json" → "accounts".
QString collectionName(const QString &fileName)
{
    for (const std::string &suffix : documentFileSuffixes())
        if (fileName.endsWith(QLatin1String(suffix.c_str())))
            return fileName.chopped(int(suffix.size()));
    return QFileInfo(fileName).completeBaseName();
}

// How a mongoexport file's name reads: database (may be empty) and collection.
std::pair<QString, QString> exportedName(const QString &stem, const KnownCollection &known)
{
    if (known && known(stem.toStdString()))
        return { {}, stem };
    if (stem.endsWith(QLatin1String(".data")) && stem.size() > 5)
        return { {}, stem.chopped(5) };
    const qsizetype dot = stem.indexOf(QLatin1Char('.'));
    if (dot > 0 && dot + 1 < stem.size() && !stem.startsWith(QLatin1String("system."))) {
        const QString collection = stem.mid(dot + 1);
        if (!known || known(collection.toStdString()))
            return { stem.left(dot), collection };
    }
    return { {}, stem };
}

bool isDumpFile(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".bson")) || fileName.endsWith(QLatin1String(".bson.gz"));
}

// mongodump's own files beside the collections'.
bool isDumpMetadata(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".metadata.json")) || fileName.endsWith(QLatin1String(".metadata.json.gz"))
        || fileName == QLatin1String("prelude.json") || fileName == QLatin1String("oplog.bson")
        || fileName.startsWith(QLatin1String("system."));
}

QString metadataOf(const QFileInfo &file)
{
    const QString base = file.dir().filePath(collectionName(file.fileName()));
    for (const char *suffix : { ".metadata.json", ".metadata.json.gz" })
        if (QFileInfo::exists(base + QLatin1String(suffix)))
            return base + QLatin1String(suffix);
    return {};
}

} // namespace

const std::vector<std::string> &documentFileSuffixes()
{
    static const std::vector<std::string> suffixes = { ".bson.gz", ".bson", ".jsonl", ".ndjson", ".json" };
    return suffixes;
}

std::vector<CollectionSource> findCollectionSources(
    const std::vector<std::string> &inputs, std::string *error, const KnownCollection &known)
{
    std::map<std::pair<std::string, std::string>, CollectionSource> byName;
    std::vector<std::pair<std::string, std::string>> order;
    auto addFile = [&](const QFileInfo &file, bool inDumpFolder, const QString &named = {}) {
        const bool dump = isDumpFile(file.fileName());
        CollectionSource source;
        const QString stem = collectionName(file.fileName());
        source.name = stem.toStdString();
        // A dump's folders are its databases; so are the folders given of mongoexport files.
        source.database = dump || inDumpFolder ? file.dir().dirName().toStdString() : std::string();
        if (!named.isEmpty()) {
            source.name = named.toStdString();
            source.mappedFrom = (named + QLatin1Char('=') + file.fileName()).toStdString();
        } else if (!dump && !inDumpFolder) {
            const auto [database, collection] = exportedName(stem, known);
            if (collection != stem) {
                source.name = collection.toStdString();
                source.database = database.toStdString();
                source.mappedFrom = file.fileName().toStdString();
            }
        }
        const auto key = std::make_pair(source.database, source.name);
        CollectionSource &entry = byName[key];
        if (entry.name.empty()) {
            entry = source;
            order.push_back(key);
        }
        entry.files.push_back(QDir::cleanPath(file.filePath()).toStdString());
        entry.fromDumpFolder = inDumpFolder;
        if (dump && entry.metadataFile.empty())
            entry.metadataFile = metadataOf(file).toStdString();
    };
    for (const std::string &input : inputs) {
        QString path = QString::fromStdString(input);
        QString named;
        // NAME=FILE, unless a file of that whole name is there.
        if (const qsizetype equals = path.indexOf(QLatin1Char('=')); equals > 0 && !QFileInfo::exists(path)) {
            named = path.left(equals);
            path = path.mid(equals + 1);
        }
        const QFileInfo info(path);
        if (info.isDir() && !named.isEmpty()) {
            if (error)
                *error = Inference::tr("%1: NAME=FILE takes a file; a folder's files name their collections")
                             .arg(QString::fromStdString(input))
                             .toStdString();
            return {};
        }
        if (info.isDir()) {
            QStringList files;
            QStringList patterns;
            for (const std::string &suffix : documentFileSuffixes())
                patterns << QLatin1Char('*') + QString::fromStdString(suffix);
            QDirIterator it(info.filePath(), patterns, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
            files.sort();
            if (files.isEmpty() && error) {
                *error = Inference::tr(
                    "%1: a folder without .bson or .json files (a mongodump or mongoexport folder was expected)")
                             .arg(info.filePath())
                             .toStdString();
                return {};
            }
            for (const QString &file : files) {
                const QFileInfo dumped(file);
                if (isDumpMetadata(dumped.fileName()))
                    continue;
                addFile(dumped, true);
            }
        } else if (info.isFile()) {
            addFile(info, false, named);
        } else {
            if (error)
                *error = Inference::tr("%1: no such file or folder").arg(info.filePath()).toStdString();
            return {};
        }
    }
    std::vector<CollectionSource> sources;
    for (const auto &key : order)
        sources.push_back(byName[key]);
    return sources;
}

} // namespace docmodel::inference
