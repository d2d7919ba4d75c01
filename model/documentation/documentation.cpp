// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentation.h"

#include "docoutline.h"
#include "export/mermaid.h"

#include <algorithm>

namespace docmodel {

namespace {

// Table cells are one line, and | would end a cell; outside code, < would
// start raw HTML.
std::string markdownCell(const std::string &text, bool code = false)
{
    std::string out;
    for (char c : text) {
        if (c == '<' && !code)
            out += "&lt;";
        else if (c == '|')
            out += "\\|";
        else if (c == '\n' || c == '\r')
            out += ' ';
        else
            out += c;
    }
    return out;
}

// A code span whose fence is longer than any run of backticks inside.
std::string codeSpan(const std::string &text)
{
    if (text.empty())
        return {};
    size_t longest = 0;
    size_t run = 0;
    for (char c : text) {
        run = c == '`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const std::string fence(longest + 1, '`');
    const bool pad = text.front() == '`' || text.back() == '`' || longest > 0;
    return fence + (pad ? " " : "") + markdownCell(text, true) + (pad ? " " : "") + fence;
}

std::string markdownTable(const DocBlock &table)
{
    auto row = [&](const std::vector<std::string> &cells, bool header) {
        std::string out = "|";
        for (size_t i = 0; i < cells.size(); ++i) {
            const bool code = !header && std::ranges::count(table.codeColumns, i) > 0;
            out += " " + (code ? codeSpan(cells[i]) : markdownCell(cells[i])) + " |";
        }
        return out + "\n";
    };
    std::string out = row(table.header, true) + "|";
    for (size_t i = 0; i < table.header.size(); ++i)
        out += " --- |";
    out += "\n";
    for (const auto &cells : table.rows)
        out += row(cells, false);
    return out + "\n";
}

std::string html(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string htmlTable(const DocBlock &table)
{
    std::string out = "<table>\n<tr>";
    for (const std::string &cell : table.header)
        out += "<th>" + html(cell) + "</th>";
    out += "</tr>\n";
    for (const auto &cells : table.rows) {
        out += "<tr>";
        for (size_t i = 0; i < cells.size(); ++i) {
            const bool code = std::ranges::count(table.codeColumns, i) > 0 && !cells[i].empty();
            out += "<td>" + (code ? "<code>" + html(cells[i]) + "</code>" : html(cells[i]))
                + "</td>";
        }
        out += "</tr>\n";
    }
    return out + "</table>\n";
}

constexpr const char *kStyle = R"(<style>
body { font-family: sans-serif; margin: 2em auto; max-width: 70em; color: #222; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
.diagram { overflow: auto; border: 1px solid #ddd; }
</style>
)";

// Large models make long pages: growing the string step by step costs more
// than writing it.
size_t expectedBytes(const Model &model)
{
    return model.entities.size() * 4096;
}

} // namespace

std::string exportMarkdown(const Model &model)
{
    std::string out;
    out.reserve(expectedBytes(model));
    for (const DocBlock &block : documentationOutline(model)) {
        switch (block.kind) {
        case DocBlock::Kind::Heading:
            out += std::string(size_t(block.level), '#') + " " + markdownCell(block.text) + "\n\n";
            break;
        case DocBlock::Kind::Paragraph:
            out += markdownCell(block.text) + "\n\n";
            break;
        case DocBlock::Kind::Table:
            out += markdownTable(block);
            break;
        case DocBlock::Kind::Diagram:
            out += "```mermaid\n" + exportMermaid(model) + "```\n\n";
            break;
        }
    }
    out.pop_back(); // one newline at the end
    return out;
}

std::string exportHtml(const Model &model, const ExportOptions &options)
{
    std::string out = "<!DOCTYPE html>\n<html lang=\"" + html(options.language)
        + "\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + html(model.name) + "</title>\n"
        + kStyle + "</head>\n<body>\n";
    out.reserve(expectedBytes(model) + options.diagramSvg.size());
    for (const DocBlock &block : documentationOutline(model)) {
        const std::string level = std::to_string(block.level);
        switch (block.kind) {
        case DocBlock::Kind::Heading:
            out += "<h" + level + ">" + html(block.text) + "</h" + level + ">\n";
            break;
        case DocBlock::Kind::Paragraph:
            out += "<p>" + html(block.text) + "</p>\n";
            break;
        case DocBlock::Kind::Table:
            out += htmlTable(block);
            break;
        case DocBlock::Kind::Diagram:
            if (!options.diagramSvg.empty())
                out += "<div class=\"diagram\">\n" + options.diagramSvg + "\n</div>\n";
            else
                out += "<pre class=\"mermaid\">\n" + html(exportMermaid(model)) + "</pre>\n";
            break;
        }
    }
    return out + "</body>\n</html>\n";
}

} // namespace docmodel
