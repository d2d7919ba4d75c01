// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "schema/referencepaths.h"

#include <QList>
#include <QObject>
#include <QString>

#include <bson/bson.h>

#include <optional>
#include <string_view>

#include <string>
#include <vector>

class QPlainTextEdit;
class QWidget;

namespace docmodel {

struct DocumentPage;

// A reference shown in the documents' text: characters [begin, end) hold
// the value, in the shell's syntax (1, "ab@c.de", ObjectId("…")).
struct DocumentLink {
    int begin = 0;
    int end = 0;
    ReferencePath reference;
    QString value;
    // The query that finds the referenced document: {ArtistId: 1}.
    QString filter() const;
};

struct LinkedDocuments {
    QString text;
    QList<DocumentLink> links;
};

// Where a value at `path` (dotted, array positions left out) of a type
// points: the model's declaration for the collection, else a guess from the
// field's name among the database's collections; nothing when it is no
// reference (a document's own key in its collection included).
std::optional<ReferencePath> referenceAt(std::string_view path, bson_type_t type, const std::string &collection,
    const std::vector<ReferencePath> &declared, const std::vector<std::string> &collections);

// A page's documents in the shell's syntax, as documentsText gives them,
// and where the references in them are: those the model declares for the
// collection (`declared`), else those guessed from a field's name among the
// database's `collections`. A document's own key (ArtistId in artists) is
// no reference.
LinkedDocuments linkedDocumentsText(const DocumentPage &page, const std::string &collection,
    const std::vector<ReferencePath> &declared, const std::vector<std::string> &collections);

// Makes a text view's references links: underlined, a pointing hand and a
// tooltip over them, followed by a click, by Return at the caret, or from
// the context menu.
class DocumentLinks : public QObject
{
    Q_OBJECT

public:
    explicit DocumentLinks(QPlainTextEdit *view);

    void setLinks(const QList<DocumentLink> &links);
    const QList<DocumentLink> &links() const { return mLinks; }
    // The link at a character position, or -1.
    int linkAt(int position) const;
    static QString tooltip(const DocumentLink &link);

signals:
    void followed(const docmodel::DocumentLink &link);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int linkUnder(const QPoint &viewportPos) const;
    void showContextMenu(const QPoint &viewportPos, const QPoint &globalPos);

    QPlainTextEdit *mView;
    QWidget *mViewport;
    QList<DocumentLink> mLinks;
};

} // namespace docmodel
