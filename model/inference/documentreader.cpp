// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentreader.h"
#include "inferencetr.h"

#include <QCoreApplication>
#include <QString>

#include <bson/bson.h>
#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <memory>

namespace docmodel::inference {

namespace {


// The largest document a server stores is 16 MiB; mongodump's own limit
// adds some room for its internal fields.
constexpr uint32_t kMaxDocumentSize = 16 * 1024 * 1024 + 16 * 1024;
constexpr size_t kMaxSkippedErrors = 20;

bool endsWith(const std::string &text, const char *suffix)
{
    const size_t length = std::strlen(suffix);
    return text.size() >= length && text.compare(text.size() - length, length, suffix) == 0;
}

class Reading
{
public:
    Reading(const std::string &path, const ReadOptions &options, const DocumentVisitor &visit)
        : mPath(path), mOptions(options), mVisit(visit)
    {
    }

    // A document that cannot be used; false when reading must stop.
    bool bad(uint64_t offset, const std::string &message)
    {
        ReadError error { mPath, mResult.documents + mResult.skipped + 1, offset, message };
        if (!mOptions.skipBad) {
            mResult.ok = false;
            mResult.error = std::move(error);
            return false;
        }
        ++mResult.skipped;
        if (mResult.skippedErrors.size() < kMaxSkippedErrors)
            mResult.skippedErrors.push_back(std::move(error));
        return true;
    }

    bool deliver(const uint8_t *data, size_t length, uint64_t offset)
    {
        std::string problem;
        if (!mVisit(data, length, { mResult.documents + mResult.skipped + 1, offset }, &problem))
            return bad(offset, problem);
        ++mResult.documents;
        return true;
    }

    bool cancelled()
    {
        if (mOptions.cancelled && mOptions.cancelled()) {
            mResult.cancelled = true;
            mResult.ok = false;
            mResult.error = { mPath, 0, 0, Inference::tr("cancelled").toStdString() };
            return true;
        }
        return false;
    }

    void fail(const std::string &message)
    {
        mResult.ok = false;
        mResult.error = { mPath, 0, 0, message };
    }

    ReadResult &result() { return mResult; }
    const std::string &path() const { return mPath; }
    const ReadOptions &options() const { return mOptions; }

private:
    std::string mPath;
    const ReadOptions &mOptions;
    const DocumentVisitor &mVisit;
    ReadResult mResult;
};

// mongodump's files: a 4-byte little-endian length, then the rest of the
// document; zlib reads .gz and plain files alike.
void readBson(Reading &reading)
{
    gzFile file = gzopen(reading.path().c_str(), "rb");
    if (!file) {
        reading.fail(Inference::tr("cannot be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))).toStdString());
        return;
    }
    uint64_t total = 0;
    if (FILE *plain = std::fopen(reading.path().c_str(), "rb")) {
        std::fseek(plain, 0, SEEK_END);
        total = uint64_t(std::ftell(plain));
        std::fclose(plain);
    }
    // Buffers of 1 and 4 MiB, smaller for small files.
    gzbuffer(file, unsigned(std::clamp<uint64_t>(total, 8192, 1 << 20)));
    const std::unique_ptr<gzFile_s, int (*)(gzFile)> closer(file, gzclose);
    std::vector<uint8_t> buffer(size_t(std::clamp<uint64_t>(total, 65536, 4 << 20)));
    size_t filled = 0; // bytes in buffer
    size_t start = 0; // the next document's first byte in buffer
    uint64_t offset = 0; // of buffer[start] in the (uncompressed) stream
    bool end = false;
    uint64_t sinceProgress = 0;
    while (true) {
        // Enough bytes for the length prefix and the whole document?
        const size_t available = filled - start;
        uint32_t length = 0;
        if (available >= 4) {
            std::memcpy(&length, buffer.data() + start, 4);
            length = BSON_UINT32_FROM_LE(length);
            if (length < 5 || length > kMaxDocumentSize) {
                // Nothing says where the next document begins.
                reading.bad(offset, Inference::tr("bad length prefix %1 (a document has 5 to %2 bytes); the rest of the file "
                                       "cannot be read")
                                        .arg(length)
                                        .arg(kMaxDocumentSize)
                                        .toStdString());
                if (reading.options().skipBad)
                    reading.result().bytes = total;
                return;
            }
            if (available >= length) {
                const uint8_t *data = buffer.data() + start;
                if (data[length - 1] != 0) {
                    if (!reading.bad(offset, Inference::tr("the document of %1 bytes does not end with a zero byte").arg(length).toStdString()))
                        return;
                } else if (!reading.deliver(data, length, offset)) {
                    return;
                }
                start += length;
                offset += length;
                sinceProgress += length;
                if (sinceProgress >= (8u << 20)) {
                    sinceProgress = 0;
                    if (reading.cancelled())
                        return;
                    if (reading.options().progress)
                        reading.options().progress(uint64_t(gzoffset(file)), total);
                }
                continue;
            }
        }
        if (end) {
            if (available > 0)
                reading.bad(offset, (available < 4 ? Inference::tr("truncated: %1 bytes left, too few for a length prefix").arg(available)
                                                   : Inference::tr("truncated: the document claims %1 bytes, the file ends after %2")
                                                         .arg(length)
                                                         .arg(available))
                                        .toStdString());
            reading.result().bytes = total;
            if (reading.options().progress)
                reading.options().progress(total, total);
            return;
        }
        // Move what is left to the front, make room for a whole document, read on.
        std::memmove(buffer.data(), buffer.data() + start, available);
        filled = available;
        start = 0;
        if (length > buffer.size())
            buffer.resize(length);
        const int got = gzread(file, buffer.data() + filled, unsigned(buffer.size() - filled));
        if (got < 0) {
            int code = 0;
            reading.fail(Inference::tr("cannot be read at byte %1: %2").arg(offset + filled).arg(QString::fromUtf8(gzerror(file, &code))).toStdString());
            return;
        }
        if (got == 0)
            end = true;
        filled += size_t(got);
    }
}

// The end of the JSON value starting at text[start] ('{'), or npos when it
// does not end: strings and their escapes are skipped, braces and brackets
// counted.
size_t valueEnd(const std::string &text, size_t start)
{
    int depth = 0;
    bool inString = false;
    for (size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if ((c == '}' || c == ']') && --depth == 0)
            return i + 1;
    }
    return std::string::npos;
}

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// mongoexport's files: documents one after another (one a line by
// default, or pretty-printed), or a JSON array of them (--jsonArray); each
// parsed by libbson, so relaxed and canonical Extended JSON v2 both work.
void readJson(Reading &reading)
{
    std::string text;
    {
        FILE *file = std::fopen(reading.path().c_str(), "rb");
        if (!file) {
            reading.fail(Inference::tr("cannot be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))).toStdString());
            return;
        }
        std::fseek(file, 0, SEEK_END);
        const long size = std::ftell(file);
        std::fseek(file, 0, SEEK_SET);
        text.resize(size > 0 ? size_t(size) : 0);
        const size_t got = text.empty() ? 0 : std::fread(text.data(), 1, text.size(), file);
        std::fclose(file);
        if (got != text.size()) {
            reading.fail(Inference::tr("cannot be read").toStdString());
            return;
        }
    }
    reading.result().bytes = text.size();
    size_t at = 0;
    auto skipSpace = [&] {
        while (at < text.size() && isSpace(text[at]))
            ++at;
    };
    skipSpace();
    if (at + 3 <= text.size() && static_cast<unsigned char>(text[at]) == 0xEF)
        at += 3; // a byte order mark
    skipSpace();
    const bool array = at < text.size() && text[at] == '[';
    if (array) {
        ++at;
        skipSpace();
    }
    while (true) {
        skipSpace();
        if (at >= text.size()) {
            if (array)
                reading.bad(at, Inference::tr("the JSON array is not closed with ]").toStdString());
            return;
        }
        if (array && text[at] == ']')
            return;
        if (text[at] != '{') {
            reading.bad(at, Inference::tr("expected a document ({) but found \"%1\"").arg(QString::fromUtf8(text.substr(at, 1).c_str())).toStdString());
            return; // nothing says where the next document begins
        }
        const size_t end = valueEnd(text, at);
        if (end == std::string::npos) {
            reading.bad(at, Inference::tr("truncated: the document does not end").toStdString());
            return;
        }
        bson_t document;
        bson_error_t error;
        if (!bson_init_from_json(&document, text.data() + at, ssize_t(end - at), &error)) {
            if (!reading.bad(at, Inference::tr("not valid Extended JSON: %1").arg(QString::fromUtf8(error.message)).toStdString()))
                return;
        } else {
            const bool delivered = reading.deliver(bson_get_data(&document), document.len, at);
            bson_destroy(&document);
            if (!delivered)
                return;
        }
        at = end;
        skipSpace();
        if (array && at < text.size() && text[at] == ',')
            ++at;
        if ((reading.result().documents & 0xFFF) == 0 && reading.cancelled())
            return;
    }
}

} // namespace

std::string ReadError::toString() const
{
    if (document == 0)
        return file + ": " + message;
    return Inference::tr("%1: document %2 at byte %3: %4")
        .arg(QString::fromStdString(file))
        .arg(document)
        .arg(offset)
        .arg(QString::fromStdString(message))
        .toStdString();
}

FileFormat formatOfFile(const std::string &path)
{
    return endsWith(path, ".bson") || endsWith(path, ".bson.gz") ? FileFormat::BsonDump : FileFormat::ExtendedJson;
}

ReadResult readDocuments(const std::string &path, const ReadOptions &options, const DocumentVisitor &visit)
{
    Reading reading(path, options, visit);
    if (formatOfFile(path) == FileFormat::BsonDump)
        readBson(reading);
    else
        readJson(reading);
    return reading.result();
}

} // namespace docmodel::inference
