// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentcells.h"

#include <bson/bson.h>

#include <QAbstractItemModel>
#include <QByteArray>
#include <QList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace docmodel {

// A page of a server's documents as trees: field, value (mongosh's syntax,
// on one line) and BSON type. Nothing is made before it is looked at: a
// document's fields when it is unfolded, an array's elements and a long
// string's lines a slice at a time as the view scrolls to them, so a page
// of 16 MB documents shows at once.
class DocumentTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { Field, Value, Type, ColumnCount };
    // Children made per fetch: an array of a million elements unfolds a
    // slice at a time.
    static constexpr int kChildrenAtOnce = 200;
    // A folded string unfolds into lines of this many characters.
    static constexpr int kLineLength = 100;

    explicit DocumentTreeModel(QObject *parent = nullptr);
    ~DocumentTreeModel() override;

    // `firstNumber`: the position of the first document in the query's
    // result (its row is numbered firstNumber + 1).
    void setDocuments(const QList<QByteArray> &documents, qint64 firstNumber = 0);
    const QList<QByteArray> &documents() const { return mDocuments; }
    // The top-level document an index is in (-1 for none).
    int documentRow(const QModelIndex &index) const;
    // The dotted path of a field ("items.2.sku"); empty for a document row.
    QString path(const QModelIndex &index) const;
    // The value at an index as a reference is read; nothing for a document
    // row, a document, an array or a line of a long string.
    std::optional<cells::FieldValue> valueAt(const QModelIndex &index) const;
    // Values this says are references are drawn as links.
    void setLinkTest(std::function<bool(const cells::FieldValue &)> test) { mIsLink = std::move(test); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // A field's value (not a document, an array or a long string) can be
    // edited in place, in mongosh's syntax. The page is not changed: the
    // edit is handed on (valueEdited) to become a checked replacement.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // The value at `keys` (field names and array positions, from the
    // document down) of the document in `row` was edited to `text`.
    void valueEdited(int row, const QStringList &keys, const QString &text);

private:
    struct Node;
    Node *nodeOf(const QModelIndex &index) const;
    bool isEditable(const Node *node) const;
    // Up to kChildrenAtOnce more children of `node`, made but not yet
    // added: the view is told of them first.
    std::vector<std::unique_ptr<Node>> nextChildren(Node *node);

    QList<QByteArray> mDocuments; // the bytes every node points into
    std::vector<std::unique_ptr<Node>> mRoots;
    std::function<bool(const cells::FieldValue &)> mIsLink;
};

} // namespace docmodel
