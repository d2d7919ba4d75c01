// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewhighlighter.h"

#include <QFontDatabase>
#include <QPlainTextEdit>

namespace docmodel {

QPlainTextEdit *newCodeView(QWidget *parent)
{
    auto *view = new QPlainTextEdit(parent);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new PreviewHighlighter(view->document());
    return view;
}

namespace {

QTextCharFormat colour(const QColor &color, bool bold = false)
{
    QTextCharFormat format;
    format.setForeground(color);
    if (bold)
        format.setFontWeight(QFont::DemiBold);
    return format;
}

} // namespace

PreviewHighlighter::PreviewHighlighter(QTextDocument *document)
    : QSyntaxHighlighter(document)
{
    // Later rules win where they overlap: a string's text stays a string
    // even when it looks like a number or a key.
    mRules.append({ QRegularExpression(QStringLiteral(R"(\b-?\d+(\.\d+)?([eE][+-]?\d+)?\b)")),
        colour(QColor(0x0b, 0x6e, 0x99)) });
    mRules.append({ QRegularExpression(QStringLiteral(R"(\b(true|false|null|undefined)\b)")),
        colour(QColor(0x8a, 0x3f, 0xb0)) });
    mRules.append({ QRegularExpression(QStringLiteral(
                        R"(\b(ObjectId|ISODate|NumberDecimal|NumberLong|NumberInt|Timestamp|BinData|UUID|DBRef|MinKey|MaxKey|Code)\b)")),
        colour(QColor(0xa0, 0x52, 0x00), true) });
    mRules.append({ QRegularExpression(QStringLiteral(R"([A-Za-z_$][\w$]*(?=\s*:))")),
        colour(QColor(0x1f, 0x4e, 0x8c), true) });
    mRules.append({ QRegularExpression(QStringLiteral(R"("(?:[^"\\]|\\.)*")")),
        colour(QColor(0x2e, 0x7d, 0x32)) });
    mRules.append({ QRegularExpression(QStringLiteral(R"("(?:[^"\\]|\\.)*"(?=\s*:))")),
        colour(QColor(0x1f, 0x4e, 0x8c), true) });
    mRules.append({ QRegularExpression(QStringLiteral(R"(^\s*//.*$)")), colour(QColor(0x75, 0x75, 0x75)) });
}

void PreviewHighlighter::highlightBlock(const QString &text)
{
    for (const Rule &rule : mRules) {
        auto matches = rule.pattern.globalMatch(text);
        while (matches.hasNext()) {
            const QRegularExpressionMatch match = matches.next();
            setFormat(int(match.capturedStart()), int(match.capturedLength()), rule.format);
        }
    }
}

} // namespace docmodel
