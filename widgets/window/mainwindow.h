#pragma once

#include <QMainWindow>

class QTreeView;
class QLabel;

namespace docmodel {

class EntityTreeModel;
class ModelDocument;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    ModelDocument *document() const { return mDocument; }
    // Opens a model; on failure shows the reason and keeps the current model.
    bool openFile(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void open();
    bool save();
    bool saveAs();
    bool confirmDiscard();
    void refresh();
    void updateTitle();

    ModelDocument *mDocument;
    EntityTreeModel *mEntities;
    QTreeView *mEntityView;
    QLabel *mValidationLabel;
};

} // namespace docmodel
