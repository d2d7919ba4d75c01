// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosaver.h"

#include "io/modelwriter.h"
#include "modeldocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

#include <csignal>
#include <unistd.h>

namespace docmodel {

namespace {
constexpr int kDefaultIntervalMs = 60000;

bool processAlive(qint64 pid)
{
    return pid > 0 && ::kill(pid_t(pid), 0) == 0;
}
} // namespace

Autosaver::Autosaver(ModelDocument *document, const QString &recoveryDir, QObject *parent)
    : QObject(parent)
    , mDocument(document)
    , mDir(recoveryDir)
{
    const QString base
        = QStringLiteral("%1/session-%2").arg(mDir).arg(QCoreApplication::applicationPid());
    mModelPath = base + QStringLiteral(".dmodel");
    mMetaPath = base + QStringLiteral(".json");
    const QByteArray interval = qgetenv("DOCMODELER_AUTOSAVE_MS");
    mTimer.setInterval(interval.isEmpty() ? kDefaultIntervalMs : interval.toInt());
    connect(&mTimer, &QTimer::timeout, this, &Autosaver::saveNow);
    mTimer.start();
    // A saved model needs no recovery file any more.
    connect(document, &ModelDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
}

Autosaver::~Autosaver() = default;

QString Autosaver::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/recovery");
}

void Autosaver::saveNow()
{
    if (!mDocument->isModified())
        return;
    QDir().mkpath(mDir);
    // The meta file first: a recovery file is only offered with its origin.
    QJsonObject meta { { QStringLiteral("originalPath"), mDocument->filePath() },
        { QStringLiteral("pid"), QCoreApplication::applicationPid() },
        { QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) } };
    QSaveFile metaFile(mMetaPath);
    if (metaFile.open(QIODevice::WriteOnly)) {
        metaFile.write(QJsonDocument(meta).toJson());
        metaFile.commit();
    }
    const QString failure = saveModelFile(mDocument->model(), mModelPath);
    if (!failure.isEmpty())
        qWarning("%s", qPrintable(failure));
}

void Autosaver::discard()
{
    QFile::remove(mModelPath);
    QFile::remove(mMetaPath);
}

QList<RecoveryFile> Autosaver::findOrphans(const QString &recoveryDir)
{
    QList<RecoveryFile> found;
    const QDir dir(recoveryDir);
    for (const QString &name :
        dir.entryList({ QStringLiteral("session-*.json") }, QDir::Files, QDir::Time)) {
        QFile metaFile(dir.filePath(name));
        if (!metaFile.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject meta = QJsonDocument::fromJson(metaFile.readAll()).object();
        const qint64 pid = meta.value(QStringLiteral("pid")).toInteger();
        if (pid == QCoreApplication::applicationPid() || processAlive(pid))
            continue; // still being edited by a running session
        RecoveryFile file;
        file.metaPath = dir.filePath(name);
        file.modelPath = dir.filePath(name.chopped(5) + QStringLiteral(".dmodel"));
        file.originalPath = meta.value(QStringLiteral("originalPath")).toString();
        file.savedAt
            = QDateTime::fromString(meta.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
        if (QFile::exists(file.modelPath))
            found << file;
        else
            QFile::remove(file.metaPath);
    }
    return found;
}

void Autosaver::remove(const RecoveryFile &file)
{
    QFile::remove(file.modelPath);
    QFile::remove(file.metaPath);
}

} // namespace docmodel
