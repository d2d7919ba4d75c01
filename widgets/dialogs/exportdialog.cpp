// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "diagram/diagramrenderer.h"
#include "io/outputfile.h"
#include "translations/translator.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace docmodel {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

// Each language in its own words; English's would name a country ("American English").
QString languageName(const QString &code)
{
    const QLocale locale(code);
    return locale.language() == QLocale::English ? QStringLiteral("English")
                                                 : locale.nativeLanguageName();
}

} // namespace

ExportDialog::ExportDialog(const Model &model, const QString &baseName, QWidget *parent)
    : QDialog(parent)
    , mModel(model)
    , mBaseName(baseName)
    , mTarget(new QComboBox(this))
    , mDatabase(new QLineEdit(this))
    , mShard(new QCheckBox(tr("Shard the collections that have a shard key"), this))
    , mLanguage(new QComboBox(this))
    , mPreview(new QPlainTextEdit(this))
    , mSummary(new QLabel(this))
    , mLimits(new QLabel(this))
{
    setWindowTitle(tr("Export"));
    for (const ExportTarget &target : exportTargets())
        mTarget->addItem(QStringLiteral("%1 — %2").arg(fromView(target.name),
                             QCoreApplication::translate("ExportTarget", target.summary.data())),
            fromView(target.name));
    mDatabase->setPlaceholderText(mModel.database.empty()
            ? tr("the shell's current database")
            : QString::fromStdString(mModel.database));
    mDatabase->setClearButtonEnabled(true);
    for (const QString &language : availableLanguages())
        mLanguage->addItem(languageName(language), language);
    mLanguage->setObjectName(QStringLiteral("language"));
    mLanguage->setToolTip(tr("The language the documentation is written in"));
    setLanguage(interfaceLanguage());
    mPreview->setReadOnly(true);
    mPreview->setLineWrapMode(QPlainTextEdit::NoWrap);
    mPreview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto *form = new QFormLayout;
    form->addRow(tr("&Target:"), mTarget);
    form->addRow(tr("&Database:"), mDatabase);
    form->addRow(QString(), mShard);
    form->addRow(tr("&Language:"), mLanguage);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mSave = buttons->addButton(tr("&Save As..."), QDialogButtonBox::AcceptRole);
    QPushButton *copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mSave, &QPushButton::clicked, this, &ExportDialog::save);
    connect(copy, &QPushButton::clicked, this,
        [this] { QApplication::clipboard()->setText(previewText()); });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mPreview, 1);
    layout->addWidget(mSummary);
    mLimits->setObjectName(QStringLiteral("limits"));
    mLimits->setWordWrap(true);
    mLimits->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mLimits->setStyleSheet(QStringLiteral("color: #9a5b00;"));
    layout->addWidget(mLimits);
    layout->addWidget(buttons);

    connect(mTarget, &QComboBox::currentIndexChanged, this, &ExportDialog::regenerate);
    connect(mDatabase, &QLineEdit::textChanged, this, &ExportDialog::regenerate);
    connect(mShard, &QCheckBox::toggled, this, &ExportDialog::regenerate);
    connect(mLanguage, &QComboBox::currentIndexChanged, this, &ExportDialog::regenerate);
    resize(860, 620);
    regenerate();
}

void ExportDialog::setDiagram(const std::string &name)
{
    mDiagram = name;
    regenerate();
}

void ExportDialog::setTarget(const QString &name)
{
    const int index = mTarget->findData(name);
    if (index >= 0)
        mTarget->setCurrentIndex(index);
}

void ExportDialog::setLanguage(const QString &language)
{
    const int index = mLanguage->findData(language);
    if (index >= 0)
        mLanguage->setCurrentIndex(index);
}

QString ExportDialog::previewText() const
{
    return QString::fromStdString(mText);
}

const ExportTarget &ExportDialog::currentTarget() const
{
    const ExportTarget *target = findExportTarget(mTarget->currentData().toString().toStdString());
    return target ? *target : exportTargets().front();
}

void ExportDialog::regenerate()
{
    const ExportTarget &target = currentTarget();
    const bool script = target.name.starts_with("mongosh");
    mDatabase->setEnabled(script);
    mShard->setEnabled(target.name == "mongosh");
    ExportOptions options;
    if (script)
        options.database = mDatabase->text().trimmed().toStdString();
    options.shard = mShard->isEnabled() && mShard->isChecked();
    mLanguage->setEnabled(target.documentation);
    {
        // Everything documentation says, the advisor's findings and the
        // diagram's labels included, in the one language chosen for it;
        // the dialog's own texts stay in the interface's.
        const ScopedLanguage language(
            target.documentation ? mLanguage->currentData().toString() : QString());
        options.language = language.language().toStdString();
        if (target.name == "html")
            options.diagramSvg = diagramSvg(mModel, DiagramChoice { mDiagram, false, LayoutEngine::Dot }).toStdString();
        mText = target.generate(mModel, options);
    }
    mPreview->setPlainText(previewText());
    mSummary->setText(tr("Lines: %1, bytes: %2")
                          .arg(std::count(mText.begin(), mText.end(), '\n'))
                          .arg(mText.size()));
    QStringList limits;
    if (target.limits)
        for (const std::string &limit : target.limits(mModel))
            limits << tr("Warning: %1 cannot express %2").arg(fromView(target.name), QString::fromStdString(limit));
    mLimits->setText(limits.join(QLatin1Char('\n')));
    mLimits->setVisible(!limits.isEmpty());
}

QString ExportDialog::writeTo(const QString &path) const
{
    const QString failure = writeOutputFile(path, mText);
    return failure.isEmpty() ? QString() : tr("Cannot write %1: %2").arg(path, failure);
}

void ExportDialog::save()
{
    const ExportTarget &target = currentTarget();
    const QString extension = fromView(target.extension);
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Export"), mBaseName + QLatin1Char('.') + extension,
            tr("%1 files (*.%2);;All files (*)").arg(fromView(target.name), extension));
    if (path.isEmpty())
        return;
    const QString failure = writeTo(path);
    if (!failure.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), failure);
        return;
    }
    accept();
}

} // namespace docmodel
