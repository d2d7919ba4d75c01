// SPDX-License-Identifier: GPL-3.0-or-later
#include "errormark.h"

#include <QTextBlock>
#include <QTextDocument>

namespace docmodel {

namespace {

QTextCharFormat errorFormat(const QString &why)
{
    QTextCharFormat format;
    format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    format.setUnderlineColor(Qt::red);
    if (!why.isEmpty())
        format.setToolTip(why);
    return format;
}

} // namespace

QTextEdit::ExtraSelection errorMarkAt(QTextDocument *document, int line, int column, const QString &why)
{
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(document->findBlockByNumber(qMax(0, line - 1)));
    mark.cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, qMax(0, column - 1));
    mark.cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor);
    mark.format = errorFormat(why);
    return mark;
}

QTextEdit::ExtraSelection errorMarkOfWord(QTextDocument *document, int position, const QString &why)
{
    QTextEdit::ExtraSelection mark;
    mark.cursor = QTextCursor(document);
    mark.cursor.setPosition(position);
    mark.cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
    mark.format = errorFormat(why);
    mark.format.setBackground(QColor(255, 221, 221));
    return mark;
}

} // namespace docmodel
