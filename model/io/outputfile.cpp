// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>

namespace docmodel {

namespace {

// Remembers the first write that did not take all its bytes: the file engine
// returns the count written so far and drops the error that stopped it.
template <typename Base> class Checked : public Base
{
public:
    Checked(const QString &path, QString *failure)
        : Base(path)
        , mFailure(failure)
    { }

protected:
    qint64 writeData(const char *data, qint64 length) override
    {
        errno = 0;
        const qint64 written = Base::writeData(data, length);
        if (written != length && mFailure->isEmpty())
            *mFailure = written < 0 || errno == 0 ? this->errorString() : qt_error_string(errno);
        return written;
    }

private:
    QString *mFailure;
};

} // namespace

OutputFile::OutputFile(const QString &path)
    : mPath(path)
{
    // QFileInfo follows symbolic links: /dev/stdout is whatever it points at.
    const QFileInfo info(path);
    mInPlace = info.exists() && !info.isFile() && !info.isDir();
    if (mInPlace)
        mFile = std::make_unique<Checked<QFile>>(path, &mFailure);
    else
        mFile = std::make_unique<Checked<QSaveFile>>(path, &mFailure);
}

OutputFile::~OutputFile() = default;

bool OutputFile::open()
{
    mFailure.clear();
    if (mFile->open(QIODevice::WriteOnly))
        return true;
    mFailure = mFile->errorString();
    // QSaveFile writes a temporary file beside the target first, so a folder
    // that takes no new files refuses even a writable file: say so.
    const QFileInfo folder(QFileInfo(mPath).absolutePath());
    if (!mInPlace && folder.isDir() && !folder.isWritable())
        mFailure = QCoreApplication::translate("OutputFile", "the folder %1 is not writable (%2)")
                       .arg(QDir::toNativeSeparators(folder.filePath()), mFailure);
    return false;
}

QIODevice *OutputFile::device()
{
    return mFile.get();
}

bool OutputFile::commit()
{
    // A short write in the flush leaves Qt with "Unknown error"; errno has the reason.
    errno = 0;
    if (mFailure.isEmpty() && (!mFile->flush() || mFile->error() != QFileDevice::NoError))
        mFailure = errno != 0 ? qt_error_string(errno) : mFile->errorString();
    if (mInPlace) {
        mFile->close();
        return mFailure.isEmpty();
    }
    auto *save = static_cast<QSaveFile *>(mFile.get());
    if (!mFailure.isEmpty()) {
        save->cancelWriting();
        save->commit(); // discards the temporary file
        return false;
    }
    if (save->commit())
        return true;
    mFailure = save->errorString();
    return false;
}

QString writeOutputFile(const QString &path, std::string_view bytes)
{
    OutputFile file(path);
    if (!file.open())
        return file.errorString();
    file.device()->write(bytes.data(), qint64(bytes.size()));
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace docmodel
