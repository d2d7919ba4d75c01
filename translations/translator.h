// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

namespace docmodel {

// Installs DocModeler's and Qt's translations for a language ("de", "en"), or
// for the system locale when language is empty. Returns the language in use:
// "en" for a language DocModeler has no translation for.
QString installTranslations(const QString &language);

// Where the .qm files are: share/docmodeler/translations next to the
// program's bin directory (empty before a QCoreApplication exists).
QString translationsDirectory();

// The value of --lang CODE or --lang=CODE among a program's arguments (the
// first is the program): read before anything is printed, --help included.
QString languageArgument(const QStringList &arguments);

// The language installTranslations chose; "en" before it ran.
QString interfaceLanguage();

// The languages DocModeler's texts can be had in, "en" first.
QStringList availableLanguages();

// While it lives, texts translated on this thread come out in another
// language than the interface's: documentation is written in the language
// the user picks for it, and other threads go on in theirs.
class ScopedLanguage
{
public:
    // An empty or unknown language keeps the interface's.
    explicit ScopedLanguage(const QString &language);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage &) = delete;
    ScopedLanguage &operator=(const ScopedLanguage &) = delete;

    // The language texts come out in now ("de").
    QString language() const { return mLanguage; }

private:
    QString mLanguage;
    const QTranslator *mPrevious;
    QString mPreviousLanguage;
};

} // namespace docmodel
