#include "mainwindow.h"

#include "document/modeldocument.h"
#include "entitytreemodel.h"
#include "schema/validation.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>

namespace docmodel {

namespace {
const QString kFileFilter = QStringLiteral("*.dmodel");
}

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , mDocument(new ModelDocument(this))
    , mEntities(new EntityTreeModel(this))
    , mEntityView(new QTreeView(this))
    , mValidationLabel(new QLabel(this))
{
    mEntityView->setModel(mEntities);
    mEntityView->setAlternatingRowColors(true);
    mEntityView->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    mEntityView->setAccessibleName(tr("Entities"));
    setCentralWidget(mEntityView);
    statusBar()->addPermanentWidget(mValidationLabel);
    createActions();
    connect(mDocument, &ModelDocument::modelReset, this, &MainWindow::refresh);
    connect(mDocument, &ModelDocument::modelChanged, this, &MainWindow::refresh);
    connect(mDocument, &ModelDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    resize(900, 640);
    refresh();
    updateTitle();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open..."), this, &MainWindow::open);
    open->setShortcut(QKeySequence::Open);
    open->setToolTip(tr("Open a model file"));
    QAction *save = file->addAction(tr("&Save"), this, &MainWindow::save);
    save->setShortcut(QKeySequence::Save);
    save->setToolTip(tr("Save the model"));
    QAction *saveAs = file->addAction(tr("Save &As..."), this, &MainWindow::saveAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    saveAs->setToolTip(tr("Save the model under a new name"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
}

bool MainWindow::openFile(const QString &path)
{
    LoadError error;
    if (mDocument->load(path, &error))
        return true;
    QMessageBox::warning(this, tr("Cannot open the model"),
                         tr("The model could not be opened. Nothing was changed.\n\n%1")
                             .arg(error.toString()));
    return false;
}

void MainWindow::open()
{
    if (!confirmDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Model"), QString(),
                                                      tr("DocModeler models (%1)").arg(kFileFilter));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (mDocument->filePath().isEmpty())
        return saveAs();
    const QString failure = mDocument->saveAs(mDocument->filePath());
    if (failure.isEmpty())
        return true;
    QMessageBox::warning(this, tr("Cannot save the model"), failure);
    return false;
}

bool MainWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Model"), mDocument->filePath(),
                                                      tr("DocModeler models (%1)").arg(kFileFilter));
    if (path.isEmpty())
        return false;
    const QString failure = mDocument->saveAs(path);
    if (failure.isEmpty())
        return true;
    QMessageBox::warning(this, tr("Cannot save the model"), failure);
    return false;
}

bool MainWindow::confirmDiscard()
{
    if (!mDocument->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        tr("The model \"%1\" has unsaved changes. Save them?").arg(mDocument->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (confirmDiscard())
        event->accept();
    else
        event->ignore();
}

void MainWindow::refresh()
{
    mEntities->rebuild(mDocument->model());
    mEntityView->expandToDepth(0);
    const auto problems = validateModel(mDocument->model());
    int errors = 0;
    for (const Problem &problem : problems)
        errors += problem.severity == Severity::Error ? 1 : 0;
    const int warnings = int(problems.size()) - errors;
    mValidationLabel->setText(problems.empty() ? tr("Model is valid")
                                               : tr("%1 error(s), %2 warning(s)").arg(errors).arg(warnings));
}

void MainWindow::updateTitle()
{
    const QString name = QString::fromStdString(mDocument->model().name);
    setWindowTitle(QStringLiteral("%1[*] - %2 - DocModeler")
                       .arg(mDocument->displayName(), name.isEmpty() ? tr("Untitled model") : name));
    setWindowModified(mDocument->isModified());
}

} // namespace docmodel
