// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/model.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

namespace docmodel {

class ModelDocument;

// A recovery file left by a session that did not end cleanly.
struct RecoveryFile {
    QString modelPath; // the autosaved model
    QString metaPath; // where it came from
    QString originalPath; // the model file it was an unsaved version of; empty if never saved
    QDateTime savedAt;
};

// Writes the open model to a recovery file every interval while it has
// unsaved changes. The model file itself is only ever written by Save.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    Autosaver(ModelDocument *document, const QString &recoveryDir, QObject *parent = nullptr);
    ~Autosaver() override;

    void setInterval(int milliseconds) { mTimer.setInterval(milliseconds); }
    int interval() const { return mTimer.interval(); }
    // Writes the recovery file now if there are unsaved changes.
    void saveNow();
    // Deletes this session's recovery file (after a save or a clean exit).
    void discard();
    QString recoveryPath() const { return mModelPath; }

    // Recovery files of sessions that are no longer running.
    static QList<RecoveryFile> findOrphans(const QString &recoveryDir);
    static void remove(const RecoveryFile &file);
    // The default folder, below the user's application data.
    static QString defaultDirectory();

private:
    ModelDocument *mDocument;
    QString mDir;
    QString mModelPath;
    QString mMetaPath;
    QTimer mTimer;
};

} // namespace docmodel
