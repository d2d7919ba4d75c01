// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parser behind parseShellDocument (shellsyntax.h), in two files by what
// they read: the document's grammar (shellsyntax.cpp) and the shell's value
// constructors such as ObjectId(…) and ISODate(…) (shellconstructors.cpp).
#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace docmodel::shell {

using Json = nlohmann::ordered_json;

class ShellSyntax
{
    Q_DECLARE_TR_FUNCTIONS(ShellSyntax)
};

// Thrown at the first mistake, with where it is.
struct ParseFailure {
    size_t offset;
    QString message;
};

constexpr int kMaxDepth = 100;

bool isIdentifierStart(char c);
bool isIdentifierPart(char c);
QString quotedText(std::string_view text);
// A whole integer of `text` within [min, max], or nullopt.
std::optional<int64_t> integerIn(std::string_view text, int64_t min, int64_t max);

// Reads one document of mongosh's syntax into canonical Extended JSON;
// throws ParseFailure at the first mistake.
class ShellParser
{
public:
    explicit ShellParser(std::string_view text)
        : mText(text)
    { }

    Json document();

private:
    [[noreturn]] void fail(size_t offset, const QString &message) const
    {
        throw ParseFailure { offset, message };
    }

    char peek() const { return mPos < mText.size() ? mText[mPos] : '\0'; }

    // The document's grammar (shellsyntax.cpp).
    void skipSpace();
    void expect(char c, const QString &message);
    std::string_view identifier();
    Json object(int depth);
    std::string objectKey();
    Json array(int depth);
    Json value(int depth);
    std::string string();
    uint32_t hexDigits(int count);
    uint32_t unicodeEscape();
    Json number();
    // As mongosh sends a JavaScript number: an int when it is whole and
    // fits, a double otherwise.
    static Json numberValue(double value);
    Json regex();
    // true, false, null, undefined, Infinity, NaN and the shell's constructors.
    Json word(int depth);

    // The shell's constructors (shellconstructors.cpp).

    // The argument of a one-argument constructor: a string or a number, as
    // written (the number's literal text).
    struct Argument {
        std::string text;
        bool isString = false;
        bool present = false;
        size_t offset = 0;
    };
    Argument argument();
    Json construct(std::string_view name, size_t start, int depth);
    Json objectId(const Argument &arg, size_t start);
    Json date(const Argument &arg);
    Json timestamp(int depth);
    Json uuid(const Argument &arg);
    // Binary.createFromBase64(data, subtype): the subtype is 0 when left out.
    Json binaryFromBase64();
    Json binData();
    Json binaryValue(const Argument &data, int64_t subType, const QString &shown);

    std::string_view mText;
    size_t mPos = 0;
};

} // namespace docmodel::shell
