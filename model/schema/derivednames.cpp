// SPDX-License-Identifier: GPL-3.0-or-later
#include "derivednames.h"

#include <cctype>
#include <set>

namespace docmodel {

namespace {

bool isLower(char c)
{
    return std::islower(static_cast<unsigned char>(c));
}

bool isUpper(char c)
{
    return std::isupper(static_cast<unsigned char>(c));
}

// +1 for each camelCase name, −1 for each snake_case one, below `fields`.
int camelVotes(const std::vector<Field> &fields)
{
    int votes = 0;
    for (const Field &field : fields) {
        const std::string &name = field.name;
        if (name.find('_', 1) != std::string::npos)
            --votes;
        else
            for (size_t i = 1; i < name.size(); ++i)
                if (isLower(name[i - 1]) && isUpper(name[i])) {
                    ++votes;
                    break;
                }
        votes += camelVotes(field.fields);
    }
    return votes;
}

// order_item, Order Item, OrderItem → orderItem.
std::string camelCase(const std::string &name)
{
    std::string out;
    bool upperNext = false;
    for (const char c : name) {
        if (c == '_' || c == ' ' || c == '-') {
            upperNext = !out.empty();
            continue;
        }
        const unsigned char u = static_cast<unsigned char>(c);
        out += char(out.empty() ? std::tolower(u) : upperNext ? std::toupper(u) : u);
        upperNext = false;
    }
    return out;
}

} // namespace

std::string legacySingular(std::string name)
{
    if (name.size() > 3 && name.ends_with("ies"))
        return name.substr(0, name.size() - 3) + "y";
    if (name.size() > 1 && name.ends_with('s') && !name.ends_with("ss"))
        name.pop_back();
    return name;
}

namespace {

// The last word of a name: "movies", "top_movies" and "topMovies" all end
// in "movies" (lower-cased).
std::string lastWord(const std::string &name)
{
    size_t start = 0;
    for (size_t i = 1; i < name.size(); ++i)
        if (name[i - 1] == '_' || name[i - 1] == '-' || name[i - 1] == '.'
            || std::isupper(static_cast<unsigned char>(name[i])))
            start = i;
    std::string word = name.substr(start);
    for (char &c : word)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return word;
}

// Plurals of nouns ending in "-ie", not "-y": a movie, not a "movy".
bool endsInIe(const std::string &name)
{
    static const std::set<std::string, std::less<>> kIePlurals { "movies", "cookies", "pies", "ties", "lies",
        "calories", "zombies", "rookies", "selfies", "hoodies", "brownies", "smoothies", "genies", "prairies",
        "sorties", "freebies", "goodies", "newbies", "aunties", "birdies", "budgies", "hippies", "kelpies",
        "lingeries", "magpies", "neckties", "pixies", "reveries", "sweeties", "toughies", "yuppies" };
    return kIePlurals.contains(lastWord(name));
}

} // namespace

std::string singular(std::string name)
{
    if (name.size() > 3 && name.ends_with("ies") && !endsInIe(name))
        return name.substr(0, name.size() - 3) + "y";
    if (name.size() > 1 && name.ends_with('s') && !name.ends_with("ss"))
        name.pop_back();
    return name;
}

std::string plural(const std::string &name)
{
    if (name.empty() || singular(name) != name)
        return name;
    if (name.size() > 1 && name.back() == 'y'
        && std::string_view("aeiou").find(name[name.size() - 2]) == std::string_view::npos)
        return name.substr(0, name.size() - 1) + "ies";
    for (const char *sibilant : { "s", "x", "z", "ch", "sh" })
        if (name.ends_with(sibilant))
            return name + "es";
    return name + "s";
}

CaseStyle caseStyleOf(const Entity *holder, const Entity *other)
{
    for (const Entity *entity : { holder, other })
        if (entity)
            if (const int votes = camelVotes(entity->fields); votes != 0)
                return votes > 0 ? CaseStyle::Camel : CaseStyle::Snake;
    return CaseStyle::Snake;
}

std::string referenceName(const std::string &entityName, bool many, CaseStyle style)
{
    const std::string base = singular(entityName);
    if (style == CaseStyle::Camel)
        return camelCase(base) + (many ? "Ids" : "Id");
    return base + (many ? "_ids" : "_id");
}

} // namespace docmodel
