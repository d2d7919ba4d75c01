#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace docmodel {

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
