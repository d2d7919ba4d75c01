// SPDX-License-Identifier: GPL-3.0-or-later
#include "textlines.h"

#include <QCoreApplication>
#include <QFile>

#include <zlib.h>

#include <string>
#include <vector>

namespace docmodel::traffic {

namespace {

class LinesText
{
    Q_DECLARE_TR_FUNCTIONS(TrafficLog)
};

} // namespace

QString forEachLine(const QString &path, const std::function<bool(std::string_view)> &line,
    const std::function<bool()> &cancelled)
{
    // gzread passes a file that is not gzip through unchanged.
    gzFile file = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!file)
        return LinesText::tr("cannot open the file");
    gzbuffer(file, 1 << 20);
    const auto give = [&line](std::string_view text) {
        if (!text.empty() && text.back() == '\r')
            text.remove_suffix(1);
        return line(text);
    };
    std::string pending;
    std::vector<char> buffer(1 << 20);
    int got = 0;
    bool stopped = false;
    QString error;
    while (!stopped && (got = gzread(file, buffer.data(), unsigned(buffer.size()))) > 0) {
        if (cancelled && cancelled()) {
            error = LinesText::tr("cancelled");
            break;
        }
        size_t start = 0;
        const std::string_view chunk(buffer.data(), size_t(got));
        for (size_t end; !stopped && (end = chunk.find('\n', start)) != std::string_view::npos;
             start = end + 1) {
            if (pending.empty()) {
                stopped = !give(chunk.substr(start, end - start));
            } else {
                pending.append(chunk.substr(start, end - start));
                stopped = !give(pending);
                pending.clear();
            }
        }
        if (!stopped)
            pending.append(chunk.substr(start));
    }
    int code = Z_OK;
    const char *message = gzerror(file, &code);
    if (!stopped && error.isEmpty() && (got < 0 || (code != Z_OK && code != Z_STREAM_END)))
        error = LinesText::tr("the file cannot be read to its end (%1): a truncated .gz?")
                    .arg(QString::fromUtf8(message));
    gzclose(file);
    if (!stopped && error.isEmpty() && !pending.empty())
        give(pending);
    return error;
}

} // namespace docmodel::traffic
