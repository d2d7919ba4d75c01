// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cstddef>

namespace docmodel::inference {

// The translation context of inference's messages.
class Inference
{
    Q_DECLARE_TR_FUNCTIONS(Inference)
};

// A count as the person's locale writes it.
inline QString number(size_t value)
{
    return QLocale().toString(qulonglong(value));
}

// part of whole in percent: one decimal, none when it is all of it.
inline QString percentOf(size_t part, size_t whole)
{
    return QLocale().toString(whole ? 100.0 * double(part) / double(whole) : 0.0, 'f', part == whole ? 0 : 1);
}

} // namespace docmodel::inference
