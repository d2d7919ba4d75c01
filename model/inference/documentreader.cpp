// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentreader.h"
#include "inferencetr.h"
#include "jsontobson.h"

#include <QCoreApplication>
#include <QString>

#include <bson/bson.h>
#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <string_view>
#include <optional>

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

// The largest document a JSON file may spell: canonical Extended JSON takes
// a few times the bytes of the BSON it stands for.
constexpr uint64_t kMaxJsonDocumentSize = uint64_t(64) << 20;
constexpr size_t kJsonChunk = size_t(1) << 20;
constexpr size_t kReadAhead = 64;

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// A JSON file read a chunk at a time: the bytes from `keep` on stay in
// memory, so memory holds one document, whatever the file's size.
class JsonStream
{
public:
    explicit JsonStream(FILE *file) : mFile(file) { }

    // The buffer always has kReadAhead allocated bytes past its end.
    static constexpr bool kReadAheadSafe = true;

    // The byte at an offset of the file; -1 past its end (or on a read error).
    int at(uint64_t offset, uint64_t keep)
    {
        while (offset >= mBase + mBuffer.size())
            if (!more(keep))
                return -1;
        return static_cast<unsigned char>(mBuffer[size_t(offset - mBase)]);
    }
    // The bytes in memory from an offset on (more read when there are none);
    // empty past the end of the file.
    std::string_view span(uint64_t offset, uint64_t keep)
    {
        if (at(offset, keep) < 0)
            return {};
        return std::string_view(mBuffer).substr(size_t(offset - mBase));
    }
    // The bytes from an offset to the end of its line (the newline left
    // out) or of the file; empty when the line is longer than `limit`.
    std::string_view line(uint64_t offset, uint64_t limit)
    {
        uint64_t searched = offset;
        while (true) {
            const std::string_view rest = span(searched, offset);
            if (rest.empty()) // the file ends: the last line
                return std::string_view(mBuffer).substr(size_t(offset - mBase));
            if (const void *newline = std::memchr(rest.data(), '\n', rest.size()))
                return std::string_view(data(offset), size_t(static_cast<const char *>(newline) - data(offset)));
            searched += rest.size();
            if (searched - offset > limit)
                return {};
        }
    }
    const char *data(uint64_t offset) const { return mBuffer.data() + (offset - mBase); }
    bool failed() const { return mFailed; }

private:
    bool more(uint64_t keep)
    {
        if (keep > mBase) {
            mBuffer.erase(0, size_t(keep - mBase));
            mBase = keep;
        }
        const size_t old = mBuffer.size();
        // Room past the end that a parser may read ahead into (simdjson's
        // padding): the text it parses is never copied.
        mBuffer.reserve(old + kJsonChunk + kReadAhead);
        mBuffer.resize(old + kJsonChunk);
        const size_t got = std::fread(mBuffer.data() + old, 1, kJsonChunk, mFile);
        mBuffer.resize(old + got);
        mFailed = mFailed || std::ferror(mFile);
        return got > 0;
    }

    FILE *mFile;
    std::string mBuffer;
    uint64_t mBase = 0; // the file offset of mBuffer[0]
    bool mFailed = false;
};

// mongoexport's files: documents one after another (one a line by
// default, or pretty-printed), or a JSON array of them (--jsonArray); each
// converted by JsonToBson (simdjson, libbson where it must), so relaxed and
// canonical Extended JSON v2 both work.
// Read as a stream: only the document being parsed is held.
// Where the JSON document that starts at `at` ends: strings and their
// escapes skipped, braces and brackets counted. Nothing, with the reason
// given to `reading`, when it does not end or is too large.
std::optional<uint64_t> documentEnd(JsonStream &stream, uint64_t at, Reading &reading)
{
    int depth = 0;
    bool inString = false;
    bool escaped = false; // the last byte was a backslash in a string
    uint64_t end = at;
    // A whole buffered span at a time: most bytes are in strings, skipped to
    // the next quote or backslash by memchr-like searches.
    for (std::string_view chunk; !(chunk = stream.span(end, at)).empty();) {
        const char *p = chunk.data();
        const char *const last = p + chunk.size();
        while (p < last) {
            if (inString) {
                if (escaped) {
                    escaped = false;
                    ++p;
                    continue;
                }
                const char *quote = static_cast<const char *>(std::memchr(p, '"', size_t(last - p)));
                const char *slash = static_cast<const char *>(std::memchr(p, '\\', size_t((quote ? quote : last) - p)));
                if (slash) {
                    escaped = true;
                    p = slash + 1;
                } else if (quote) {
                    inString = false;
                    p = quote + 1;
                } else {
                    p = last;
                }
                continue;
            }
            const char c = *p++;
            if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                return end + uint64_t(p - chunk.data());
            }
        }
        end += chunk.size();
        if (end - at > kMaxJsonDocumentSize) {
            reading.bad(at, Inference::tr("a document of more than %1 MiB of JSON; the rest of the file cannot be read")
                                .arg(kMaxJsonDocumentSize >> 20)
                                .toStdString());
            return std::nullopt;
        }
    }
    reading.bad(at, Inference::tr("truncated: the document does not end").toStdString());
    return std::nullopt;
}

void readJson(Reading &reading)
{
    FILE *file = std::fopen(reading.path().c_str(), "rb");
    if (!file) {
        reading.fail(Inference::tr("cannot be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))).toStdString());
        return;
    }
    const std::unique_ptr<FILE, int (*)(FILE *)> closer(file, std::fclose);
    std::fseek(file, 0, SEEK_END);
    const uint64_t total = uint64_t(std::max(0L, std::ftell(file)));
    std::fseek(file, 0, SEEK_SET);
    reading.result().bytes = total;
    JsonStream stream(file);
    JsonToBson converter;
    uint64_t at = 0;
    auto skipSpace = [&] {
        int c;
        while ((c = stream.at(at, at)) >= 0 && isSpace(char(c)))
            ++at;
    };
    skipSpace();
    if (stream.at(at, at) == 0xEF)
        at += 3; // a byte order mark
    skipSpace();
    const bool array = stream.at(at, at) == '[';
    if (array) {
        ++at;
        skipSpace();
    }
    uint64_t sinceProgress = 0;
    uint64_t sharedLineEnd = 0; // documents that start before it share a line
    while (true) {
        skipSpace();
        const int first = stream.at(at, at);
        if (stream.failed()) {
            reading.fail(Inference::tr("cannot be read at byte %1").arg(at).toStdString());
            return;
        }
        if (first < 0) {
            if (array)
                reading.bad(at, Inference::tr("the JSON array is not closed with ]").toStdString());
            break;
        }
        if (array && first == ']')
            break;
        if (first != '{') {
            // Nothing says where the next document begins.
            reading.bad(at, Inference::tr("expected a document ({) but found \"%1\"; the rest of the file cannot be read")
                                .arg(QChar::fromLatin1(char(first)))
                                .toStdString());
            return;
        }
        bson_t document;
        bson_error_t error;
        // mongoexport writes a document a line: the line, when it is one
        // whole document, needs no scan for where it ends. Not in an array
        // (a comma follows each), nor again on a line that held more than one
        // document (a file of documents run together is read in one pass).
        std::optional<bool> converted;
        uint64_t end = 0;
        if (!array && at >= sharedLineEnd) {
            const std::string_view line = stream.line(at, kMaxJsonDocumentSize);
            if (!line.empty())
                converted = converter.convertWhole(line, &document, &error, JsonStream::kReadAheadSafe);
            end = at + (line.empty() ? kMaxJsonDocumentSize : line.size());
            if (!converted)
                sharedLineEnd = end;
        }
        if (!converted) {
            const std::optional<uint64_t> found = documentEnd(stream, at, reading);
            if (!found)
                return;
            end = *found;
            converted = converter.convert(std::string_view(stream.data(at), size_t(end - at)), &document, &error);
        }
        if (!*converted) {
            if (!reading.bad(at, Inference::tr("not valid Extended JSON: %1").arg(QString::fromUtf8(error.message)).toStdString()))
                return;
        } else {
            const bool delivered = reading.deliver(bson_get_data(&document), document.len, at);
            bson_destroy(&document);
            if (!delivered)
                return;
        }
        sinceProgress += end - at;
        at = end;
        skipSpace();
        if (array && stream.at(at, at) == ',')
            ++at;
        if (sinceProgress >= (8u << 20)) {
            sinceProgress = 0;
            if (reading.cancelled())
                return;
            if (reading.options().progress)
                reading.options().progress(at, total);
        }
    }
    if (reading.options().progress)
        reading.options().progress(total, total);
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
