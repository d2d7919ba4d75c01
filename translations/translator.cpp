#include "translator.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace docmodel {

QString installTranslations(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    auto *app = QCoreApplication::instance();
    // English is the source language; its translation only adds plural
    // forms, and it is what every language without a translation gets.
    const QString code = locale.name().section(QLatin1Char('_'), 0, 0);
    QString file = QStringLiteral(":/i18n/docmodeler_%1.qm").arg(code);
    if (!QFile::exists(file))
        file = QStringLiteral(":/i18n/docmodeler_en.qm");
    auto *own = new QTranslator(app);
    if (own->load(file))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    auto *qt = new QTranslator(app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return code;
}

} // namespace docmodel
