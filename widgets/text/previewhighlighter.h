// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPlainTextEdit;
class QWidget;

namespace docmodel {

// A read-only, unwrapped, monospaced view with this highlighter: how the
// Preview and Live docks show documents, validators and plans.
QPlainTextEdit *newCodeView(QWidget *parent);

// Colours mongosh and Extended JSON text: keys, strings, numbers, BSON
// constructors such as ObjectId(...), and // comments.
class PreviewHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    explicit PreviewHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    QList<Rule> mRules;
};

} // namespace docmodel
