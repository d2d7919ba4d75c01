// SPDX-License-Identifier: GPL-3.0-or-later
#include "previewpanel.h"

#include "document/modeldocument.h"
#include "text/previewhighlighter.h"
#include "schema/derivedfields.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace docmodel {

namespace {

// Short enough to feel immediate, long enough that typing a name does not
// generate once per key.
constexpr int kDebounceMs = 40;
// Laying out and colouring text costs time on the GUI thread; beyond this the
// view shows the start and Copy gives everything.
constexpr qsizetype kShownCharacters = 200 * 1000;

QString shownPart(const QString &text)
{
    if (text.size() <= kShownCharacters)
        return text;
    const qsizetype cut = text.lastIndexOf(QLatin1Char('\n'), kShownCharacters);
    const QString head = text.left(cut > 0 ? cut : kShownCharacters);
    const qsizetype hidden = text.count(QLatin1Char('\n')) - head.count(QLatin1Char('\n'));
    return head + QLatin1Char('\n')
        + PreviewPanel::tr(
            "// … %n more line(s) not shown; Copy takes all of them", nullptr, int(hidden));
}

QString sizeSummary(const SizeReport &size, bool documentsCut)
{
    const auto readable = [](int64_t bytes) { return QString::fromStdString(readableSize(bytes)); };
    QStringList parts;
    parts << PreviewPanel::tr("Typical document: %1")
                 .arg(reportedSize(size.typicalBytes, size.typicalCrossing));
    if (size.worstBytes)
        parts << PreviewPanel::tr("At maximum counts: %1")
                     .arg(reportedSize(*size.worstBytes, size.worstCrossing));
    else
        parts << PreviewPanel::tr("Unbounded: %1 can grow without limit")
                     .arg(QString::fromStdString([&] {
                         std::string joined;
                         for (const std::string &field : size.unboundedFields)
                             joined += (joined.empty() ? "" : ", ") + field;
                         return joined;
                     }()));
    parts << PreviewPanel::tr("Estimated data: %1").arg(readable(size.estimatedDataBytes));
    switch (size.level) {
    case SizeLevel::Error:
        parts << PreviewPanel::tr(
            "Over MongoDB's 16 MiB document limit: these documents cannot be stored.");
        break;
    case SizeLevel::Warning:
        parts << PreviewPanel::tr(
            "Above 100 KB or unbounded: consider referencing or the subset pattern.");
        break;
    case SizeLevel::Ok:
        break;
    }
    if (documentsCut)
        parts << PreviewPanel::tr("The documents shown stop where they pass 16 MiB.");
    return parts.join(QLatin1Char('\n'));
}

// The entities whose documents an object changes: an entity its own; a
// relationship the ones it writes fields into (the parent first).
QStringList shownEntities(const Model &model, const QString &objectId)
{
    const Relationship *rel = model.findRelationship(objectId.toStdString());
    if (!rel)
        return objectId.isEmpty() ? QStringList() : QStringList { objectId };
    QStringList ids;
    for (const WrittenField &written : fieldsWrittenBy(model, *rel))
        if (const QString id = QString::fromStdString(written.entityId); !ids.contains(id))
            ids << id;
    if (ids.size() > 1 && ids.first() != QString::fromStdString(rel->oneId))
        ids.swapItemsAt(0, 1);
    return ids.isEmpty() ? QStringList { QString::fromStdString(rel->oneId) } : ids;
}

QString collectionTitle(const PreviewResult &result)
{
    if (!result.message.isEmpty())
        return result.message;
    if (result.collectionName == result.entityName)
        return PreviewPanel::tr("Documents of the collection %1").arg(result.collectionName);
    return PreviewPanel::tr("%1 is stored inside the documents of %2")
        .arg(result.entityName, result.collectionName);
}

} // namespace

PreviewPanel::PreviewPanel(ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mRefresh(
          kDebounceMs, [this] { return prepareJob(); },
          [this](const QList<PreviewResult> &results) { showResult(results); })
    , mTitle(new QLabel(this))
    , mFormat(new QComboBox(this))
    , mCount(new QSpinBox(this))
    , mSeed(new QSpinBox(this))
    , mCopy(new QToolButton(this))
    , mTabs(new QTabWidget(this))
    , mDocuments(newCodeView(this))
    , mTrees(new QTabWidget(this))
    , mSizes(new QLabel(this))
{
    mTitle->setWordWrap(true);
    mFormat->addItem(tr("mongosh"), int(PreviewFormat::Mongosh));
    mFormat->addItem(tr("Extended JSON, relaxed"), int(PreviewFormat::Relaxed));
    mFormat->addItem(tr("Extended JSON, canonical"), int(PreviewFormat::Canonical));
    mFormat->setToolTip(tr("The syntax the documents are shown in"));
    // The longest name must not set the dock's width: at 1280×800 the
    // column holds 400 px (the list shows names in full).
    mFormat->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mFormat->setMinimumContentsLength(10);
    mCount->setRange(1, 50);
    mCount->setValue(3);
    mCount->setPrefix(tr("Documents: "));
    mCount->setToolTip(tr("How many sample documents to generate"));
    mSeed->setRange(1, 999999);
    mSeed->setPrefix(tr("Seed: "));
    mSeed->setToolTip(tr("Other seeds give other sample values"));
    mCopy->setText(tr("Copy"));
    mCopy->setToolTip(tr("Copy the documents to the clipboard"));
    mSizes->setWordWrap(true);
    mSizes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mSizes->setMargin(4);
    mTitle->setObjectName(QStringLiteral("previewTitle"));
    mFormat->setObjectName(QStringLiteral("previewFormat"));
    mDocuments->setObjectName(QStringLiteral("previewDocuments"));
    mSizes->setObjectName(QStringLiteral("previewSizes"));

    // Two rows, so the panel fits a 400 px dock column.
    auto *options = new QHBoxLayout;
    options->addWidget(mFormat, 1);
    options->addWidget(mCopy);
    auto *generation = new QHBoxLayout;
    generation->addWidget(mCount, 1);
    generation->addWidget(mSeed, 1);
    // Five encodings do not fit a narrow dock side by side: the bar scrolls
    // rather than widening the panel past its dock.
    mTrees->setUsesScrollButtons(true);
    mTrees->setDocumentMode(true);
    mTrees->tabBar()->setExpanding(false);
    mTabs->addTab(mDocuments, tr("Documents"));
    mTabs->addTab(mTrees, tr("Tree encodings"));
    mTabs->setTabEnabled(1, false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    layout->addLayout(options);
    layout->addLayout(generation);
    layout->addWidget(mTabs, 1);
    layout->addWidget(mSizes);

    // Where boxes are drawn changes no document.
    connect(mDocument, &ModelDocument::modelChanged, this, [this](const ModelChange &change) {
        if (change.kind != ModelChange::Kind::Positions)
            mRefresh.schedule();
    });
    connect(mDocument, &ModelDocument::modelReset, this, [this] { showObject({}); });
    connect(mFormat, &QComboBox::currentIndexChanged, &mRefresh, &RefreshScheduler::schedule);
    connect(mCount, &QSpinBox::valueChanged, &mRefresh, &RefreshScheduler::schedule);
    connect(mSeed, &QSpinBox::valueChanged, &mRefresh, &RefreshScheduler::schedule);
    connect(mCopy, &QToolButton::clicked, this, &PreviewPanel::copyDocuments);
    mRefresh.schedule();
}

void PreviewPanel::showObject(const QString &id)
{
    const Model &model = mDocument->model();
    if (!id.isEmpty() && !model.findRelationship(id.toStdString())
        && !model.findEntity(id.toStdString()))
        return;
    const QStringList entityIds = shownEntities(model, id);
    if (id == mObjectId && entityIds == mEntityIds)
        return;
    mObjectId = id;
    mEntityIds = entityIds;
    mRefresh.schedule();
}

void PreviewPanel::setFormat(PreviewFormat format)
{
    mFormat->setCurrentIndex(mFormat->findData(int(format)));
}

BackgroundRefresh<QList<PreviewResult>>::Job PreviewPanel::prepareJob()
{
    // A selected relationship's strategy may have changed what it writes.
    if (mDocument->model().findRelationship(mObjectId.toStdString()))
        mEntityIds = shownEntities(mDocument->model(), mObjectId);
    PreviewRequest request;
    request.model = mDocument->snapshot();
    request.options.count = mCount->value();
    request.options.seed = uint64_t(mSeed->value());
    request.format = PreviewFormat(mFormat->currentData().toInt());
    std::vector<std::string> ids;
    for (const QString &id : mEntityIds)
        ids.push_back(id.toStdString());
    if (ids.empty())
        ids.emplace_back();
    return [request, ids] {
        QList<PreviewResult> results;
        for (const std::string &id : ids) {
            PreviewRequest one = request;
            one.entityId = id;
            results << computePreview(one);
        }
        return results;
    };
}

void PreviewPanel::showResult(const QList<PreviewResult> &results)
{
    // A two-way relationship changes two collections: their documents one
    // after the other, each under its title.
    PreviewResult result = results.value(0);
    if (results.size() > 1) {
        QStringList titles;
        QStringList documents;
        QStringList sizes;
        result.documents.clear();
        for (const PreviewResult &part : results) {
            const QString title = collectionTitle(part);
            titles << title;
            documents << QStringLiteral("// ") + title + QLatin1Char('\n') + part.documents;
            if (!part.collectionName.isEmpty())
                sizes << title + QLatin1Char('\n') + sizeSummary(part.size, part.documentsCut);
            result.size.level = std::max(result.size.level, part.size.level);
            for (const auto &tree : part.trees)
                result.trees << tree;
        }
        mTitle->setText(titles.join(QLatin1Char('\n')));
        result.documents = documents.join(QLatin1Char('\n'));
        mSizes->setText(sizes.join(QStringLiteral("\n\n")));
    } else {
        mTitle->setText(collectionTitle(result));
        mSizes->setText(sizeSummary(result.size, result.documentsCut));
    }
    mFullDocuments = result.documents;
    mDocuments->setPlainText(shownPart(result.documents));
    mCopy->setEnabled(!result.documents.isEmpty());

    const QString current = mTrees->count() ? mTrees->tabText(mTrees->currentIndex()) : QString();
    while (mTrees->count()) {
        QWidget *page = mTrees->widget(0);
        mTrees->removeTab(0);
        delete page;
    }
    for (const auto &[name, script] : result.trees) {
        QPlainTextEdit *view = newCodeView(mTrees);
        // Queries are long single lines: wrapped, every one reads whole.
        view->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        view->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        view->setPlainText(shownPart(script));
        mTrees->addTab(view, name);
        if (name == current)
            mTrees->setCurrentWidget(view);
    }
    mTabs->setTabEnabled(1, !result.trees.isEmpty());
    if (result.trees.isEmpty())
        mTabs->setCurrentIndex(0);

    mSizes->setVisible(!result.collectionName.isEmpty());
    static const QString styles[] = { QString(),
        QStringLiteral("background: #fff3cd; color: #5c4300; border: 1px solid #e0b84d;"),
        QStringLiteral("background: #f8d7da; color: #6b1119; border: 1px solid #d9534f;") };
    mSizes->setStyleSheet(styles[int(result.size.level)]);
    mSizes->setProperty("level", int(result.size.level));
    emit refreshed();
}

void PreviewPanel::copyDocuments()
{
    QApplication::clipboard()->setText(mFullDocuments);
}

QString PreviewPanel::documentsText() const
{
    return mFullDocuments;
}

QString PreviewPanel::shownDocumentsText() const
{
    return mDocuments->toPlainText();
}

QString PreviewPanel::sizeText() const
{
    return mSizes->text();
}

QStringList PreviewPanel::treeEncodings() const
{
    QStringList names;
    for (int i = 0; i < mTrees->count(); ++i)
        names << mTrees->tabText(i);
    return names;
}

QString PreviewPanel::treeText(const QString &encoding) const
{
    for (int i = 0; i < mTrees->count(); ++i)
        if (mTrees->tabText(i) == encoding)
            return static_cast<QPlainTextEdit *>(mTrees->widget(i))->toPlainText();
    return {};
}

bool PreviewPanel::isRefreshing() const
{
    return mRefresh.isBusy();
}

} // namespace docmodel
