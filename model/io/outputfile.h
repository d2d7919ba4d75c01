// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDevice>
#include <QString>

#include <memory>
#include <string_view>

namespace docmodel {

// Where every file DocModeler writes goes through. A regular file (or a new
// one) is written with QSaveFile: a temporary file beside it, renamed over it
// only when everything was written, so on any failure the old file keeps its
// bytes. A device or a pipe (/dev/stdout, /dev/full) cannot be replaced that
// way, and as root the rename would replace the device node itself: those are
// written in place, with their write errors reported all the same.
//
// Short writes and failed flushes count as failures: QSaveFile alone (Qt 6.4)
// commits a file whose buffered tail could not be written.
class OutputFile
{
public:
    explicit OutputFile(const QString &path);
    ~OutputFile();

    bool open();
    // Valid after a successful open().
    QIODevice *device();
    // Flushes and, for a regular file, replaces the old one. False when
    // anything failed since open(); the old file is then unchanged.
    bool commit();

    // Why open(), a write or commit() failed, as a person reads it (without
    // the path); empty while nothing did. Destroyed uncommitted, a regular
    // file is left as it was.
    QString errorString() const { return mFailure; }
    // Whether a failure leaves what was at the path as it was (false for a
    // device or a pipe, which has no old content to keep).
    bool keepsOldContent() const { return !mInPlace; }

private:
    QString mPath;
    bool mInPlace = false;
    QString mFailure; // the first thing that went wrong
    std::unique_ptr<QFileDevice> mFile;
};

// Writes `bytes` to `path` through an OutputFile. Empty on success, otherwise
// the reason (without the path).
QString writeOutputFile(const QString &path, std::string_view bytes);

} // namespace docmodel
