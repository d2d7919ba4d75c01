// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

#include <string>
#include <vector>

class QListWidget;
class QPushButton;

namespace docmodel {

// The document files and dump folders a person picks to read (infer, check):
// a list with Add Files…, Add Folder… and Remove. Paths are kept clean and
// each once.
class DocumentInputs : public QWidget
{
    Q_OBJECT

public:
    explicit DocumentInputs(QWidget *parent = nullptr);

    void addInputs(const QStringList &paths);
    std::vector<std::string> paths() const;
    int count() const;
    QListWidget *list() const { return mList; }

signals:
    void changed();

private:
    void addFiles();
    void addFolder();
    void updateRemove();

    QListWidget *mList;
    QPushButton *mRemove;
};

} // namespace docmodel
