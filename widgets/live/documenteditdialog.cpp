// SPDX-License-Identifier: GPL-3.0-or-later
#include "documenteditdialog.h"

#include "documentids.h"

#include "check/documentverdict.h"
#include "query/shellsyntax.h"
#include "text/errormark.h"
#include "text/previewhighlighter.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace docmodel {

namespace {

enum RuleColumn { FieldColumn, RuleColumn, WhyColumn, SourceColumn };

// Where a dotted path's last key is written in the text, or -1: each key
// looked for after the one before it (array positions are skipped).
int keyPosition(const QString &text, const std::string &path)
{
    int from = 0;
    int found = -1;
    for (const QString &key : QString::fromStdString(path).split(QLatin1Char('.'), Qt::SkipEmptyParts)) {
        bool index = false;
        key.toInt(&index);
        if (index)
            continue;
        const QRegularExpression written(
            QStringLiteral("(^|[{,\\s])([\"']?)%1\\2\\s*:").arg(QRegularExpression::escape(key)));
        const QRegularExpressionMatch match = written.match(text, from);
        if (!match.hasMatch())
            return found;
        found = match.capturedStart(0) + match.capturedLength(1) + match.capturedLength(2);
        from = match.capturedEnd(0);
    }
    return found;
}

} // namespace

DocumentEditDialog::DocumentEditDialog(const QString &title, const QString &text, const Model &model,
    const QString &collection, bool givesId, QWidget *parent)
    : QDialog(parent)
    , mModel(model)
    , mCollection(collection)
    , mGivesId(givesId)
    , mEditor(newCodeView(this))
    , mRules(new QTreeWidget(this))
    , mStatus(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , mPause(new QTimer(this))
{
    setObjectName(QStringLiteral("documentEditDialog"));
    setWindowTitle(title);
    mEditor->setObjectName(QStringLiteral("documentEditor"));
    mEditor->setReadOnly(false);
    mEditor->setTabChangesFocus(false);
    mRules->setObjectName(QStringLiteral("documentRules"));
    mRules->setRootIsDecorated(false);
    mRules->setColumnCount(4);
    mRules->setHeaderLabels({ tr("Field"), tr("Rule"), tr("Why"), tr("Said by") });
    mRules->header()->setStretchLastSection(false);
    mRules->header()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    mStatus->setObjectName(QStringLiteral("documentStatus"));
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mButtons->button(QDialogButtonBox::Ok)->setText(tr("&Send…"));
    mPause->setSingleShot(true);
    mPause->setInterval(250);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(mEditor);
    splitter->addWidget(mRules);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(mStatus);
    layout->addWidget(mButtons);
    resize(760, 620);

    connect(mEditor, &QPlainTextEdit::textChanged, mPause, qOverload<>(&QTimer::start));
    connect(mPause, &QTimer::timeout, this, &DocumentEditDialog::check);
    connect(mButtons, &QDialogButtonBox::accepted, this, [this] {
        check();
        if (!mDocument.isEmpty())
            emit sendRequested();
    });
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A rule chosen: the caret to its field.
    connect(mRules, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (!item)
            return;
        const int at = keyPosition(mEditor->toPlainText(), item->text(FieldColumn).toStdString());
        if (at < 0)
            return;
        QTextCursor cursor = mEditor->textCursor();
        cursor.setPosition(at);
        mEditor->setTextCursor(cursor);
    });
    setText(text);
}

QString DocumentEditDialog::text() const
{
    return mEditor->toPlainText();
}

void DocumentEditDialog::setText(const QString &text)
{
    mEditor->setPlainText(text);
    mPause->stop();
    check();
}

void DocumentEditDialog::check()
{
    mPause->stop();
    const QByteArray typed = text().toUtf8();
    const ShellDocument shell = parseShellDocument(std::string_view(typed.constData(), size_t(typed.size())));
    bson_error_t failure;
    bson_t *parsed = shell.ok()
        ? bson_new_from_json(reinterpret_cast<const uint8_t *>(shell.json.data()), ssize_t(shell.json.size()), &failure)
        : nullptr;
    QPushButton *send = mButtons->button(QDialogButtonBox::Ok);
    if (!parsed) {
        mDocument.clear();
        showRules({}, QString());
        mMarked.clear();
        QList<QTextEdit::ExtraSelection> marks;
        if (!shell.ok())
            marks << errorMarkAt(mEditor->document(), shell.line, shell.column);
        mEditor->setExtraSelections(marks);
        mStatus->setText(shell.ok() ? tr("The document cannot be sent: %1.").arg(QString::fromUtf8(failure.message))
                                    : tr("Line %1, column %2: %3.").arg(shell.line).arg(shell.column).arg(shell.error));
        send->setEnabled(false);
        return;
    }
    mDocument = bytesOf(parsed);
    // The model's rules see the _id the server will give an insert without one.
    const QByteArray checked = mGivesId && !bson_has_field(parsed, "_id") ? withId(mDocument, {}) : mDocument;
    bson_destroy(parsed);
    bson_t view;
    viewOf(checked, &view);
    const check::DocumentVerdict verdict = check::modelVerdict(mModel, mCollection.toStdString(), &view);
    showRules(verdict.failures, tr("the model"));
    markFields(verdict.failures);
    send->setEnabled(true);
    send->setText(verdict.passes() ? tr("&Send…") : tr("&Send Anyway…"));
    if (!verdict.error.isEmpty())
        mStatus->setText(tr("The model's validator of %1 cannot be checked: %2").arg(mCollection, verdict.error));
    else if (!verdict.hasValidator)
        mStatus->setText(tr("The model sets no validator for %1: nothing to check before sending.").arg(mCollection));
    else if (verdict.passes())
        mStatus->setText(tr("The document passes the model's validator of %1.").arg(mCollection));
    else
        mStatus->setText(tr("The document breaks %n rule(s) of the model's validator of %1 (marked in the text). "
                            "It can still be sent: the server's validator has the last word.",
            nullptr, int(verdict.failures.size()))
                             .arg(mCollection));
}

void DocumentEditDialog::setSending(bool sending)
{
    mEditor->setReadOnly(sending);
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(!sending && !mDocument.isEmpty());
    if (sending)
        mStatus->setText(tr("Sending…"));
}

void DocumentEditDialog::showRefusal(const QString &message, const std::vector<check::RuleFailure> &failures)
{
    mPause->stop();
    showRules(failures, tr("the server"));
    markFields(failures);
    mStatus->setText(tr("The server refused the document: %1").arg(message));
}

void DocumentEditDialog::showRules(const std::vector<check::RuleFailure> &failures, const QString &source)
{
    mRules->clear();
    for (const check::RuleFailure &failure : failures)
        new QTreeWidgetItem(mRules,
            { failure.path.empty() ? tr("(the document)") : QString::fromStdString(failure.path),
                QString::fromStdString(failure.keyword), QString::fromStdString(failure.reason), source });
    mRules->setVisible(!failures.empty());
    for (int column : { FieldColumn, RuleColumn, SourceColumn })
        mRules->resizeColumnToContents(column);
}

void DocumentEditDialog::markFields(const std::vector<check::RuleFailure> &failures)
{
    QList<QTextEdit::ExtraSelection> marks;
    mMarked.clear();
    const QString text = mEditor->toPlainText();
    for (const check::RuleFailure &failure : failures) {
        const int at = keyPosition(text, failure.path);
        if (at < 0)
            continue; // a missing field, or the document itself: listed only
        marks << errorMarkOfWord(mEditor->document(), at, QString::fromStdString(failure.reason));
        mMarked << QString::fromStdString(failure.path);
    }
    mEditor->setExtraSelections(marks);
}

} // namespace docmodel
