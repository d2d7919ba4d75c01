#include "modeldocument.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"

#include <QFileInfo>

namespace docmodel {

ModelDocument::ModelDocument(QObject *parent)
    : QObject(parent)
{
}

QString ModelDocument::displayName() const
{
    return mFilePath.isEmpty() ? tr("Untitled") : QFileInfo(mFilePath).fileName();
}

bool ModelDocument::load(const QString &path, LoadError *error)
{
    LoadResult result = loadModelFile(path);
    if (!result.ok()) {
        if (error)
            *error = result.error;
        return false;
    }
    mModel = std::move(*result.model);
    mFilePath = path;
    mUndoStack.clear();
    emit filePathChanged(mFilePath);
    emit modelReset();
    return true;
}

QString ModelDocument::saveAs(const QString &path)
{
    const QString failure = saveModelFile(mModel, path);
    if (!failure.isEmpty())
        return failure;
    if (path != mFilePath) {
        mFilePath = path;
        emit filePathChanged(mFilePath);
    }
    mUndoStack.setClean();
    return {};
}

} // namespace docmodel
