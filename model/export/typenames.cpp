// SPDX-License-Identifier: GPL-3.0-or-later
#include "typenames.h"

#include "schema/derivedfields.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace docmodel {

std::map<std::string, std::string> embeddedChildren(const Model &model, const Entity &entity)
{
    std::map<std::string, std::string> out;
    for (const Relationship &rel : model.relationships) {
        // The cheap tests first: a lookup per relationship is quadratic in a wide model.
        if (rel.oneId != entity.id || !strategyEmbeds(rel.strategy) || rel.isSelf())
            continue;
        if (const Entity *child = model.findEntity(rel.manyId); child && !child->isCollection())
            out[parentFieldName(model, rel)] = child->id;
    }
    return out;
}

std::map<std::string, std::string> embeddedTypeNames(
    const Model &model, const Entity &entity, const std::map<std::string, std::string> &typeNames)
{
    std::map<std::string, std::string> out = embeddedChildren(model, entity);
    for (auto &[field, type] : out)
        type = typeNames.at(type);
    return out;
}

std::string pascalCase(const std::string &name)
{
    std::string out;
    bool start = true;
    for (unsigned char c : name) {
        if (c >= 0x80 || !std::isalnum(c)) {
            start = true;
            continue;
        }
        out += start ? char(std::toupper(c)) : char(c);
        start = false;
    }
    if (out.empty())
        out = "Entity";
    if (std::isdigit(static_cast<unsigned char>(out.front())))
        out.insert(0, "T");
    return out;
}

std::map<std::string, std::string> documentTypeNames(
    const Model &model, const std::set<std::string> &reserved)
{
    std::map<std::string, std::string> out;
    std::set<std::string> taken = reserved;
    for (const Entity &entity : model.entities) {
        const std::string base
            = pascalCase(entity.isCollection() ? singular(entity.name) : entity.name);
        std::string name = base;
        for (int n = 2; taken.contains(name); ++n)
            name = base + std::to_string(n);
        taken.insert(name);
        out[entity.id] = name;
    }
    return out;
}

bool isScriptIdentifier(const std::string &name)
{
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name.front())))
        return false;
    return std::ranges::all_of(name,
        [](unsigned char c) { return c < 0x80 && (std::isalnum(c) || c == '_' || c == '$'); });
}

std::string scriptString(const std::string &text)
{
    using json = nlohmann::json;
    return json(text).dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string commentText(const std::string &text)
{
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        if (c == '*' && i + 1 < text.size() && text[i + 1] == '/') {
            out += "*\\/";
            ++i;
        } else {
            out += c < 0x20 || c == 0x7f ? ' ' : char(c);
        }
    }
    // U+2028 and U+2029 end a line in JavaScript, and so a // comment.
    QString clean = QString::fromUtf8(out);
    clean.replace(QChar(0x2028), QLatin1Char(' ')).replace(QChar(0x2029), QLatin1Char(' '));
    return clean.toStdString();
}

} // namespace docmodel
