#include "previewpanel.h"

#include "document/modeldocument.h"
#include "previewhighlighter.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
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

QString sizeSummary(const SizeReport &size)
{
    const auto readable = [](int64_t bytes) { return QString::fromStdString(readableSize(bytes)); };
    QStringList parts;
    parts << PreviewPanel::tr("Typical document: %1").arg(readable(size.typicalBytes));
    if (size.worstBytes)
        parts << PreviewPanel::tr("At maximum counts: %1").arg(readable(*size.worstBytes));
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
    return parts.join(QLatin1Char('\n'));
}

} // namespace

PreviewPanel::PreviewPanel(ModelDocument *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mRefresh(
          kDebounceMs, [this] { return prepareJob(); },
          [this](const PreviewResult &result) { showResult(result); })
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
    mFormat->setObjectName(QStringLiteral("previewFormat"));
    mDocuments->setObjectName(QStringLiteral("previewDocuments"));
    mSizes->setObjectName(QStringLiteral("previewSizes"));

    auto *options = new QHBoxLayout;
    options->addWidget(mFormat, 1);
    options->addWidget(mCount);
    options->addWidget(mSeed);
    options->addWidget(mCopy);
    mTabs->addTab(mDocuments, tr("Documents"));
    mTabs->addTab(mTrees, tr("Tree encodings"));
    mTabs->setTabEnabled(1, false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mTitle);
    layout->addLayout(options);
    layout->addWidget(mTabs, 1);
    layout->addWidget(mSizes);

    connect(mDocument, &ModelDocument::modelChanged, &mRefresh, &RefreshScheduler::schedule);
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
    QString entityId = id;
    if (const Relationship *rel = model.findRelationship(id.toStdString()))
        entityId = QString::fromStdString(rel->oneId);
    else if (!id.isEmpty() && !model.findEntity(id.toStdString()))
        return;
    if (entityId == mEntityId)
        return;
    mEntityId = entityId;
    mRefresh.schedule();
}

void PreviewPanel::setFormat(PreviewFormat format)
{
    mFormat->setCurrentIndex(mFormat->findData(int(format)));
}

BackgroundRefresh<PreviewResult>::Job PreviewPanel::prepareJob() const
{
    PreviewRequest request;
    request.model = std::make_shared<const Model>(mDocument->model());
    request.entityId = mEntityId.toStdString();
    request.options.count = mCount->value();
    request.options.seed = uint64_t(mSeed->value());
    request.format = PreviewFormat(mFormat->currentData().toInt());
    return [request] { return computePreview(request); };
}

void PreviewPanel::showResult(const PreviewResult &result)
{
    if (!result.message.isEmpty())
        mTitle->setText(result.message);
    else if (result.collectionName == result.entityName)
        mTitle->setText(tr("Documents of the collection %1").arg(result.collectionName));
    else
        mTitle->setText(tr("%1 is stored inside the documents of %2")
                            .arg(result.entityName, result.collectionName));
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
        view->setPlainText(shownPart(script));
        mTrees->addTab(view, name);
        if (name == current)
            mTrees->setCurrentWidget(view);
    }
    mTabs->setTabEnabled(1, !result.trees.isEmpty());
    if (result.trees.isEmpty())
        mTabs->setCurrentIndex(0);

    mSizes->setVisible(!result.collectionName.isEmpty());
    mSizes->setText(sizeSummary(result.size));
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
