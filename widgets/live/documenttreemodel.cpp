// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenttreemodel.h"

#include "documentcells.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <iterator>

namespace docmodel {

struct DocumentTreeModel::Node {
    Node *parent = nullptr;
    int row = 0;
    QString key;
    QString value;
    QString type;
    bson_type_t bsonType = BSON_TYPE_DOCUMENT; // a document row is one
    // What unfolds: a document's or array's bytes, or a long string's.
    enum class Unfolds { Nothing, Members, Lines } unfolds = Unfolds::Nothing;
    const uint8_t *data = nullptr;
    uint32_t length = 0;
    std::vector<std::unique_ptr<Node>> children;
    // Where the next fetch goes on: members are read with an iterator kept
    // here, lines by their offset in the text.
    bool started = false;
    bool finished = false;
    bson_iter_t next {};
    QString text; // a folded string, decoded when it is first unfolded
    qsizetype textOffset = 0;
};

DocumentTreeModel::DocumentTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

DocumentTreeModel::~DocumentTreeModel() = default;

void DocumentTreeModel::setDocuments(const QList<QByteArray> &documents, qint64 firstNumber)
{
    beginResetModel();
    mRoots.clear();
    mDocuments = documents;
    for (int row = 0; row < mDocuments.size(); ++row) {
        const QByteArray &bytes = mDocuments.at(row);
        auto node = std::make_unique<Node>();
        node->row = row;
        node->key = QLocale().toString(firstNumber + row + 1);
        node->data = reinterpret_cast<const uint8_t *>(bytes.constData());
        node->length = uint32_t(bytes.size());
        node->value = cells::summaryText(node->data, node->length);
        node->type = tr("document, %1 bytes").arg(QLocale().toString(bytes.size()));
        node->unfolds = Node::Unfolds::Members;
        mRoots.push_back(std::move(node));
    }
    endResetModel();
}

DocumentTreeModel::Node *DocumentTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : nullptr;
}

int DocumentTreeModel::documentRow(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    if (!node)
        return -1;
    while (node->parent)
        node = node->parent;
    return node->row;
}

QString DocumentTreeModel::path(const QModelIndex &index) const
{
    QStringList keys;
    for (const Node *node = nodeOf(index); node && node->parent; node = node->parent)
        if (node->parent->unfolds == Node::Unfolds::Members)
            keys.prepend(node->key);
    return keys.join(QLatin1Char('.'));
}

QModelIndex DocumentTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    const Node *above = nodeOf(parent);
    const auto &list = above ? above->children : mRoots;
    if (size_t(row) >= list.size())
        return {};
    return createIndex(row, column, list[size_t(row)].get());
}

QModelIndex DocumentTreeModel::parent(const QModelIndex &child) const
{
    const Node *node = nodeOf(child);
    if (!node || !node->parent)
        return {};
    return createIndex(node->parent->row, 0, node->parent);
}

int DocumentTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    const Node *node = nodeOf(parent);
    return int(node ? node->children.size() : mRoots.size());
}

int DocumentTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool DocumentTreeModel::hasChildren(const QModelIndex &parent) const
{
    const Node *node = nodeOf(parent);
    if (!node)
        return !mRoots.empty();
    if (parent.column() > 0)
        return false;
    // An empty document is five bytes: nothing to unfold.
    return !node->children.empty()
        || (node->unfolds == Node::Unfolds::Members && node->length > 5)
        || node->unfolds == Node::Unfolds::Lines;
}

bool DocumentTreeModel::canFetchMore(const QModelIndex &parent) const
{
    const Node *node = nodeOf(parent);
    return node && parent.column() == 0 && node->unfolds != Node::Unfolds::Nothing && !node->finished;
}

void DocumentTreeModel::fetchMore(const QModelIndex &parent)
{
    Node *node = nodeOf(parent);
    if (!canFetchMore(parent))
        return;
    std::vector<std::unique_ptr<Node>> made = nextChildren(node);
    if (made.empty())
        return;
    const int first = int(node->children.size());
    beginInsertRows(parent, first, first + int(made.size()) - 1);
    std::move(made.begin(), made.end(), std::back_inserter(node->children));
    endInsertRows();
}

std::vector<std::unique_ptr<DocumentTreeModel::Node>> DocumentTreeModel::nextChildren(Node *node)
{
    std::vector<std::unique_ptr<Node>> made;
    const auto add = [node, &made](std::unique_ptr<Node> child) {
        child->parent = node;
        child->row = int(node->children.size() + made.size());
        made.push_back(std::move(child));
    };
    if (node->unfolds == Node::Unfolds::Lines) {
        if (!node->started) {
            node->started = true;
            node->text = QString::fromUtf8(reinterpret_cast<const char *>(node->data), qsizetype(node->length));
        }
        while (int(made.size()) < kChildrenAtOnce && node->textOffset < node->text.size()) {
            auto line = std::make_unique<Node>();
            line->key = QLocale().toString(node->textOffset + 1);
            line->value = node->text.mid(node->textOffset, kLineLength);
            node->textOffset += kLineLength;
            add(std::move(line));
        }
        node->finished = node->textOffset >= node->text.size();
        if (node->finished)
            node->text.clear();
        return made;
    }
    if (!node->started) {
        node->started = true;
        if (!bson_iter_init_from_data(&node->next, node->data, node->length)) {
            node->finished = true;
            return made;
        }
    }
    while (int(made.size()) < kChildrenAtOnce && bson_iter_next(&node->next)) {
        const bson_iter_t *it = &node->next;
        auto child = std::make_unique<Node>();
        child->key = QString::fromUtf8(bson_iter_key(it), qsizetype(bson_iter_key_len(it)));
        child->value = cells::valueText(it);
        child->type = cells::typeText(bson_iter_type(it));
        child->bsonType = bson_iter_type(it);
        if (BSON_ITER_HOLDS_DOCUMENT(it)) {
            child->unfolds = Node::Unfolds::Members;
            bson_iter_document(it, &child->length, &child->data);
        } else if (BSON_ITER_HOLDS_ARRAY(it)) {
            child->unfolds = Node::Unfolds::Members;
            bson_iter_array(it, &child->length, &child->data);
        } else if (cells::isFoldedString(it)) {
            child->unfolds = Node::Unfolds::Lines;
            const char *text = bson_iter_utf8(it, &child->length);
            child->data = reinterpret_cast<const uint8_t *>(text);
        }
        add(std::move(child));
    }
    node->finished = int(made.size()) < kChildrenAtOnce;
    return made;
}

QVariant DocumentTreeModel::data(const QModelIndex &index, int role) const
{
    const Node *node = nodeOf(index);
    if (!node)
        return {};
    if (role == Qt::DisplayRole || (role == Qt::EditRole && index.column() == Value)) {
        switch (index.column()) {
        case Field:
            return node->key;
        case Value:
            return node->value;
        case Type:
            return node->type;
        default:
            return {};
        }
    }
    if ((role == Qt::FontRole || role == Qt::ForegroundRole || role == Qt::ToolTipRole) && index.column() == Value
        && mIsLink) {
        if (const std::optional<cells::FieldValue> value = valueAt(index); value && mIsLink(*value)) {
            if (role == Qt::ToolTipRole)
                return tr("A reference: Ctrl+click, Return or the context menu opens the document it names.");
            if (role == Qt::ForegroundRole)
                return QGuiApplication::palette().link();
            QFont font;
            font.setUnderline(true);
            return font;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Value && node->unfolds == Node::Unfolds::Lines)
        return tr("Unfold to read the whole text, a line at a time.");
    return {};
}

std::optional<cells::FieldValue> DocumentTreeModel::valueAt(const QModelIndex &index) const
{
    const Node *node = nodeOf(index);
    if (!isEditable(node))
        return std::nullopt;
    cells::FieldValue out { {}, node->bsonType, node->value };
    QStringList keys;
    for (; node->parent; node = node->parent)
        if (node->parent->bsonType != BSON_TYPE_ARRAY)
            keys.prepend(node->key);
    out.path = keys.join(QLatin1Char('.'));
    return out;
}

bool DocumentTreeModel::isEditable(const Node *node) const
{
    // A value of a document or an array: not a document row, not a line of
    // a folded string, nothing that unfolds.
    return node && node->parent && node->parent->unfolds == Node::Unfolds::Members
        && node->unfolds == Node::Unfolds::Nothing;
}

Qt::ItemFlags DocumentTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (index.column() == Value && isEditable(nodeOf(index)))
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool DocumentTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    const Node *node = nodeOf(index);
    if (role != Qt::EditRole || index.column() != Value || !isEditable(node) || value.toString() == node->value)
        return false;
    QStringList keys;
    for (; node->parent; node = node->parent)
        keys.prepend(node->key);
    emit valueEdited(documentRow(index), keys, value.toString());
    return false;
}

QVariant DocumentTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Field:
        return tr("Field");
    case Value:
        return tr("Value");
    case Type:
        return tr("Type");
    default:
        return {};
    }
}

} // namespace docmodel
