#pragma once

#include "schema/model.h"

#include <QString>
#include <QStringList>

namespace docmodel::test {

// Names that try to break out of every string a generator writes: quotes,
// backslashes, newlines, line separators, an injected statement, unicode,
// JavaScript keywords and __proto__, $ and . where MongoDB allows them.
Model hostileModel();

// Loads resources/examples/NAME.dmodel (an empty model when it cannot).
Model loadExample(const QString &name);

// The example names (file base names), sorted.
QStringList exampleNames();

} // namespace docmodel::test
