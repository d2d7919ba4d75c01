// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentlinks.h"

#include "live/liveresults.h"
#include "preview/shellformat.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QToolTip>

#include <bson/bson.h>

#include <algorithm>
#include <memory>

namespace docmodel {

namespace {

// Values a key can be: what references hold.
bool canBeKey(bson_type_t type)
{
    switch (type) {
    case BSON_TYPE_OID:
    case BSON_TYPE_UTF8:
    case BSON_TYPE_INT32:
    case BSON_TYPE_INT64:
    case BSON_TYPE_DOUBLE:
    case BSON_TYPE_DECIMAL128:
    case BSON_TYPE_BINARY:
    case BSON_TYPE_DATE_TIME:
        return true;
    default:
        return false;
    }
}

} // namespace

std::optional<ReferencePath> referenceAt(std::string_view path, bson_type_t type, const std::string &collection,
    const std::vector<ReferencePath> &declared, const std::vector<std::string> &collections)
{
    if (!canBeKey(type))
        return std::nullopt;
    const auto known = std::ranges::find_if(declared, [&](const ReferencePath &reference) { return reference.path == path; });
    if (known != declared.end())
        return *known;
    std::optional<ReferencePath> guessed = detectedReference(path, type == BSON_TYPE_OID, collections);
    if (guessed && guessed->target == collection && guessed->key == path)
        return std::nullopt;
    return guessed;
}

QString DocumentLink::filter() const
{
    return QStringLiteral("{%1: %2}").arg(QString::fromStdString(shellKey(reference.key)), value);
}

LinkedDocuments linkedDocumentsText(const DocumentPage &page, const std::string &collection,
    const std::vector<ReferencePath> &declared, const std::vector<std::string> &collections)
{
    std::string utf8;
    std::vector<ShellSpan> spans;
    std::vector<ReferencePath> references; // one per span
    const ShellSpanWanted wanted = [&](std::string_view path, bson_type_t type) {
        std::optional<ReferencePath> reference = referenceAt(path, type, collection, declared, collections);
        if (reference)
            references.push_back(std::move(*reference));
        return reference.has_value();
    };
    for (const QByteArray &bytes : pageDocuments(page)) {
        bson_t view;
        if (!bson_init_static(
                &view, reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())))
            continue;
        const size_t base = utf8.size();
        std::vector<ShellSpan> found;
        utf8 += shellSyntax(&view, wanted, found);
        utf8 += '\n';
        for (ShellSpan &span : found) {
            span.begin += base;
            span.end += base;
            spans.push_back(std::move(span));
        }
    }
    // Byte offsets into UTF-8 become character positions, in one pass.
    LinkedDocuments out;
    size_t done = 0;
    for (size_t i = 0; i < spans.size(); ++i) {
        out.text += QString::fromUtf8(utf8.data() + done, qsizetype(spans[i].begin - done));
        DocumentLink link;
        link.begin = int(out.text.size());
        link.value = QString::fromUtf8(
            utf8.data() + spans[i].begin, qsizetype(spans[i].end - spans[i].begin));
        out.text += link.value;
        link.end = int(out.text.size());
        link.reference = references[i];
        out.links.append(std::move(link));
        done = spans[i].end;
    }
    out.text += QString::fromUtf8(utf8.data() + done, qsizetype(utf8.size() - done));
    return out;
}

DocumentLinks::DocumentLinks(QPlainTextEdit *view)
    : QObject(view)
    , mView(view)
    , mViewport(view->viewport())
{
    // A caret, so Return can follow the reference it is on.
    view->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    view->setMouseTracking(true);
    view->viewport()->setMouseTracking(true);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
}

void DocumentLinks::setLinks(const QList<DocumentLink> &links)
{
    mLinks = links;
    QList<QTextEdit::ExtraSelection> selections;
    QTextCharFormat format;
    format.setForeground(mView->palette().link());
    format.setFontUnderline(true);
    for (const DocumentLink &link : mLinks) {
        QTextEdit::ExtraSelection selection;
        selection.format = format;
        selection.cursor = QTextCursor(mView->document());
        selection.cursor.setPosition(link.begin);
        selection.cursor.setPosition(link.end, QTextCursor::KeepAnchor);
        selections.append(selection);
    }
    mView->setExtraSelections(selections);
}

int DocumentLinks::linkAt(int position) const
{
    // Links are in text order: the last one starting at or before position.
    const auto after = std::upper_bound(mLinks.begin(), mLinks.end(), position,
        [](int at, const DocumentLink &link) { return at < link.begin; });
    if (after == mLinks.begin())
        return -1;
    const auto link = std::prev(after);
    return position < link->end ? int(link - mLinks.begin()) : -1;
}

int DocumentLinks::linkUnder(const QPoint &viewportPos) const
{
    const QTextCursor cursor = mView->cursorForPosition(viewportPos);
    // cursorForPosition gives the nearest gap between characters; the
    // character under the pointer is the one whose box holds the point.
    const int position = cursor.position();
    const QRect caret = mView->cursorRect(cursor);
    return linkAt(viewportPos.x() < caret.x() ? position - 1 : position);
}

QString DocumentLinks::tooltip(const DocumentLink &link)
{
    const ReferencePath &reference = link.reference;
    const QString target = QString::fromStdString(reference.target);
    const QString key = QString::fromStdString(reference.key);
    return reference.detected
        ? tr("Open the document of %1 whose %2 is %3 (a reference guessed from the field's "
             "name). Click or press Return.")
              .arg(target, key, link.value)
        : tr("Open the document of %1 whose %2 is %3. Click or press Return.")
              .arg(target, key, link.value);
}

bool DocumentLinks::eventFilter(QObject *watched, QEvent *event)
{
    // Compared with the pointer kept, not asked of the view: the filter also
    // sees the events of the view's own destruction, when it is no longer
    // a scroll area to ask.
    if (watched == mViewport) {
        switch (event->type()) {
        case QEvent::MouseMove: {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const bool over
                = mouse->buttons() == Qt::NoButton && linkUnder(mouse->position().toPoint()) >= 0;
            mViewport->setCursor(over ? Qt::PointingHandCursor : Qt::IBeamCursor);
            break;
        }
        case QEvent::MouseButtonRelease: {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const int link = linkUnder(mouse->position().toPoint());
            // A drag that selected text is a selection, not a click.
            if (mouse->button() == Qt::LeftButton && link >= 0
                && !mView->textCursor().hasSelection())
                emit followed(mLinks.at(link));
            break;
        }
        case QEvent::ContextMenu: {
            const auto *menu = static_cast<QContextMenuEvent *>(event);
            showContextMenu(menu->pos(), menu->globalPos());
            return true;
        }
        case QEvent::ToolTip: {
            const auto *help = static_cast<QHelpEvent *>(event);
            const int link = linkUnder(help->pos());
            if (link >= 0)
                QToolTip::showText(help->globalPos(), tooltip(mLinks.at(link)), mViewport);
            else
                QToolTip::hideText();
            return true;
        }
        default:
            break;
        }
        return false;
    }
    if (watched == mView && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            const int link = linkAt(mView->textCursor().position());
            if (link >= 0) {
                emit followed(mLinks.at(link));
                return true;
            }
        }
    }
    if (watched == mView && event->type() == QEvent::ContextMenu) {
        const auto *menu = static_cast<QContextMenuEvent *>(event);
        showContextMenu(mViewport->mapFrom(mView, menu->pos()), menu->globalPos());
        return true;
    }
    return false;
}

void DocumentLinks::showContextMenu(const QPoint &viewportPos, const QPoint &globalPos)
{
    std::unique_ptr<QMenu> menu(mView->createStandardContextMenu(viewportPos));
    const int under = linkUnder(viewportPos);
    const int link = under >= 0 ? under : linkAt(mView->textCursor().position());
    if (link >= 0) {
        const DocumentLink target = mLinks.at(link);
        QAction *follow = new QAction(
            tr("&Open %1 %2").arg(QString::fromStdString(target.reference.target), target.value),
            menu.get());
        follow->setToolTip(tooltip(target));
        connect(follow, &QAction::triggered, this, [this, target] { emit followed(target); });
        menu->insertAction(menu->actions().value(0), follow);
        menu->insertSeparator(menu->actions().value(1));
    }
    menu->exec(globalPos);
}

} // namespace docmodel
