// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "documentcells.h"

#include <bson/bson.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>
#include <vector>

namespace docmodel {

// A page of a server's documents as a table: a row per document, a column
// per field seen in any of them, a nested document's fields as dotted
// columns (address.city). A cell holding an array shows what it holds and
// opens in place. Cells are formatted when first shown and kept, so a page
// of a thousand documents with hundreds of fields scrolls smoothly.
class DocumentTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Nested documents deeper than this stay one cell.
    static constexpr int kMaxDepth = 4;

    explicit DocumentTableModel(QObject *parent = nullptr);

    void setDocuments(const QList<QByteArray> &documents, qint64 firstNumber = 0);
    const QList<QByteArray> &documents() const { return mDocuments; }
    // A column's path, key by key (a key may hold a dot).
    QStringList columnPath(int column) const { return mColumns.value(column); }
    // The cell's value as its own BSON document {value: …}, for opening an
    // array or document in place; empty when the document lacks the field.
    QByteArray cellValue(int row, int column) const;
    // True when the cell holds an array or a document.
    bool opensInPlace(int row, int column) const;
    // The cell's value as a reference is read (nothing for a document or
    // an array, or an empty cell).
    std::optional<cells::FieldValue> valueAt(int row, int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void addColumns(const uint8_t *data, uint32_t length, QStringList &prefix);
    // Finds the column's value in the row's document.
    bool find(int row, int column, bson_iter_t *found) const;

    QList<QByteArray> mDocuments;
    qint64 mFirstNumber = 0;
    QList<QStringList> mColumns;
    QHash<QStringList, int> mColumnOf;
    // Formatted cells, row by row, made when first asked for; a null
    // QString is not formatted yet.
    mutable std::vector<std::vector<QString>> mCells;
};

} // namespace docmodel
