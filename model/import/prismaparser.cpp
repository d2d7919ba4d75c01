// SPDX-License-Identifier: GPL-3.0-or-later
#include "prismaparser.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

namespace docmodel::prisma {

namespace {

// Deep enough for any real schema, shallow enough for the stack.
constexpr int kMaximumDepth = 64;

bool isSettings(const Block &block)
{
    return block.keyword == "datasource" || block.keyword == "generator";
}

std::string inQuotes(std::string_view text)
{
    return "\"" + std::string(text) + "\"";
}

std::string joinLines(const std::vector<std::string> &lines)
{
    std::string joined;
    for (size_t i = 0; i < lines.size(); ++i)
        joined += (i ? "\n" : "") + lines[i];
    return joined;
}

void appendUtf8(std::string &out, uint32_t code)
{
    static constexpr unsigned char leads[] = { 0, 0xC0, 0xE0, 0xF0 };
    const int continuations = code < 0x80 ? 0 : code < 0x800 ? 1 : code < 0x10000 ? 2 : 3;
    out += char(leads[continuations] | (code >> (6 * continuations)));
    for (int shift = 6 * (continuations - 1); shift >= 0; shift -= 6)
        out += char(0x80 | ((code >> shift) & 0x3F));
}

template <typename Item>
const Item *findByName(const std::vector<Item> &items, std::string_view name)
{
    const auto found = std::ranges::find(items, name, &Item::name);
    return found == items.end() ? nullptr : &*found;
}

// Recursive descent over the bytes; every rule returns false once the first
// error is recorded, so nothing after it is read.
class Parser
{
public:
    explicit Parser(std::string_view text)
        : mText(text)
    {
        if (mText.starts_with("\xEF\xBB\xBF")) // a byte order mark some editors write
            mCursor.offset = 3;
    }

    const ParseError &error() const { return mError; }

    bool parse(Schema &schema)
    {
        for (;;) {
            std::string documentation = skipToContent(true);
            if (atEnd())
                return true;
            Block block;
            block.documentation = std::move(documentation);
            if (!parseBlock(schema, block))
                return false;
            schema.blocks.push_back(std::move(block));
        }
    }

private:
    struct Cursor {
        size_t offset = 0;
        Position at;
    };

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    static bool isIdentifierStart(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }
    static bool isIdentifierChar(char c) { return isIdentifierStart(c) || isDigit(c); }
    // \r is a space, so CRLF files read like LF ones.
    static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r'; }
    // Characters some rule of the grammar starts with; any other is unexpected.
    static bool isTokenStart(char c)
    {
        return isIdentifierChar(c) || isSpace(c)
            || std::string_view("\n{}()[]@,:=?\"-./").find(c) != std::string_view::npos;
    }

    bool atEnd() const { return mCursor.offset >= mText.size(); }
    char peek(size_t ahead = 0) const
    {
        return mCursor.offset + ahead < mText.size() ? mText[mCursor.offset + ahead] : '\0';
    }
    bool startsWith(std::string_view prefix) const
    {
        return mText.substr(mCursor.offset).starts_with(prefix);
    }

    void advance(int count = 1)
    {
        for (; count > 0 && !atEnd(); --count) {
            const bool newline = mText[mCursor.offset++] == '\n';
            mCursor.at.line += newline;
            mCursor.at.column = newline ? 1 : mCursor.at.column + 1;
        }
    }
    char take()
    {
        const char c = peek();
        advance();
        return c;
    }
    bool accept(char c)
    {
        const bool found = !atEnd() && peek() == c;
        advance(found);
        return found;
    }
    template <typename Predicate> std::string takeWhile(Predicate predicate)
    {
        std::string taken;
        while (!atEnd() && predicate(peek()))
            taken += take();
        return taken;
    }
    std::string readIdentifier() { return takeWhile(isIdentifierChar); }
    // db.ObjectId: attribute and function names may be dotted.
    std::string readDottedName()
    {
        std::string name = readIdentifier();
        while (peek() == '.' && isIdentifierStart(peek(1))) {
            advance();
            name += "." + readIdentifier();
        }
        return name;
    }

    void skipSpaces() { takeWhile(isSpace); }
    // Inside brackets, where lines may break and comments may sit.
    void skipBlank()
    {
        for (;;) {
            skipSpaces();
            if (startsWith("//"))
                readComment();
            else if (!accept('\n'))
                return;
        }
    }
    // From // to the end of the line, which is left for the caller; without
    // the slashes and one leading space.
    std::string readComment(bool *documentation = nullptr)
    {
        advance(2);
        const bool slash = accept('/');
        if (documentation)
            *documentation = slash;
        accept(' ');
        std::string text = takeWhile([](char c) { return c != '\n'; });
        return text.erase(text.find_last_not_of(" \t\r") + 1);
    }
    // Blank and comment lines up to the next line with content; returns the
    // comments right above that line, or only the /// ones unless `anyComment`.
    std::string skipToContent(bool anyComment)
    {
        std::vector<std::string> comments;
        for (skipSpaces(); !atEnd(); skipSpaces()) {
            if (accept('\n')) {
                comments.clear(); // a blank line parts comments from what follows
                continue;
            }
            if (!startsWith("//"))
                break;
            bool documentation = false;
            std::string text = readComment(&documentation);
            if (documentation || anyComment)
                comments.push_back(std::move(text));
            else
                comments.clear();
            accept('\n');
        }
        return joinLines(comments);
    }

    bool failAt(Position at, std::string message)
    {
        if (mError.message.empty())
            mError = { at, std::move(message) };
        return false;
    }
    bool fail(const std::string &expected)
    {
        if (!atEnd() && !isTokenStart(peek()))
            return failAt(mCursor.at, "unexpected character " + describeCharacter());
        return failAt(mCursor.at, "expected " + expected + ", found " + describeHere());
    }
    std::string describeHere() const
    {
        if (atEnd())
            return "the end of the file";
        if (peek() == '\n')
            return "a new line";
        size_t length = 1;
        while (isIdentifierChar(peek()) && isIdentifierChar(peek(length)))
            ++length;
        return inQuotes(mText.substr(mCursor.offset, length));
    }
    // A whole UTF-8 character when it is one, else the byte in hex.
    std::string describeCharacter() const
    {
        const auto lead = static_cast<unsigned char>(peek());
        const size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
        const std::string_view sequence = mText.substr(mCursor.offset, length);
        if (lead >= 0xC2 && lead <= 0xF4 && sequence.size() == length
            && std::ranges::all_of(sequence.substr(1), [](char c) { return (c & 0xC0) == 0x80; }))
            return inQuotes(sequence);
        if (lead >= 0x20 && lead < 0x7F)
            return inQuotes(sequence.substr(0, 1));
        const char *hex = "0123456789ABCDEF";
        return std::string("0x") + hex[lead >> 4] + hex[lead & 0xF];
    }

    // The rest of a line: spaces and maybe a comment, then a new line or the end.
    bool endLine(const std::string &after, std::string *comment = nullptr)
    {
        skipSpaces();
        if (startsWith("//")) {
            std::string text = readComment();
            if (comment)
                *comment = std::move(text);
        }
        return atEnd() || accept('\n') || fail("a new line after " + after);
    }

    bool parseBlock(const Schema &schema, Block &block)
    {
        static constexpr std::string_view keywords[]
            = { "model", "type", "view", "enum", "datasource", "generator" };
        const std::string expected = "model, type, enum, view, datasource or generator";
        block.at = mCursor.at;
        if (!isIdentifierStart(peek()))
            return fail(expected);
        block.keyword = readIdentifier();
        if (std::ranges::find(keywords, block.keyword) == std::end(keywords))
            return failAt(block.at, "expected " + expected + ", found " + inQuotes(block.keyword));
        skipSpaces();
        if (!isIdentifierStart(peek()))
            return fail("a name after " + block.keyword);
        block.name = readIdentifier();
        if (!checkNewBlock(schema, block))
            return false;
        skipSpaces();
        if (!accept('{'))
            return fail("{ after " + block.keyword + " " + inQuotes(block.name));
        skipSpaces();
        if (peek() != '}' && !endLine("{"))
            return false;
        return parseBody(block) && endLine("}");
    }

    bool checkNewBlock(const Schema &schema, const Block &block)
    {
        for (const Block &other : schema.blocks) {
            // Models, types, views and enums share one space of names.
            const bool clash
                = isSettings(other) || isSettings(block) ? other.keyword == block.keyword : true;
            if (other.name != block.name || !clash)
                continue;
            const std::string what = "the " + block.keyword + " " + inQuotes(block.name);
            if (other.keyword == block.keyword)
                return failAt(block.at, what + " is defined twice");
            return failAt(block.at,
                what + " has the name of the " + other.keyword + " " + inQuotes(other.name));
        }
        return true;
    }

    // The lines between { and }, the } included.
    bool parseBody(Block &block)
    {
        for (;;) {
            std::string documentation = skipToContent(false);
            if (atEnd())
                return fail("} to close the " + block.keyword + " " + inQuotes(block.name));
            if (accept('}'))
                return true;
            if (!parseLine(block, std::move(documentation)))
                return false;
        }
    }

    bool parseLine(Block &block, std::string documentation)
    {
        if (isSettings(block))
            return isIdentifierStart(peek()) ? parseAssignment(block) : fail("a setting or }");
        if (startsWith("@@")) {
            Attribute &attribute = block.attributes.emplace_back();
            return parseAttribute(attribute) && endLine("the attribute @@" + attribute.name);
        }
        if (!isIdentifierStart(peek()))
            return fail(block.keyword == "enum" ? "an enum value, @@attribute or }"
                                                : "a field, @@attribute or }");
        return parseDeclaration(block, std::move(documentation));
    }

    bool parseDeclaration(Block &block, std::string documentation)
    {
        const bool isEnum = block.keyword == "enum";
        Declaration declaration;
        declaration.at = mCursor.at;
        declaration.name = readIdentifier();
        const std::string what = (isEnum ? "the value " : "the field ") + inQuotes(declaration.name);
        if (block.declaration(declaration.name))
            return failAt(declaration.at, what + " appears twice in " + inQuotes(block.name));
        if (!isEnum && !parseFieldType(declaration))
            return false;
        for (skipSpaces(); peek() == '@' && peek(1) != '@'; skipSpaces()) {
            if (!parseAttribute(declaration.attributes.emplace_back()))
                return false;
        }
        std::string comment;
        if (!endLine(what, &comment))
            return false;
        if (!comment.empty())
            documentation += (documentation.empty() ? "" : "\n") + comment;
        declaration.documentation = std::move(documentation);
        block.declarations.push_back(std::move(declaration));
        return true;
    }

    // Type, Type?, Type[] or Unsupported("...") with its modifiers.
    bool parseFieldType(Declaration &declaration)
    {
        skipSpaces();
        if (!isIdentifierStart(peek()))
            return fail("a type after the field name " + inQuotes(declaration.name));
        declaration.type = readIdentifier();
        if (declaration.type == "Unsupported" && accept('(')) {
            skipBlank();
            if (peek() != '"')
                return fail("a string in Unsupported(...)");
            if (!parseString(declaration.unsupportedType))
                return false;
            skipBlank();
            if (!accept(')'))
                return fail(") after Unsupported(\"" + declaration.unsupportedType + "\"");
        }
        if (accept('[')) {
            if (!accept(']'))
                return fail("] after " + declaration.type + "[");
            declaration.list = true;
        }
        if (peek() == '?' && declaration.list)
            return failAt(mCursor.at, "a list cannot be optional");
        declaration.optional = accept('?');
        return true;
    }

    bool parseAssignment(Block &block)
    {
        const Position at = mCursor.at;
        std::string key = readIdentifier();
        for (const auto &assignment : block.assignments) {
            if (assignment.first == key)
                return failAt(
                    at, "the setting " + inQuotes(key) + " appears twice in " + inQuotes(block.name));
        }
        skipSpaces();
        if (!accept('='))
            return fail("= after " + inQuotes(key));
        skipSpaces();
        Value &value = block.assignments.emplace_back(key, Value()).second;
        return parseValue(value, 1) && endLine("the setting " + inQuotes(key));
    }

    // @name or @@name, with arguments when a ( follows.
    bool parseAttribute(Attribute &attribute)
    {
        attribute.at = mCursor.at;
        accept('@');
        accept('@');
        if (!isIdentifierStart(peek()))
            return fail("an attribute name after @");
        attribute.name = readDottedName();
        return peek() != '(' || parseArguments(attribute.arguments, 0, ')');
    }

    // (a, name: b) or [a, b], a trailing comma allowed; the cursor is on the opening bracket.
    bool parseArguments(std::vector<Argument> &arguments, int depth, char close)
    {
        advance();
        for (;;) {
            skipBlank();
            if (accept(close))
                return true;
            Argument &argument = arguments.emplace_back();
            if (close == ')')
                argument.name = readArgumentName();
            if (!parseValue(argument.value, depth + 1))
                return false;
            skipBlank();
            if (accept(close))
                return true;
            if (!accept(','))
                return fail(std::string(", or ") + close);
        }
    }

    // The `name:` of a named argument, or nothing with the cursor left where it was.
    std::string readArgumentName()
    {
        const Cursor start = mCursor;
        std::string name = isIdentifierStart(peek()) ? readIdentifier() : std::string();
        skipSpaces();
        if (!name.empty() && accept(':')) {
            skipBlank();
            return name;
        }
        mCursor = start;
        return {};
    }

    bool parseValue(Value &value, int depth)
    {
        value.at = mCursor.at;
        if (depth > kMaximumDepth)
            return failAt(value.at, "values nested too deeply");
        const char c = peek();
        if (c == '"') {
            value.kind = Value::Kind::String;
            return parseString(value.text);
        }
        if (c == '-' || isDigit(c)) {
            value.kind = Value::Kind::Number;
            return parseNumber(value.text);
        }
        if (c == '[') {
            value.kind = Value::Kind::List;
            return parseArguments(value.arguments, depth, ']');
        }
        if (!isIdentifierStart(c))
            return fail("a value");
        value.text = readDottedName();
        value.kind = peek() == '(' ? Value::Kind::Call : Value::Kind::Identifier;
        return value.kind == Value::Kind::Identifier || parseArguments(value.arguments, depth, ')');
    }

    // -1, 200, 3.5: kept as written.
    bool parseNumber(std::string &text)
    {
        if (accept('-'))
            text = "-";
        if (!isDigit(peek()))
            return fail("a digit after -");
        text += takeWhile(isDigit);
        if (peek() == '.' && isDigit(peek(1))) {
            text += take();
            text += takeWhile(isDigit);
        }
        return true;
    }

    bool parseString(std::string &text)
    {
        const Position open = mCursor.at;
        advance();
        for (;;) {
            if (atEnd() || peek() == '\n')
                return failAt(open, "unterminated string");
            const Position at = mCursor.at;
            const char c = take();
            if (c == '"')
                return true;
            if (c != '\\')
                text += c;
            else if (!atEnd() && peek() != '\n' && !parseEscape(text, at))
                return false;
        }
    }

    bool parseEscape(std::string &text, Position at)
    {
        static constexpr std::string_view escaped = "\"\\ntr", meant = "\"\\\n\t\r";
        const char c = take();
        if (c == 'u')
            return parseUnicodeEscape(text, at);
        const size_t index = escaped.find(c);
        if (index == std::string_view::npos)
            return failAt(at,
                c > 0x20 && c < 0x7F ? "unknown escape \\" + std::string(1, c)
                                     : std::string("unknown escape"));
        text += meant[index];
        return true;
    }

    // \uXXXX, with \uD83D\uDE00-style pairs joined into one character.
    bool parseUnicodeEscape(std::string &text, Position at)
    {
        uint32_t code = 0;
        if (!readHex(code))
            return failAt(at, "expected four hex digits after \\u");
        if (code >= 0xD800 && code < 0xDC00 && startsWith("\\u")) {
            const Cursor mark = mCursor;
            advance(2);
            uint32_t low = 0;
            if (readHex(low) && low >= 0xDC00 && low < 0xE000)
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            else
                mCursor = mark;
        }
        if (code >= 0xD800 && code < 0xE000)
            return failAt(at, "the \\u escape is half of a surrogate pair");
        appendUtf8(text, code);
        return true;
    }

    bool readHex(uint32_t &code)
    {
        const std::string_view digits = mText.substr(mCursor.offset, 4);
        const char *end = digits.data() + digits.size();
        const auto read = std::from_chars(digits.data(), end, code, 16);
        if (digits.size() < 4 || read.ec != std::errc() || read.ptr != end)
            return false;
        advance(4);
        return true;
    }

    std::string_view mText;
    Cursor mCursor;
    ParseError mError;
};

} // namespace

const Value *Attribute::argument(std::string_view name, int position) const
{
    for (const Argument &argument : arguments) {
        if (!name.empty() && argument.name == name)
            return &argument.value;
    }
    for (const Argument &argument : arguments) {
        if (argument.name.empty() && position-- == 0)
            return &argument.value;
    }
    return nullptr;
}

const Attribute *Declaration::attribute(std::string_view name) const
{
    return findByName(attributes, name);
}

const Attribute *Block::attribute(std::string_view name) const
{
    return findByName(attributes, name);
}

const Declaration *Block::declaration(std::string_view name) const
{
    return findByName(declarations, name);
}

const Block *Schema::block(std::string_view name) const
{
    for (const Block &block : blocks) {
        if (block.name == name && !isSettings(block))
            return &block;
    }
    return nullptr;
}

bool parseSchema(std::string_view text, Schema &schema, ParseError &error)
{
    schema = {};
    error = {};
    Parser parser(text);
    if (parser.parse(schema))
        return true;
    error = parser.error();
    return false;
}

} // namespace docmodel::prisma
