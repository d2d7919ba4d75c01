// SPDX-License-Identifier: GPL-3.0-or-later
#include "translator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QPointer>
#include <QTranslator>

#include <map>
#include <memory>

namespace docmodel {

namespace {

QString gInterfaceLanguage = QStringLiteral("en");

QString qmFile(const QString &language)
{
    return translationsDirectory() + QStringLiteral("/docmodeler_%1.qm").arg(language);
}

// One translator per language a ScopedLanguage asked for, kept for the
// program's life: translate() may run on any thread.
const QTranslator *languageTranslator(const QString &language)
{
    static QMutex mutex;
    static std::map<QString, std::unique_ptr<QTranslator>> translators;
    const QMutexLocker lock(&mutex);
    std::unique_ptr<QTranslator> &translator = translators[language];
    if (!translator) {
        translator = std::make_unique<QTranslator>();
        if (!translator->load(qmFile(language)))
            translator = std::make_unique<QTranslator>(); // answers nothing: the source texts
    }
    return translator.get();
}

struct ThreadLanguage {
    const QTranslator *translator = nullptr; // set while a ScopedLanguage lives
    QString language;
};
thread_local ThreadLanguage tLanguage;

// Installed before every other translator; it answers only on a thread
// with a ScopedLanguage, and then for every text, so none falls through to
// the interface's language.
class ScopedLanguageTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    QString translate(const char *context, const char *sourceText, const char *disambiguation,
        int n) const override
    {
        if (!tLanguage.translator)
            return {};
        const QString text
            = tLanguage.translator->translate(context, sourceText, disambiguation, n);
        return text.isNull() ? QString::fromUtf8(sourceText) : text;
    }
    bool isEmpty() const override { return false; }
};

QPointer<ScopedLanguageTranslator> gScopedTranslator; // the application owns it

// Puts the scoped translator first: the last one installed is asked first.
void installScopedTranslator()
{
    auto *app = QCoreApplication::instance();
    if (!app)
        return;
    if (gScopedTranslator)
        QCoreApplication::removeTranslator(gScopedTranslator);
    else
        gScopedTranslator = new ScopedLanguageTranslator(app);
    QCoreApplication::installTranslator(gScopedTranslator);
}

} // namespace

QString translationsDirectory()
{
    // Relative to the program, so an installation works under any prefix;
    // the build tree has the same layout (see translations/CMakeLists.txt).
    if (!QCoreApplication::instance())
        return {};
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QLatin1Char('/')
        + QStringLiteral(DOCMODELER_TRANSLATIONS_RELATIVE_DIR));
}

QString languageArgument(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(QLatin1String("--lang=")))
            return arguments[i].mid(7);
    }
    return {};
}

QString installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    auto *app = QCoreApplication::instance();
    // English is the source language; its translation only adds plural
    // forms, and it is what every language without a translation gets.
    QString code = locale.name().section(QLatin1Char('_'), 0, 0);
    if (!QFile::exists(qmFile(code)))
        code = QStringLiteral("en");
    auto *own = new QTranslator(app);
    if (own->load(qmFile(code)))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    installScopedTranslator();
    gInterfaceLanguage = code;
    return code;
}

QString interfaceLanguage()
{
    return gInterfaceLanguage;
}

QStringList availableLanguages()
{
    QStringList languages { QStringLiteral("en") };
    const QStringList files
        = QDir(translationsDirectory())
              .entryList({ QStringLiteral("docmodeler_*.qm") }, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0);
        if (!languages.contains(code))
            languages << code;
    }
    return languages;
}

ScopedLanguage::ScopedLanguage(const QString &language)
    : mLanguage(tLanguage.translator ? tLanguage.language : gInterfaceLanguage)
    , mPrevious(tLanguage.translator)
    , mPreviousLanguage(tLanguage.language)
{
    if (language.isEmpty() || !availableLanguages().contains(language))
        return;
    if (!gScopedTranslator)
        installScopedTranslator(); // before it answers: the installation retranslates windows
    mLanguage = language;
    tLanguage = { languageTranslator(language), language };
}

ScopedLanguage::~ScopedLanguage()
{
    tLanguage = { mPrevious, mPreviousLanguage };
}

} // namespace docmodel
