// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenttablemodel.h"

#include "documentcells.h"

#include <QLocale>

namespace docmodel {

DocumentTableModel::DocumentTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DocumentTableModel::setDocuments(const QList<QByteArray> &documents, qint64 firstNumber)
{
    beginResetModel();
    mDocuments = documents;
    mFirstNumber = firstNumber;
    mColumns.clear();
    mColumnOf.clear();
    for (const QByteArray &bytes : mDocuments) {
        QStringList prefix;
        addColumns(reinterpret_cast<const uint8_t *>(bytes.constData()), uint32_t(bytes.size()), prefix);
    }
    mCells.assign(size_t(mDocuments.size()), {});
    endResetModel();
}

void DocumentTableModel::addColumns(const uint8_t *data, uint32_t length, QStringList &prefix)
{
    bson_iter_t it;
    if (!bson_iter_init_from_data(&it, data, length))
        return;
    while (bson_iter_next(&it)) {
        prefix.append(QString::fromUtf8(bson_iter_key(&it), qsizetype(bson_iter_key_len(&it))));
        if (BSON_ITER_HOLDS_DOCUMENT(&it) && prefix.size() < kMaxDepth) {
            uint32_t inner = 0;
            const uint8_t *bytes = nullptr;
            bson_iter_document(&it, &inner, &bytes);
            // An empty document still gets its column, to show it is there.
            if (inner <= 5 && !mColumnOf.contains(prefix)) {
                mColumnOf.insert(prefix, int(mColumns.size()));
                mColumns.append(prefix);
            }
            addColumns(bytes, inner, prefix);
        } else if (!mColumnOf.contains(prefix)) {
            mColumnOf.insert(prefix, int(mColumns.size()));
            mColumns.append(prefix);
        }
        prefix.removeLast();
    }
}

bool DocumentTableModel::find(int row, int column, bson_iter_t *found) const
{
    if (row < 0 || row >= mDocuments.size() || column < 0 || column >= mColumns.size())
        return false;
    const QByteArray &bytes = mDocuments.at(row);
    const uint8_t *data = reinterpret_cast<const uint8_t *>(bytes.constData());
    uint32_t length = uint32_t(bytes.size());
    const QStringList &path = mColumns.at(column);
    for (qsizetype depth = 0; depth < path.size(); ++depth) {
        bson_iter_t it;
        if (!bson_iter_init_from_data(&it, data, length))
            return false;
        const QByteArray key = path.at(depth).toUtf8();
        if (!bson_iter_find_w_len(&it, key.constData(), int(key.size())))
            return false;
        if (depth + 1 == path.size()) {
            *found = it;
            return true;
        }
        if (!BSON_ITER_HOLDS_DOCUMENT(&it))
            return false;
        bson_iter_document(&it, &length, &data);
    }
    return false;
}

std::optional<cells::FieldValue> DocumentTableModel::valueAt(int row, int column) const
{
    bson_iter_t it;
    if (!find(row, column, &it) || BSON_ITER_HOLDS_DOCUMENT(&it) || BSON_ITER_HOLDS_ARRAY(&it))
        return std::nullopt;
    return cells::FieldValue { mColumns.at(column).join(QLatin1Char('.')), bson_iter_type(&it), cells::valueText(&it) };
}

QByteArray DocumentTableModel::cellValue(int row, int column) const
{
    bson_iter_t it;
    if (!find(row, column, &it))
        return {};
    bson_t wrapped = BSON_INITIALIZER;
    bson_append_iter(&wrapped, "value", 5, &it);
    QByteArray bytes(reinterpret_cast<const char *>(bson_get_data(&wrapped)), qsizetype(wrapped.len));
    bson_destroy(&wrapped);
    return bytes;
}

bool DocumentTableModel::opensInPlace(int row, int column) const
{
    bson_iter_t it;
    return find(row, column, &it) && (BSON_ITER_HOLDS_ARRAY(&it) || BSON_ITER_HOLDS_DOCUMENT(&it));
}

int DocumentTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mDocuments.size());
}

int DocumentTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(mColumns.size());
}

QVariant DocumentTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int row = index.row();
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        std::vector<QString> &cells = mCells[size_t(row)];
        if (cells.empty())
            cells.resize(size_t(mColumns.size()));
        QString &cell = cells[size_t(column)];
        if (cell.isNull()) {
            bson_iter_t it;
            // A field the document lacks is an empty cell, told apart from
            // an empty string by its quotes.
            cell = find(row, column, &it) ? cells::valueText(&it) : QStringLiteral("");
        }
        return cell;
    }
    if (role == Qt::ToolTipRole) {
        bson_iter_t it;
        if (!find(row, column, &it))
            return tr("This document has no %1.").arg(mColumns.at(column).join(QLatin1Char('.')));
        if (BSON_ITER_HOLDS_ARRAY(&it) || BSON_ITER_HOLDS_DOCUMENT(&it))
            return tr("%1 — double-click to open it here").arg(cells::typeText(bson_iter_type(&it)));
        return cells::typeText(bson_iter_type(&it));
    }
    return {};
}

QVariant DocumentTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return QLocale().toString(mFirstNumber + section + 1);
    return mColumns.value(section).join(QLatin1Char('.'));
}

} // namespace docmodel
