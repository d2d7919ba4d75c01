// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "views/inspectorpage.h"
#include "schema/entity.h"

class QCheckBox;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace docmodel {

class CollectionOptionsForm;
class FieldForm;

// An entity: its properties, and on tabs its fields (nested; the selected
// one's properties in a FieldForm), its collection's options, and the
// indexes and access patterns of its collection.
class EntityInspector : public InspectorPage
{
    Q_OBJECT

public:
    explicit EntityInspector(ModelDocument *document, QWidget *parent = nullptr);
    void refresh() override;
    QLineEdit *nameEdit() const override { return mName; }
    // Selects a field by its position path, e.g. {2, 0}.
    void selectField(const std::vector<int> &path);
    std::vector<int> selectedFieldPath() const;
    // F2 in the field list: the chosen field's name takes the keyboard, all
    // selected. False when the list has no focus or no field is chosen.
    bool renameChosenField();
    // Brings the collection's options (time series, shard key...) to the front.
    void showOptions();

private:
    // The constructor's parts, in this order.
    void addFieldsTab();
    void addOptionsTab();
    void addQueriesTab();
    void connectEdits();
    template <typename Change>
    void edit(const QString &property, const QString &text, Change change);
    void editField(const QString &property, const std::function<void(Field &)> &change);
    void addField(bool nested);
    void removeField();
    void moveField(int delta);
    void refreshFieldForm();
    void fillFieldTree(
        QTreeWidgetItem *parent, const std::vector<Field> &fields, std::vector<int> &path);

    QLineEdit *mName;
    QComboBox *mKind;
    QLineEdit *mDescription;
    QLineEdit *mCount;
    QLineEdit *mGrowth;
    QLineEdit *mPatterns;
    QLineEdit *mDiscriminator;
    QTreeWidget *mFields;
    FieldForm *mFieldForm;
    QTabWidget *mTabs;
    CollectionOptionsForm *mOptions;
    QListWidget *mIndexes;
    QListWidget *mAccessPatterns;
};

// Field access by position path; nullptr when the path is stale.
Field *fieldAtPath(std::vector<Field> &fields, const std::vector<int> &path);

} // namespace docmodel
