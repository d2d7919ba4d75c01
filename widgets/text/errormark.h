// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextEdit>

class QTextDocument;

namespace docmodel {

// A red wave under the character at a 1-based line and column, as the
// shell parser reports where the text stops reading.
QTextEdit::ExtraSelection errorMarkAt(QTextDocument *document, int line, int column, const QString &why = {});

// A red wave and tint over the word starting at `position`: a field that
// breaks a rule.
QTextEdit::ExtraSelection errorMarkOfWord(QTextDocument *document, int position, const QString &why);

} // namespace docmodel
