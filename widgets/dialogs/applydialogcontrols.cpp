// SPDX-License-Identifier: GPL-3.0-or-later
// The Apply dialog's controls: their names, tooltips and settings, and how
// they are laid out. An index change hides what only the model's plan uses.
#include "applydialog.h"

#include "text/livetext.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace docmodel {

// Names, tooltips and the settings of each control.
void ApplyDialog::setUpControls()
{
    setObjectName(QStringLiteral("applyDialog"));
    setWindowTitle(tr("Apply the Model to the Server"));
    mDatabase->setObjectName(QStringLiteral("applyDatabase"));
    mNotes->setObjectName(QStringLiteral("applyNotes"));
    mSteps->setObjectName(QStringLiteral("applySteps"));
    mStatus->setObjectName(QStringLiteral("applyStatus"));
    mStatus->setWordWrap(true);
    mStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mRead->setToolTip(tr("Read the database's collections and indexes and compare them with the "
                         "model"));
    mShowCommand->setCheckable(true);
    mShowCommand->setToolTip(tr("Show the exact command the chosen step sends to the server"));
    mContinueOnError->setToolTip(tr("Without this, the run stops at the first step that fails"));
    mShard->setObjectName(QStringLiteral("applyShard"));
    mShard->setToolTip(tr("On a mongos: shard each collection by the model's shard key (after an index "
                          "that starts with the key)"));
    const bool anyShardKey = std::any_of(mModel.entities.begin(), mModel.entities.end(),
        [](const Entity &entity) { return entity.isCollection() && entity.options.shardKey.has_value(); });
    mShard->setEnabled(anyShardKey);
    if (!anyShardKey)
        mShard->setToolTip(tr("No collection of the model has a shard key"));
    connect(mShard, &QCheckBox::toggled, this, [this] {
        if (!mHasPlan || mApplied)
            return;
        if (mChecking) {
            // The data check is of the plan being replaced: its answer is dropped.
            mConnection->cancel(mRequest);
            mChecking = false;
        } else if (isBusy()) {
            return;
        }
        showState(mState);
    });
    mModerate->setObjectName(QStringLiteral("applyModerate"));
    mModerate->setToolTip(tr("validationLevel: moderate for the chosen validator step: documents that already "
                             "fail it can still be updated; new and valid documents are checked"));
    mWarn->setObjectName(QStringLiteral("applyWarn"));
    mWarn->setToolTip(tr("validationAction: warn for the chosen validator step: failing writes are logged by "
                         "the server, not refused"));
    connect(mModerate, &QCheckBox::toggled, this, &ApplyDialog::changeValidationMode);
    connect(mWarn, &QCheckBox::toggled, this, &ApplyDialog::changeValidationMode);
    mConstraint->setObjectName(QStringLiteral("applyConstraint"));
    connect(mConstraint, &QCheckBox::toggled, this, &ApplyDialog::changeConstraint);
    mCancel->setToolTip(tr("Stop after the step running now"));
    // Enter must never apply anything by accident.
    for (QPushButton *button : { mRead, mShowCommand, mApply, mCancel, mClose })
        button->setAutoDefault(false);
    mCommand->setObjectName(QStringLiteral("applyCommand"));
    mCommand->hide();
    mProgress->setMaximumWidth(200);
    mProgress->hide();

    mSteps->setColumnCount(5);
    mSteps->setHeaderLabels({ tr("Step"), tr("Collection"), tr("Index"), tr("Why"), tr("Result") });
    mSteps->setRootIsDecorated(false);
    mSteps->setUniformRowHeights(true);
    mSteps->setAlternatingRowColors(true);
    mSteps->header()->setStretchLastSection(true);
    mSteps->setColumnWidth(KindColumn, 170);
    mSteps->setColumnWidth(CollectionColumn, 120);
    mSteps->setColumnWidth(IndexColumn, 170);
    mSteps->setColumnWidth(ReasonColumn, 440);

    if (mIndexChange) {
        setWindowTitle(indexChangeTitle(*mIndexChange));
        mSteps->setColumnWidth(ReasonColumn, 330);
        mDatabase->setReadOnly(true);
        for (QWidget *modelOnly : std::initializer_list<QWidget *> { mShard, mModerate, mWarn, mConstraint })
            modelOnly->hide();
    }

}

void ApplyDialog::layOut()
{
    auto *target = new QFormLayout;
    auto *server = new QLabel(mConnection->settings().displayName(), this);
    server->setTextInteractionFlags(Qt::TextSelectableByMouse);
    target->addRow(tr("Server:"), server);
    auto *databaseRow = new QHBoxLayout;
    databaseRow->addWidget(mDatabase, 1);
    databaseRow->addWidget(mRead);
    target->addRow(tr("&Database:"), databaseRow);
    qobject_cast<QLabel *>(target->labelForField(databaseRow))->setBuddy(mDatabase);

    QSplitter *splitter = mSplitter;
    splitter->addWidget(mSteps);
    splitter->addWidget(mCommand);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto *options = new QHBoxLayout;
    options->addWidget(mShowCommand);
    options->addSpacing(12);
    options->addWidget(mModerate);
    options->addWidget(mWarn);
    options->addWidget(mConstraint);
    options->addStretch(1);
    options->addWidget(mShard);
    options->addWidget(mContinueOnError);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mProgress);
    buttons->addWidget(mStatus, 1);
    buttons->addWidget(mApply);
    buttons->addWidget(mCancel);
    buttons->addWidget(mClose);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(target);
    layout->addWidget(mNotes);
    layout->addWidget(splitter, 1);
    layout->addLayout(options);
    layout->addLayout(buttons);
    splitter->setSizes({ 220, 260 });
    // One index change is a step or two: no need for the model's room.
    if (mIndexChange)
        resize(960, 420);
    else
        resize(1080, 620);

}

} // namespace docmodel
