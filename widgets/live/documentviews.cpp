// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentviews.h"

#include "documenttablemodel.h"
#include "documenttreemodel.h"
#include "text/livetext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMenu>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QPainter>
#include <QSet>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace docmodel {

namespace {

QString formatName(PreviewFormat format)
{
    switch (format) {
    case PreviewFormat::Mongosh:
        return DocumentViews::tr("mongosh");
    case PreviewFormat::Relaxed:
        return DocumentViews::tr("Relaxed Extended JSON");
    case PreviewFormat::Canonical:
        return DocumentViews::tr("Canonical Extended JSON");
    }
    return {};
}

// Paints a table cell as one line of text: the style's full item painting
// (icons, check boxes, focus frames) costs most of a frame on a wide page.
class CellDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        const bool selected = option.state & QStyle::State_Selected;
        if (selected)
            painter->fillRect(option.rect, option.palette.highlight());
        const QString text = index.data().toString();
        if (text.isEmpty())
            return;
        const QRect area = option.rect.adjusted(4, 0, -4, 0);
        painter->setPen(selected ? option.palette.highlightedText().color() : option.palette.text().color());
        painter->setFont(option.font);
        painter->drawText(area, Qt::AlignVCenter | Qt::AlignLeft,
            option.fontMetrics.elidedText(text, Qt::ElideRight, area.width()));
    }
};

QTreeView *newTree(DocumentTreeModel *model, QWidget *parent)
{
    auto *tree = new QTreeView(parent);
    tree->setModel(model);
    tree->setUniformRowHeights(true); // rows of one line: scrolling stays cheap
    tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    tree->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(DocumentTreeModel::Value, QHeaderView::Stretch);
    tree->header()->resizeSection(DocumentTreeModel::Field, 180);
    tree->header()->resizeSection(DocumentTreeModel::Type, 150);
    tree->setTextElideMode(Qt::ElideRight);
    return tree;
}

} // namespace

DocumentViews::DocumentViews(QWidget *parent)
    : QStackedWidget(parent)
    , mTreeModel(new DocumentTreeModel(this))
    , mTableModel(new DocumentTableModel(this))
    , mTree(newTree(mTreeModel, this))
    , mTable(new QTableView(this))
    , mText(newCodeView(this))
{
    mTree->setObjectName(QStringLiteral("documentTree"));
    mTable->setObjectName(QStringLiteral("documentTable"));
    mText->setObjectName(QStringLiteral("queryDocuments"));
    mTable->setModel(mTableModel);
    mTable->setItemDelegate(new CellDelegate(mTable));
    mTable->setFont(mTree->font());
    mTable->setWordWrap(false);
    mTable->setTextElideMode(Qt::ElideRight);
    mTable->setSelectionBehavior(QAbstractItemView::SelectItems);
    mTable->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Fixed sizes: measuring every cell of a wide page to fit the columns
    // would format all of them at once.
    mTable->horizontalHeader()->setDefaultSectionSize(160);
    mTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    mTable->verticalHeader()->setDefaultSectionSize(mTable->fontMetrics().height() + 6);
    addWidget(mTree);
    addWidget(mTable);
    addWidget(mText);
    for (QAbstractItemView *view : { static_cast<QAbstractItemView *>(mTree), static_cast<QAbstractItemView *>(mTable) }) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this,
            [this, view](const QPoint &position) { showContextMenu(view, position); });
        // Ctrl+C copies whole documents, not the text of the cell the
        // view would copy by itself.
        view->installEventFilter(this);
        view->viewport()->installEventFilter(this);
    }
    connect(mTreeModel, &DocumentTreeModel::valueEdited, this,
        [this](int row, const QStringList &keys, const QString &text) {
            if (row >= 0 && row < mDocuments.size()) // a copy: the page's bytes may go first
                emit fieldEdited(QByteArray(mDocuments.at(row).constData(), mDocuments.at(row).size()), keys, text);
        });
    connect(mTable, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { openCell(index.row(), index.column()); });
}

void DocumentViews::setLinkResolver(LinkResolver resolver)
{
    mResolveLink = std::move(resolver);
    mTreeModel->setLinkTest([this](const cells::FieldValue &value) { return mResolveLink && mResolveLink(value); });
}

std::optional<DocumentLink> DocumentViews::linkAt(const QModelIndex &index) const
{
    if (!mResolveLink || !index.isValid())
        return std::nullopt;
    const std::optional<cells::FieldValue> value = index.model() == mTreeModel
        ? mTreeModel->valueAt(index.siblingAtColumn(DocumentTreeModel::Value))
        : mTableModel->valueAt(index.row(), index.column());
    return value ? mResolveLink(*value) : std::nullopt;
}

bool DocumentViews::eventFilter(QObject *watched, QEvent *event)
{
    // Return at a reference, or Ctrl+click on one, follows it.
    if ((watched == mTree || watched == mTable) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        auto *view = static_cast<QAbstractItemView *>(watched);
        if (key == Qt::Key_Return || key == Qt::Key_Enter)
            if (const std::optional<DocumentLink> link = linkAt(view->currentIndex())) {
                emit linkFollowed(*link);
                return true;
            }
    }
    if ((watched == mTree->viewport() || watched == mTable->viewport()) && event->type() == QEvent::MouseButtonRelease) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        auto *view = watched == mTree->viewport() ? static_cast<QAbstractItemView *>(mTree)
                                                  : static_cast<QAbstractItemView *>(mTable);
        if (mouse->button() == Qt::LeftButton && (mouse->modifiers() & Qt::ControlModifier))
            if (const std::optional<DocumentLink> link = linkAt(view->indexAt(mouse->position().toPoint()))) {
                emit linkFollowed(*link);
                return true;
            }
    }
    if ((watched == mTree || watched == mTable) && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        copyDocuments(selectedDocuments(), mCopyFormat);
        return true;
    }
    return QStackedWidget::eventFilter(watched, event);
}

void DocumentViews::setView(View view)
{
    if (view == mView && currentIndex() == int(view))
        return;
    mView = view;
    setCurrentIndex(int(view));
    fillCurrent();
    emit viewChanged(view);
}

void DocumentViews::setDocuments(const QList<QByteArray> &documents, qint64 firstNumber, const QByteArray &keep)
{
    // The views let go of the last page before its bytes may go.
    if (mView != View::Tree)
        mTreeModel->setDocuments({});
    if (mView != View::Table)
        mTableModel->setDocuments({});
    delete mOpened;
    mDocuments = documents;
    mFirstNumber = firstNumber;
    mTreeStale = true;
    mTableStale = true;
    fillCurrent();
    mKeep = keep;
}

void DocumentViews::clear()
{
    setDocuments({}, 0);
    mText->clear();
}

void DocumentViews::fillCurrent()
{
    if (mView == View::Tree && mTreeStale) {
        mTreeStale = false;
        mTreeModel->setDocuments(mDocuments, mFirstNumber);
        // One document reads unfolded; many are a list to choose from.
        if (mDocuments.size() == 1)
            mTree->expand(mTreeModel->index(0, 0));
    } else if (mView == View::Table && mTableStale) {
        mTableStale = false;
        mTableModel->setDocuments(mDocuments, mFirstNumber);
        // Each column as wide as its name and first value, within bounds:
        // measuring one row keeps a wide page quick.
        const QFontMetrics metrics = mTable->fontMetrics();
        const QFontMetrics headerMetrics = mTable->horizontalHeader()->fontMetrics();
        for (int column = 0; column < mTableModel->columnCount(); ++column) {
            const int name = headerMetrics.horizontalAdvance(mTableModel->headerData(column, Qt::Horizontal).toString());
            const int value = metrics.horizontalAdvance(mTableModel->index(0, column).data().toString());
            mTable->setColumnWidth(column, qBound(60, qMax(name, value) + 24, 360));
        }
    } else if (mView == View::Text) {
        emit textWanted();
    }
}

QList<QByteArray> DocumentViews::selectedDocuments() const
{
    QList<int> rows;
    if (mView == View::Tree) {
        for (const QModelIndex &index : mTree->selectionModel()->selectedIndexes())
            rows << mTreeModel->documentRow(index);
        if (rows.isEmpty() && mTree->currentIndex().isValid())
            rows << mTreeModel->documentRow(mTree->currentIndex());
    } else if (mView == View::Table) {
        for (const QModelIndex &index : mTable->selectionModel()->selectedIndexes())
            rows << index.row();
        if (rows.isEmpty() && mTable->currentIndex().isValid())
            rows << mTable->currentIndex().row();
    } else {
        return mDocuments;
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QList<QByteArray> chosen;
    for (int row : rows)
        if (row >= 0 && row < mDocuments.size())
            chosen << mDocuments.at(row);
    return chosen;
}

void DocumentViews::copyDocuments(const QList<QByteArray> &documents, PreviewFormat format) const
{
    if (!documents.isEmpty())
        QApplication::clipboard()->setText(documentsText(documents, format));
}

bool DocumentViews::openCell(int row, int column)
{
    if (!mTableModel->opensInPlace(row, column))
        return false;
    delete mOpened;
    auto *popup = new QFrame(this, Qt::Popup);
    popup->setObjectName(QStringLiteral("openedCell"));
    popup->setAttribute(Qt::WA_DeleteOnClose);
    popup->setFrameShape(QFrame::StyledPanel);
    auto *model = new DocumentTreeModel(popup);
    model->setDocuments({ mTableModel->cellValue(row, column) });
    auto *tree = newTree(model, popup);
    tree->header()->hide();
    tree->setRootIsDecorated(true);
    const QModelIndex document = model->index(0, 0);
    tree->expand(document);
    // The value itself, not the document wrapped around it.
    if (model->canFetchMore(document))
        model->fetchMore(document);
    const QModelIndex value = model->index(0, 0, document);
    tree->setRootIndex(value);
    tree->expand(value);
    auto *layout = new QVBoxLayout(popup);
    layout->setContentsMargins(1, 1, 1, 1);
    layout->addWidget(tree);
    const QRect cell = mTable->visualRect(mTableModel->index(row, column));
    popup->resize(qMax(cell.width(), 520), 300);
    popup->move(mTable->viewport()->mapToGlobal(cell.topLeft()));
    popup->show();
    tree->setFocus();
    mOpened = popup;
    return true;
}

void DocumentViews::showContextMenu(QAbstractItemView *view, const QPoint &position)
{
    QMenu menu(this);
    const QList<QByteArray> chosen = selectedDocuments();
    if (const std::optional<DocumentLink> link = linkAt(view->indexAt(position))) {
        connect(menu.addAction(tr("&Follow Reference to %1").arg(QString::fromStdString(link->reference.target))),
            &QAction::triggered, this, [this, link] { emit linkFollowed(*link); });
        menu.addSeparator();
    }
    if (!mWriteActions.isEmpty()) {
        menu.addActions(mWriteActions);
        menu.addSeparator();
    }
    for (PreviewFormat format : { PreviewFormat::Mongosh, PreviewFormat::Relaxed, PreviewFormat::Canonical }) {
        QAction *one = menu.addAction(tr("Copy %n Document(s) as %1", nullptr, int(chosen.size())).arg(formatName(format)));
        one->setEnabled(!chosen.isEmpty());
        connect(one, &QAction::triggered, this, [this, chosen, format] { copyDocuments(chosen, format); });
    }
    menu.addSeparator();
    for (PreviewFormat format : { PreviewFormat::Mongosh, PreviewFormat::Relaxed, PreviewFormat::Canonical }) {
        QAction *page = menu.addAction(tr("Copy the Page as %1").arg(formatName(format)));
        page->setEnabled(!mDocuments.isEmpty());
        connect(page, &QAction::triggered, this, [this, format] { copyDocuments(mDocuments, format); });
    }
    if (view == mTable) {
        const QModelIndex index = mTable->indexAt(position);
        if (index.isValid() && mTableModel->opensInPlace(index.row(), index.column())) {
            menu.addSeparator();
            connect(menu.addAction(tr("&Open in Place")), &QAction::triggered, this,
                [this, index] { openCell(index.row(), index.column()); });
        }
    }
    menu.exec(view->viewport()->mapToGlobal(position));
}

} // namespace docmodel
