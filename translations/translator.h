#pragma once

#include <QString>

namespace docmodel {

// Installs DocModeler's and Qt's translations for a language ("de", "en"), or
// for the system locale when language is empty. Returns the language in use.
QString installTranslations(const QString &language);

} // namespace docmodel
