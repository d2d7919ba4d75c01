// SPDX-License-Identifier: GPL-3.0-or-later
#include "filecontroller.h"

#include "document/autosaver.h"
#include "document/modeldocument.h"
#include "import/jsonschemaimport.h"
#include "import/prismaimport.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QtConcurrent>

namespace docmodel {

namespace {
const QString kModelFilter = QStringLiteral("*.dmodel");
constexpr int kMaxRecentFiles = 10;
} // namespace

FileController::FileController(QMainWindow *window, ModelDocument *document, NamedActions &actions)
    : QObject(window)
    , mWindow(window)
    , mDocument(document)
    , mRecentMenu(new QMenu(tr("Open &Recent"), window))
{
    const auto add = [&](const QString &name, const QString &text, const QString &tip,
                         const QKeySequence &shortcut, auto slot) {
        return addNamedAction(actions, window, this, name, text, tip, shortcut, slot);
    };
    add(QStringLiteral("new"), tr("&New"), tr("Start a new, empty model"), QKeySequence::New, [this] { newModel(); });
    add(QStringLiteral("open"), tr("&Open..."), tr("Open a model file"), QKeySequence::Open, [this] { open(); });
    add(QStringLiteral("importJsonSchema"), tr("&JSON Schema..."),
        tr("Create a model from a JSON Schema or a $jsonSchema validator"), {},
        [this] { importSchema(SchemaFormat::JsonSchema); });
    add(QStringLiteral("importPrisma"), tr("&Prisma Schema..."),
        tr("Create a model from a Prisma schema for MongoDB: models, composite types, relations, "
           "enums and indexes"),
        {}, [this] { importSchema(SchemaFormat::Prisma); });
    add(QStringLiteral("save"), tr("&Save"), tr("Save the model"), QKeySequence::Save, [this] { save(); });
    add(QStringLiteral("saveAs"), tr("Save &As..."), tr("Save the model under a new name"), QKeySequence::SaveAs,
        [this] { saveAs(); });
    QAction *reopen = add(QStringLiteral("reopenLast"), tr("Reopen Last Model on Start"),
        tr("Open the model you worked on last when DocModeler starts"), {},
        [](bool on) { QSettings().setValue(QStringLiteral("reopenLastModel"), on); });
    reopen->setCheckable(true);
    reopen->setChecked(QSettings().value(QStringLiteral("reopenLastModel"), true).toBool());
    updateRecentFilesMenu();
}

bool FileController::isModelFile(const QString &path)
{
    return path.endsWith(QLatin1String(".dmodel"));
}

bool FileController::openFile(const QString &path)
{
    return finishOpening(path, loadModelFile(path));
}

void FileController::openFileInBackground(const QString &path)
{
    const int request = ++mOpenRequest;
    ++mOpening;
    if (auto *status = mWindow->statusBar())
        status->showMessage(tr("Opening %1…").arg(QFileInfo(path).fileName()));
    // The worker also makes the copy the document's workers (advisor,
    // preview) read first, which a large model would take the window's time for.
    struct Opened {
        LoadResult loaded;
        std::shared_ptr<const Model> snapshot;
    };
    auto *watcher = new QFutureWatcher<std::shared_ptr<Opened>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, request] {
        watcher->deleteLater();
        --mOpening;
        if (request != mOpenRequest)
            return; // another file was asked for meanwhile
        if (auto *status = mWindow->statusBar())
            status->clearMessage();
        const std::shared_ptr<Opened> opened = watcher->result();
        const bool ok = finishOpening(path, std::move(opened->loaded), std::move(opened->snapshot));
        emit fileOpened(path, ok);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        auto opened = std::make_shared<Opened>(Opened { loadModelFile(path), nullptr });
        if (opened->loaded.ok())
            opened->snapshot = std::make_shared<const Model>(*opened->loaded.model);
        return opened;
    }));
}

bool FileController::finishOpening(const QString &path, LoadResult loaded, std::shared_ptr<const Model> snapshot)
{
    if (loaded.ok()) {
        mDocument->reset(std::move(*loaded.model), path, std::move(snapshot));
        addRecentFile(path);
        return true;
    }
    QMessageBox::warning(mWindow, tr("Cannot open the model"),
        tr("The model could not be opened. Nothing was changed.\n\n%1").arg(loaded.error.toString()));
    return false;
}

void FileController::startUp(const QStringList &files)
{
    if (offerRecovery())
        return;
    if (!files.isEmpty()) {
        openFileInBackground(files.first());
        return;
    }
    QSettings settings;
    const QString last = settings.value(QStringLiteral("lastFile")).toString();
    if (settings.value(QStringLiteral("reopenLastModel"), true).toBool() && !last.isEmpty() && QFileInfo::exists(last))
        openFileInBackground(last);
}

bool FileController::offerRecovery()
{
    const QList<RecoveryFile> orphans = Autosaver::findOrphans(Autosaver::defaultDirectory());
    for (const RecoveryFile &file : orphans) {
        const QString name = file.originalPath.isEmpty() ? tr("an untitled model") : file.originalPath;
        const auto answer = QMessageBox::question(mWindow, tr("Recover unsaved changes"),
            tr("DocModeler did not close properly. Unsaved changes to %1 from %2 were kept.\n\n"
               "Restore them?")
                .arg(name, QLocale().toString(file.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) {
            Autosaver::remove(file);
            continue;
        }
        const LoadResult loaded = loadModelFile(file.modelPath);
        if (!loaded.ok()) {
            QMessageBox::warning(mWindow, tr("Cannot recover"),
                tr("The recovery file cannot be read; it is kept for inspection.\n\n%1")
                    .arg(loaded.error.toString()));
            continue;
        }
        mDocument->reset(*loaded.model, file.originalPath);
        mDocument->markUnsaved();
        Autosaver::remove(file);
        return true;
    }
    return false;
}

void FileController::newModel()
{
    if (!confirmDiscard())
        return;
    Model model;
    model.name = tr("Untitled model").toStdString();
    mDocument->reset(model, QString());
}

void FileController::open()
{
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(
        mWindow, tr("Open Model"), QString(), tr("DocModeler models (%1)").arg(kModelFilter));
    if (!path.isEmpty())
        openFileInBackground(path);
}

void FileController::importSchema(SchemaFormat format)
{
    const bool prisma = format == SchemaFormat::Prisma;
    const QString path = QFileDialog::getOpenFileName(mWindow,
        prisma ? tr("Import Prisma Schema") : tr("Import JSON Schema"), QString(),
        prisma ? tr("Prisma schemas (*.prisma);;All files (*)") : tr("JSON Schemas (*.json);;All files (*)"));
    if (!path.isEmpty())
        importSchemaFile(path, format);
}

bool FileController::importSchemaFile(const QString &path, SchemaFormat format)
{
    // A schema file is small: read at once, it does not hold the window up.
    const LoadResult imported = format == SchemaFormat::Prisma ? importPrismaFile(path) : importJsonSchemaFile(path);
    if (!imported.ok()) {
        QMessageBox::warning(mWindow, tr("Cannot import the schema"),
            tr("%1 could not be imported. Nothing was changed.\n\n%2")
                .arg(QFileInfo(path).fileName(), imported.error.toString()));
        return false;
    }
    if (!confirmDiscard())
        return false;
    mDocument->reset(*imported.model, QString());
    mDocument->markUnsaved();
    emit schemaImported();
    return true;
}

bool FileController::save()
{
    if (mDocument->filePath().isEmpty())
        return saveAs();
    const QString failure = mDocument->saveAs(mDocument->filePath());
    if (failure.isEmpty())
        return true;
    QMessageBox::warning(mWindow, tr("Cannot save the model"), failure);
    return false;
}

bool FileController::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        mWindow, tr("Save Model"), mDocument->filePath(), tr("DocModeler models (%1)").arg(kModelFilter));
    if (path.isEmpty())
        return false;
    if (!isModelFile(path))
        path += QLatin1String(".dmodel");
    const QString failure = mDocument->saveAs(path);
    if (!failure.isEmpty()) {
        QMessageBox::warning(mWindow, tr("Cannot save the model"), failure);
        return false;
    }
    addRecentFile(path);
    return true;
}

bool FileController::confirmDiscard()
{
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::question(mWindow, tr("Unsaved changes"),
        tr("The model \"%1\" has unsaved changes. Save them?").arg(mDocument->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    settings.setValue(QStringLiteral("lastFile"), absolute);
    updateRecentFilesMenu();
}

void FileController::updateRecentFilesMenu()
{
    mRecentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &path : recent) {
        QAction *action = mRecentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (confirmDiscard())
                openFileInBackground(path);
        });
    }
    mRecentMenu->setEnabled(!recent.isEmpty());
}

} // namespace docmodel
