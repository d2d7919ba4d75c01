// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsonposition.h"

#include "schema/field.h"

#include <algorithm>

namespace docmodel {

namespace {

// A scanner over text the model reader has already accepted; it still
// checks every bound, so text that is not JSON ends the search instead.
class Scanner
{
public:
    explicit Scanner(std::string_view text)
        : mText(text)
    { }

    char at(size_t offset) const { return offset < mText.size() ? mText[offset] : '\0'; }

    size_t skipSpace(size_t offset) const
    {
        while (at(offset) == ' ' || at(offset) == '\t' || at(offset) == '\n' || at(offset) == '\r')
            ++offset;
        return offset;
    }

    // One past the closing quote of the string starting at `offset`; npos when unclosed.
    size_t stringEnd(size_t offset) const
    {
        for (size_t i = offset + 1; i < mText.size(); ++i) {
            if (mText[i] == '\\')
                ++i;
            else if (mText[i] == '"')
                return i + 1;
        }
        return std::string_view::npos;
    }

    // The decoded text of the string token [begin, end).
    std::optional<std::string> stringValue(size_t begin, size_t end) const
    {
        const std::string_view raw = mText.substr(begin, end - begin);
        if (raw.find('\\') == std::string_view::npos)
            return std::string(raw.substr(1, raw.size() - 2));
        const JsonValue value = JsonValue::parse(raw, nullptr, false);
        return value.is_string() ? std::optional(value.get<std::string>()) : std::nullopt;
    }

    // One past the value starting at `offset`; npos when it does not end.
    size_t valueEnd(size_t offset) const
    {
        if (offset >= mText.size())
            return std::string_view::npos;
        if (mText[offset] == '"')
            return stringEnd(offset);
        if (mText[offset] != '{' && mText[offset] != '[') {
            while (offset < mText.size()
                && std::string_view(",]} \t\r\n").find(mText[offset]) == std::string_view::npos)
                ++offset;
            return offset;
        }
        int depth = 0;
        for (size_t i = offset; i < mText.size(); ++i) {
            const char c = mText[i];
            if (c == '"') {
                i = stringEnd(i);
                if (i == std::string_view::npos)
                    return i;
                --i;
            } else if (c == '{' || c == '[') {
                ++depth;
            } else if ((c == '}' || c == ']') && --depth == 0) {
                return i + 1;
            }
        }
        return std::string_view::npos;
    }

private:
    std::string_view mText;
};

// "/a~1b/0" gives "a/b" and "0".
std::vector<std::string> pointerTokens(const std::string &pointer)
{
    std::vector<std::string> tokens;
    for (size_t i = 0; i < pointer.size(); ++i) {
        if (pointer[i] == '/')
            tokens.emplace_back();
        else if (tokens.empty())
            break; // not a pointer
        else if (pointer[i] == '~' && i + 1 < pointer.size())
            tokens.back() += pointer[++i] == '1' ? '/' : '~';
        else
            tokens.back() += pointer[i];
    }
    return tokens;
}

} // namespace

JsonLocator::JsonLocator(std::string_view text)
    : mText(text)
{
    mLineStarts.push_back(0);
    for (size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            mLineStarts.push_back(i + 1);
}

std::optional<TextPosition> JsonLocator::locate(const std::string &pointer)
{
    size_t at = Scanner(mText).skipSpace(0);
    if (at >= mText.size())
        return std::nullopt;
    for (const std::string &token : pointerTokens(pointer)) {
        const std::optional<size_t> next = child(at, token);
        if (!next)
            break;
        at = *next;
    }
    return position(at);
}

std::optional<size_t> JsonLocator::child(size_t offset, const std::string &token)
{
    const std::map<std::string, size_t> &members = children(offset);
    const auto found = members.find(token);
    return found == members.end() ? std::nullopt : std::optional(found->second);
}

const std::map<std::string, size_t> &JsonLocator::children(size_t offset)
{
    const auto cached = mChildren.find(offset);
    if (cached != mChildren.end())
        return cached->second;
    std::map<std::string, size_t> &members = mChildren[offset];
    const Scanner scanner(mText);
    const bool array = scanner.at(offset) == '[';
    if (!array && scanner.at(offset) != '{')
        return members;
    const char close = array ? ']' : '}';
    size_t i = scanner.skipSpace(offset + 1);
    for (size_t index = 0; scanner.at(i) != close; ++index) {
        std::string key = std::to_string(index);
        if (!array) {
            const size_t keyEnd
                = scanner.at(i) == '"' ? scanner.stringEnd(i) : std::string_view::npos;
            const std::optional<std::string> name
                = keyEnd == std::string_view::npos ? std::nullopt : scanner.stringValue(i, keyEnd);
            if (!name)
                return members;
            key = *name;
            i = scanner.skipSpace(keyEnd);
            if (scanner.at(i) != ':')
                return members;
            i = scanner.skipSpace(i + 1);
        }
        members.emplace(std::move(key), i);
        const size_t end = scanner.valueEnd(i);
        if (end == std::string_view::npos)
            return members;
        i = scanner.skipSpace(end);
        if (scanner.at(i) == ',')
            i = scanner.skipSpace(i + 1);
        else if (scanner.at(i) != close)
            return members;
    }
    return members;
}

TextPosition JsonLocator::position(size_t offset) const
{
    const auto next = std::upper_bound(mLineStarts.begin(), mLineStarts.end(), offset);
    const size_t lineStart = *std::prev(next);
    TextPosition pos { int(next - mLineStarts.begin()), 1 };
    for (size_t i = lineStart; i < offset && i < mText.size(); ++i)
        if ((static_cast<unsigned char>(mText[i]) & 0xC0) != 0x80)
            ++pos.column; // continuation bytes belong to the code point before
    return pos;
}

} // namespace docmodel
