// SPDX-License-Identifier: GPL-3.0-or-later
#include "pipelinestagecard.h"

#include "text/errormark.h"
#include "text/previewhighlighter.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace docmodel {

namespace {

// Tall enough for a $group of a few lines, short enough for four stages on
// a laptop's screen.
constexpr int kStageHeight = 150;

QToolButton *stageButton(QStyle::StandardPixmap icon, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setIcon(parent->style()->standardIcon(icon));
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

} // namespace

PipelineStageCard::PipelineStageCard(const PipelineStage &stage, QWidget *parent)
    : QFrame(parent)
    , mEnabled(new QCheckBox(this))
    , mOperator(new QLabel(this))
    , mStatus(new QLabel(this))
    , mUp(stageButton(QStyle::SP_ArrowUp, tr("Move the stage up"), this))
    , mDown(stageButton(QStyle::SP_ArrowDown, tr("Move the stage down"), this))
    , mRemove(stageButton(QStyle::SP_DialogDiscardButton, tr("Remove the stage"), this))
    , mEditor(newCodeView(this))
    , mError(new QLabel(this))
    , mPreview(newCodeView(this))
{
    setObjectName(QStringLiteral("pipelineStage"));
    setFrameShape(QFrame::StyledPanel);
    mEnabled->setChecked(stage.enabled);
    mEnabled->setToolTip(tr("Run this stage; unchecked, the pipeline goes on without it"));
    mEditor->setObjectName(QStringLiteral("stageText"));
    mEditor->setReadOnly(false);
    mEditor->setTabChangesFocus(true);
    // A stage is read whole: its text wraps rather than scrolling sideways.
    mEditor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    mEditor->setPlaceholderText(tr("{$match: {status: 'A'}}"));
    mEditor->setPlainText(stage.text);
    mEditor->installEventFilter(this);
    mEditor->setToolTip(tr("The stage in mongosh's syntax; its preview follows as you type (Ctrl+Return: now)"));
    mPreview->setObjectName(QStringLiteral("stagePreview"));
    mStatus->setObjectName(QStringLiteral("stageStatus"));
    mStatus->setTextFormat(Qt::PlainText);
    // A long status is cut at the card's edge (its tooltip has it all)
    // rather than widening every card.
    mStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    mError->setObjectName(QStringLiteral("stageError"));
    mError->setTextFormat(Qt::PlainText);
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("color: #a4161a;"));
    mError->hide();
    QFont bold = mOperator->font();
    bold.setBold(true);
    mOperator->setFont(bold);

    auto *header = new QHBoxLayout;
    header->addWidget(mEnabled);
    header->addWidget(mOperator);
    header->addSpacing(12);
    header->addWidget(mStatus, 1);
    header->addWidget(mUp);
    header->addWidget(mDown);
    header->addWidget(mRemove);
    auto *input = new QWidget(this);
    auto *inputLayout = new QVBoxLayout(input);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addWidget(mEditor, 1);
    inputLayout->addWidget(mError);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(input);
    split->addWidget(mPreview);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);
    split->setFixedHeight(kStageHeight);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->addLayout(header);
    layout->addWidget(split);

    connect(mEditor, &QPlainTextEdit::textChanged, this, &PipelineStageCard::edited);
    connect(mEnabled, &QCheckBox::toggled, this, [this](bool on) {
        mEditor->setEnabled(on);
        emit enabledToggled();
    });
    connect(mUp, &QToolButton::clicked, this, [this] { emit moveRequested(-1); });
    connect(mDown, &QToolButton::clicked, this, [this] { emit moveRequested(1); });
    connect(mRemove, &QToolButton::clicked, this, &PipelineStageCard::removeRequested);
    mEditor->setEnabled(stage.enabled);
}

PipelineStage PipelineStageCard::stage() const
{
    return { mEditor->toPlainText(), mEnabled->isChecked() };
}

void PipelineStageCard::setPosition(int index, int count)
{
    mEnabled->setText(tr("Stage %1").arg(index + 1));
    mUp->setEnabled(index > 0);
    mDown->setEnabled(index + 1 < count);
}

void PipelineStageCard::showReading(const StageReading &reading)
{
    mOperator->setText(reading.op);
    QList<QTextEdit::ExtraSelection> marks;
    if (reading.ok()) {
        mError->clear();
        mError->hide();
    } else {
        const QString where = tr("Line %1, column %2: %3.").arg(reading.line).arg(reading.column).arg(reading.error);
        marks << errorMarkAt(mEditor->document(), reading.line, reading.column, where);
        mError->setText(where);
        mError->show();
    }
    mEditor->setExtraSelections(marks);
}

void PipelineStageCard::showDocuments(const QString &documents, const QString &status)
{
    mPreview->setPlainText(documents);
    showStatus(status);
}

void PipelineStageCard::showStatus(const QString &status)
{
    mStatus->setText(status);
    mStatus->setToolTip(status);
    mStatus->setStyleSheet(QString());
}

void PipelineStageCard::showFailure(const QString &headline, const QString &message)
{
    mStatus->setText(headline);
    mStatus->setToolTip(message);
    mStatus->setStyleSheet(QStringLiteral("color: #a4161a;"));
    mPreview->clear();
    mError->setText(message);
    mError->show();
}

QString PipelineStageCard::previewText() const
{
    return mPreview->toPlainText();
}

QString PipelineStageCard::statusText() const
{
    return mStatus->text();
}

QString PipelineStageCard::errorText() const
{
    return mError->text();
}

bool PipelineStageCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mEditor && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && (key->modifiers() & Qt::ControlModifier)) {
            emit previewRequested();
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}

} // namespace docmodel
