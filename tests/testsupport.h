#pragma once

#include "schema/model.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace docmodel::test {

QString sourcePath(const QString &relative);
QStringList exampleFiles();
QByteArray readFile(const QString &path);
bool writeFile(const QString &path, const QByteArray &bytes);
// A model that sets every value the file format has, none at its default.
Model fullModel();

} // namespace docmodel::test
