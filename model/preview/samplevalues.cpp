// SPDX-License-Identifier: GPL-3.0-or-later
#include "samplevalues.h"

#include "namewords.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <vector>

namespace docmodel {

namespace {

const char *const kFirstNames[] = { "Ada", "Alan", "Grace", "Linus", "Margaret", "Ken", "Barbara",
    "Dennis", "Frances", "Edsger", "Radia", "Niklaus", "Hedy", "Tim", "Katherine", "Donald" };
const char *const kLastNames[]
    = { "Lovelace", "Turing", "Hopper", "Torvalds", "Hamilton", "Thompson", "Liskov", "Ritchie",
          "Allen", "Dijkstra", "Perlman", "Wirth", "Lamarr", "Berners-Lee", "Johnson", "Knuth" };
const char *const kWords[] = { "amber", "basalt", "cedar", "delta", "ember", "fjord", "granite",
    "harbor", "indigo", "juniper", "kestrel", "lagoon", "meadow", "nimbus", "orchid", "prairie",
    "quartz", "raven", "summit", "tundra", "umber", "violet", "willow", "zephyr" };
const char *const kCities[] = { "Lisbon", "Oslo", "Kyoto", "Austin", "Lagos", "Quito", "Perth",
    "Tallinn", "Porto", "Montreal", "Seville", "Dunedin" };
const char *const kCountries[] = { "Portugal", "Norway", "Japan", "United States", "Nigeria",
    "Ecuador", "Australia", "Estonia", "Canada", "Spain", "New Zealand" };
const char *const kStreets[] = { "Elm Street", "Harbour Road", "Mill Lane", "Station Avenue",
    "Park Row", "Orchard Way", "Castle Hill", "Bridge Street" };
const char *const kDomains[] = { "example.com", "example.org", "example.net" };
const char *const kCategories[] = { "Books", "Electronics", "Garden", "Kitchen", "Music",
    "Outdoors", "Sports", "Toys", "Travel", "Health", "Home Office", "Fashion", "Groceries",
    "Pet Supplies", "Photography", "Board Games" };
const char *const kProductAdjectives[] = { "Compact", "Classic", "Wireless", "Ergonomic",
    "Portable", "Deluxe", "Organic", "Vintage", "Stainless", "Foldable" };
const char *const kProductNouns[] = { "Desk Lamp", "Backpack", "Coffee Grinder", "Water Bottle",
    "Headphones", "Notebook", "Kettle", "Yoga Mat", "Bookshelf", "Running Shoes", "Umbrella",
    "Blender" };

// What a name or title field holds, judged from the names around it.
enum class Holder { Unknown, Person, Category, Product };

const char *const kPersonWords[] = { "user", "customer", "author", "person", "people", "employee",
    "member", "student", "patient", "contact", "owner", "teacher", "reviewer", "player", "client",
    "friend", "follower", "driver", "guest", "buyer", "seller", "writer", "actor", "manager",
    "doctor", "instructor", "subscriber", "participant", "attendee", "passenger", "recipient",
    "sender", "staff", "creator", "assignee", "reporter", "commenter" };
const char *const kCategoryWords[]
    = { "category", "tag", "genre", "department", "topic", "label", "section", "subject" };
const char *const kProductWords[]
    = { "product", "item", "sku", "good", "merchandise", "variant", "article" };

constexpr int64_t kDefaultFrom = 1577836800000; // 2020-01-01T00:00:00Z
constexpr int64_t kDefaultTo = 1735603200000; // 2024-12-31T00:00:00Z

std::string lower(std::string text)
{
    for (char &c : text)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

bool nameHas(const Field &field, const char *part)
{
    return lower(field.name).find(part) != std::string::npos;
}

Holder holderOf(const std::vector<std::string> &words)
{
    if (hasAnyWord(words, kPersonWords))
        return Holder::Person;
    if (hasAnyWord(words, kCategoryWords))
        return Holder::Category;
    if (hasAnyWord(words, kProductWords))
        return Holder::Product;
    return Holder::Unknown;
}

// Who a name or title belongs to: the field's own words first
// ("customerName"), then what holds the field ("customers").
Holder nameHolder(const Field &field, std::string_view context)
{
    const Holder own = holderOf(nameWords(field.name));
    return own != Holder::Unknown ? own : holderOf(nameWords(context));
}

bool unconstrained(const Field &field)
{
    return field.sample.kind == SampleKind::Auto && !field.minimum && !field.maximum
        && field.sample.from.empty() && field.sample.to.empty();
}

// A range a number field's name implies: an age is 0 to 100, a rating 1 to 5.
struct NumberGuess {
    int64_t low;
    int64_t high;
    int decimals; // places a double keeps: money has cents
    bool price = false; // a shop's price: 19.99, 24.50, 35.95
};

std::optional<NumberGuess> numberGuess(const Field &field)
{
    if (!unconstrained(field))
        return std::nullopt;
    // Each word's guess and its rank: a name with two such words takes the
    // first ranked (a "ratingCount" is a rating). One lookup a word, since
    // the preview asks for every value it draws.
    struct Ranked {
        int rank;
        NumberGuess guess;
    };
    static const std::unordered_map<std::string_view, Ranked> kGuesses = {
        { "rating", { 0, { 1, 5, 1 } } }, { "star", { 0, { 1, 5, 1 } } },
        { "year", { 1, { 1990, 2025, 0 } } }, { "age", { 2, { 18, 90, 0 } } },
        { "quantity", { 3, { 1, 10, 0 } } }, { "qty", { 3, { 1, 10, 0 } } },
        { "count", { 4, { 0, 20, 0 } } },
        // A row of seats ("12"), a seat in it.
        { "row", { 5, { 1, 40, 0 } } }, { "seat", { 6, { 1, 60, 0 } } },
        { "price", { 7, { 5, 250, 2, true } } }, { "fee", { 7, { 5, 250, 2, true } } },
        { "cost", { 7, { 5, 250, 2, true } } },
        { "amount", { 8, { 1, 500, 2 } } }, { "total", { 8, { 1, 500, 2 } } },
        { "subtotal", { 8, { 1, 500, 2 } } }, { "balance", { 8, { 1, 500, 2 } } },
        { "salary", { 8, { 1, 500, 2 } } }, { "tax", { 8, { 1, 500, 2 } } },
        { "revenue", { 8, { 1, 500, 2 } } },
    };
    // The guess depends on the name alone: kept per name and thread, as a
    // preview draws a field's values thousands of times.
    thread_local std::unordered_map<std::string, std::optional<NumberGuess>> byName;
    if (const auto known = byName.find(field.name); known != byName.end())
        return known->second;
    const Ranked *best = nullptr;
    for (const std::string &word : nameWords(field.name))
        if (const auto found = kGuesses.find(word); found != kGuesses.end()
            && (!best || found->second.rank < best->rank)
            // "years" counts years; it is no year.
            && !(word == "year" && lower(field.name).find("years") != std::string::npos))
            best = &found->second;
    constexpr size_t kMaxKept = 4096; // a model's names, not every name ever seen
    if (byName.size() >= kMaxKept)
        byName.clear();
    return byName.emplace(field.name, best ? std::optional(best->guess) : std::nullopt).first->second;
}

int64_t drawWhole(const NumberGuess &guess, SampleRandom &rng)
{
    return rng.range(guess.low, guess.high);
}

double drawReal(const NumberGuess &guess, SampleRandom &rng)
{
    if (guess.price) {
        // Never a whole number: a double 35.0 written through JavaScript comes back an int.
        constexpr double kEndings[] = { 0.99, 0.5, 0.49, 0.95 };
        return double(rng.range(guess.low, guess.high - 1)) + kEndings[rng.next() % 4];
    }
    const double scale = std::pow(10.0, guess.decimals);
    return std::round(rng.real(double(guess.low), double(guess.high)) * scale) / scale;
}

// Guesses a hint from the field name when none is set: "email" is an email.
SampleKind effectiveKind(const Field &field)
{
    if (field.sample.kind != SampleKind::Auto)
        return field.sample.kind;
    if (nameHas(field, "email"))
        return SampleKind::Email;
    if (nameHas(field, "url"))
        return SampleKind::Url;
    if (nameHas(field, "city"))
        return SampleKind::City;
    if (nameHas(field, "country"))
        return SampleKind::Country;
    if (nameHas(field, "street"))
        return SampleKind::Street;
    if (nameHas(field, "phone"))
        return SampleKind::Phone;
    const std::vector<std::string> words = nameWords(field.name);
    if (hasWord(words, "username") || (hasWord(words, "user") && hasWord(words, "name")))
        return SampleKind::Username;
    if (hasWord(words, "firstname") || (hasWord(words, "first") && hasWord(words, "name")))
        return SampleKind::FirstName;
    if (hasWord(words, "lastname") || hasWord(words, "surname")
        || (hasWord(words, "last") && hasWord(words, "name")))
        return SampleKind::LastName;
    if (nameHas(field, "title"))
        return SampleKind::Title;
    if (nameHas(field, "author") || nameHas(field, "name"))
        return SampleKind::PersonName;
    return SampleKind::Auto;
}

std::string capitalized(std::string word)
{
    if (!word.empty())
        word[0] = char(std::toupper(static_cast<unsigned char>(word[0])));
    return word;
}

// Samples draw each value in a statement of its own: in one expression
// with two draws the compiler picks which comes first, and gcc and clang
// pick differently. The order kept is the one the golden files were made
// with: the last part of a value first.

// A name or title that suits what holds it; empty leaves it to the kind.
std::string holderName(const Field &field, SampleKind kind, std::string_view context,
    const std::string &first, const std::string &last, SampleRandom &rng)
{
    if (field.sample.kind != SampleKind::Auto
        || (kind != SampleKind::PersonName && kind != SampleKind::Title) || nameHas(field, "author"))
        return {};
    switch (nameHolder(field, context)) {
    case Holder::Person:
        return kind == SampleKind::Title ? std::string() : first + ' ' + last;
    case Holder::Category:
        return rng.pick(kCategories);
    case Holder::Product: {
        const std::string noun = rng.pick(kProductNouns);
        return rng.pick(kProductAdjectives) + (' ' + noun);
    }
    case Holder::Unknown:
        break;
    }
    // A name of something that is not a person: a place, a team, a project.
    if (kind == SampleKind::PersonName && !nameHas(field, "full")) {
        const std::string second = capitalized(rng.pick(kWords));
        return capitalized(rng.pick(kWords)) + ' ' + second;
    }
    return {};
}

int64_t parseDateMs(const std::string &text, int64_t fallback)
{
    if (text.empty())
        return fallback;
    QDateTime date = QDateTime::fromString(QString::fromStdString(text), Qt::ISODate);
    if (!date.isValid())
        date = QDate::fromString(QString::fromStdString(text), Qt::ISODate).startOfDay(Qt::UTC);
    return date.isValid() ? date.toMSecsSinceEpoch() : fallback;
}

double parseNumber(const std::string &text, double fallback)
{
    if (text.empty())
        return fallback;
    char *end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    return end && *end == '\0' ? value : fallback;
}

std::string moneyText(int64_t cents)
{
    return std::to_string(cents / 100) + '.' + (cents % 100 < 10 ? "0" : "")
        + std::to_string(cents % 100);
}

// A version 4 UUID.
std::string uuidText(SampleRandom &rng)
{
    char buffer[40];
    unsigned long long parts[5];
    for (int i = 4; i >= 0; --i)
        parts[i] = rng.next();
    std::snprintf(buffer, sizeof buffer, "%08llx-%04llx-4%03llx-a%03llx-%012llx", parts[0] & 0xffffffffu,
        parts[1] & 0xffff, parts[2] & 0xfff, parts[3] & 0xfff, parts[4] & 0xffffffffffffull);
    return buffer;
}

// bcrypt's shape: version, cost, then 53 characters of its base 64.
std::string bcryptText(SampleRandom &rng)
{
    static const char kAlphabet[] = "./ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::string hash = "$2b$12$";
    for (int i = 0; i < 53; ++i)
        hash += kAlphabet[rng.next() % 64];
    return hash;
}

std::string sampleString(const Field &field, SampleRandom &rng, std::string_view context)
{
    if (!field.pattern.empty()) {
        std::string matching = stringForPattern(field.pattern, rng);
        if (!matching.empty())
            return matching;
    }
    if (const auto guess = numberGuess(field))
        return guess->price ? moneyText(int64_t(std::round(drawReal(*guess, rng) * 100)))
            : guess->decimals == 2 ? moneyText(rng.range(guess->low * 100, guess->high * 100))
                                   : std::to_string(drawWhole(*guess, rng));
    std::string first = rng.pick(kFirstNames);
    std::string last = rng.pick(kLastNames);
    const SampleKind kind = effectiveKind(field);
    if (std::string name = holderName(field, kind, context, first, last, rng); !name.empty())
        return name;
    switch (kind) {
    case SampleKind::PersonName:
        return first + ' ' + last;
    case SampleKind::FirstName:
        return first;
    case SampleKind::LastName:
        return last;
    case SampleKind::Username:
        return lower(first) + std::to_string(rng.range(1, 99));
    case SampleKind::Email:
        return lower(first) + '.' + lower(last) + '@' + rng.pick(kDomains);
    case SampleKind::Phone: {
        const std::string line = std::to_string(rng.range(1000, 9999));
        return "+1 555 " + std::to_string(rng.range(100, 999)) + ' ' + line;
    }
    case SampleKind::Url: {
        const std::string page = rng.pick(kWords);
        const std::string section = rng.pick(kWords);
        return std::string("https://") + rng.pick(kDomains) + '/' + section + '/' + page;
    }
    case SampleKind::Hostname: {
        const std::string number = std::to_string(rng.range(1, 40));
        return rng.pick(kWords) + ('-' + number) + ".example.net";
    }
    case SampleKind::IpAddress: {
        const std::string host = std::to_string(rng.range(1, 254));
        const std::string subnet = std::to_string(rng.range(0, 255));
        return "10." + std::to_string(rng.range(0, 255)) + '.' + subnet + '.' + host;
    }
    case SampleKind::Street: {
        const std::string street = rng.pick(kStreets);
        return std::to_string(rng.range(1, 240)) + ' ' + street;
    }
    case SampleKind::City:
        return rng.pick(kCities);
    case SampleKind::Country:
        return rng.pick(kCountries);
    case SampleKind::PostalCode:
        return std::to_string(rng.range(10000, 99999));
    case SampleKind::Title: {
        std::string a = rng.pick(kWords);
        a[0] = char(std::toupper(static_cast<unsigned char>(a[0])));
        const std::string third = rng.pick(kWords);
        return a + ' ' + rng.pick(kWords) + ' ' + third;
    }
    case SampleKind::Sentence: {
        std::string s = rng.pick(kWords);
        s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
        for (int i = 0; i < 7; ++i)
            s += std::string(" ") + rng.pick(kWords);
        return s + '.';
    }
    case SampleKind::Paragraph: {
        std::string p;
        for (int i = 0; i < 30; ++i)
            p += (i ? " " : "") + std::string(rng.pick(kWords));
        return p + '.';
    }
    case SampleKind::Slug: {
        const std::string number = std::to_string(rng.range(1, 999));
        const std::string second = rng.pick(kWords);
        return rng.pick(kWords) + ('-' + second) + '-' + number;
    }
    case SampleKind::Uuid:
        return uuidText(rng);
    case SampleKind::Money:
        return moneyText(rng.range(100, 50000));
    case SampleKind::PasswordHash:
        return bcryptText(rng);
    default:
        return rng.pick(kWords);
    }
}

} // namespace

BsonType sampleType(const Field &field)
{
    for (BsonType type : field.types)
        if (type != BsonType::Null)
            return type;
    if (!field.types.empty())
        return BsonType::Null;
    if (!field.fields.empty())
        return BsonType::Object;
    switch (field.sample.kind) {
    case SampleKind::ObjectId:
        return BsonType::ObjectId;
    case SampleKind::Date:
        return BsonType::Date;
    case SampleKind::IntRange:
    case SampleKind::Counter:
    case SampleKind::TzOffset:
        return BsonType::Int;
    case SampleKind::DoubleRange:
        return BsonType::Double;
    case SampleKind::Binary:
        return BsonType::BinData;
    case SampleKind::GeoPoint:
        return BsonType::Object;
    case SampleKind::Money:
        return field.sample.money == MoneyRepresentation::Decimal128 ? BsonType::Decimal
                                                                     : BsonType::Long;
    default:
        return BsonType::String;
    }
}

std::pair<int64_t, int64_t> sampleDateSpan(const SampleHint &hint)
{
    const int64_t from = parseDateMs(hint.from, kDefaultFrom);
    const int64_t to = parseDateMs(hint.to, kDefaultTo);
    return { std::min(from, to), std::max(from, to) };
}

bson_oid_t sampleObjectId(uint64_t seed, std::string_view collection, int64_t index, const SampleHint *created)
{
    // 2024-01-01 plus an hour per document: plausible and increasing. With a
    // creation range, the first thousand documents spread over it.
    int64_t start = 1704067200 + int64_t(SampleRandom::hash(collection, seed) % 86400);
    int64_t step = 3600;
    if (created && created->kind == SampleKind::ObjectId && !created->from.empty()) {
        const QDateTime from = QDateTime::fromString(QString::fromStdString(created->from), Qt::ISODateWithMs);
        const QDateTime to = QDateTime::fromString(QString::fromStdString(created->to), Qt::ISODateWithMs);
        if (from.isValid()) {
            start = from.toSecsSinceEpoch();
            step = to.isValid() && to > from ? std::max<int64_t>(1, (to.toSecsSinceEpoch() - start) / 1000) : step;
        }
    }
    const uint32_t seconds = uint32_t(start + index * step);
    SampleRandom rng(SampleRandom::hash(collection, seed ^ 0x5bd1e995));
    const uint64_t machine = rng.next();
    uint8_t bytes[12];
    bytes[0] = uint8_t(seconds >> 24);
    bytes[1] = uint8_t(seconds >> 16);
    bytes[2] = uint8_t(seconds >> 8);
    bytes[3] = uint8_t(seconds);
    for (int i = 0; i < 5; ++i)
        bytes[4 + i] = uint8_t(machine >> (8 * i));
    const uint32_t counter = uint32_t(index) & 0xffffff;
    bytes[9] = uint8_t(counter >> 16);
    bytes[10] = uint8_t(counter >> 8);
    bytes[11] = uint8_t(counter);
    bson_oid_t oid;
    bson_oid_init_from_data(&oid, bytes);
    return oid;
}

void appendGeoPoint(bson_t *out, const char *key, const SampleHint &hint, SampleRandom &rng)
{
    double west = -180, south = -85, east = 180, north = 85;
    const auto corner = [](const std::string &text, double &longitude, double &latitude) {
        const QStringList parts = QString::fromStdString(text).split(QLatin1Char(','));
        bool okLongitude = false, okLatitude = false;
        const double x = parts.size() == 2 ? parts[0].toDouble(&okLongitude) : 0;
        const double y = parts.size() == 2 ? parts[1].toDouble(&okLatitude) : 0;
        if (okLongitude && okLatitude && std::abs(x) <= 180 && std::abs(y) <= 90) {
            longitude = x;
            latitude = y;
        }
    };
    corner(hint.from, west, south);
    corner(hint.to, east, north);
    bson_t point;
    bson_t coordinates;
    bson_append_document_begin(out, key, -1, &point);
    bson_append_utf8(&point, "type", -1, "Point", -1);
    bson_append_array_begin(&point, "coordinates", -1, &coordinates);
    bson_append_double(&coordinates, "0", -1, std::round(rng.real(west, east) * 1e5) / 1e5);
    bson_append_double(&coordinates, "1", -1, std::round(rng.real(south, north) * 1e5) / 1e5);
    bson_append_array_end(&point, &coordinates);
    bson_append_document_end(out, &point);
}

namespace {

// Whether a value the data holds can stand for the field's type: a value
// of another type would not pass its validator.
bool fitsType(const JsonValue &value, BsonType type)
{
    switch (type) {
    case BsonType::String:
        return value.is_string();
    case BsonType::Int:
    case BsonType::Long:
        return value.is_number_integer() || value.is_number_unsigned();
    case BsonType::Double:
        return value.is_number();
    case BsonType::Bool:
        return value.is_boolean();
    default:
        return false;
    }
}

void appendJsonScalar(bson_t *out, const char *key, const Field &field, const JsonValue &value)
{
    if (value.is_string())
        bson_append_utf8(out, key, -1, value.get<std::string>().c_str(), -1);
    else if (value.is_number_float() || (value.is_number() && sampleType(field) == BsonType::Double))
        bson_append_double(out, key, -1, value.get<double>());
    else if (value.is_number())
        sampleType(field) == BsonType::Long
            ? bson_append_int64(out, key, -1, value.get<int64_t>())
            : bson_append_int32(out, key, -1, value.get<int32_t>());
    else if (value.is_boolean())
        bson_append_bool(out, key, -1, value.get<bool>());
    else
        bson_append_null(out, key, -1);
}

} // namespace

void appendEnumValue(bson_t *out, const char *key, const Field &field, size_t which)
{
    if (field.enumValues.empty())
        bson_append_null(out, key, -1);
    else
        appendJsonScalar(out, key, field, field.enumValues[which % field.enumValues.size()]);
}

namespace {

// The types whose sample is always the same value: an empty document or
// array, the keys, a regex, code; null for the rest.
void appendFixedSample(bson_t *out, const char *key, BsonType type)
{
    switch (type) {
    case BsonType::Object: {
        bson_t child;
        bson_append_document_begin(out, key, -1, &child);
        bson_append_document_end(out, &child);
        break;
    }
    case BsonType::Array: {
        bson_t child;
        bson_append_array_begin(out, key, -1, &child);
        bson_append_array_end(out, &child);
        break;
    }
    case BsonType::MinKey:
        bson_append_minkey(out, key, -1);
        break;
    case BsonType::MaxKey:
        bson_append_maxkey(out, key, -1);
        break;
    case BsonType::Regex:
        bson_append_regex(out, key, -1, "^[a-z]+$", "i");
        break;
    case BsonType::Javascript:
        bson_append_code(out, key, -1, "function () { return 1; }");
        break;
    default:
        bson_append_null(out, key, -1);
        break;
    }
}

} // namespace

void appendScalarSample(
    bson_t *out, const char *key, const Field &field, SampleRandom &rng, std::string_view context)
{
    if (!field.enumValues.empty()) {
        appendEnumValue(out, key, field, size_t(rng.next() % field.enumValues.size()));
        return;
    }
    const SampleHint &hint = field.sample;
    const BsonType type = sampleType(field);
    if (!hint.values.empty()
        && std::all_of(hint.values.begin(), hint.values.end(), [&](const JsonValue &v) { return fitsType(v, type); })) {
        appendJsonScalar(out, key, field, hint.values[rng.next() % hint.values.size()]);
        return;
    }
    const double low = field.minimum.value_or(parseNumber(hint.from, 0));
    const double high = field.maximum.value_or(parseNumber(hint.to, low + 1000));
    const std::optional<NumberGuess> guess = numberGuess(field);
    switch (type) {
    case BsonType::String:
        bson_append_utf8(out, key, -1, sampleString(field, rng, context).c_str(), -1);
        break;
    case BsonType::Int:
        if (guess) {
            bson_append_int32(out, key, -1, int32_t(drawWhole(*guess, rng)));
        } else if (hint.kind == SampleKind::TzOffset) {
            const int64_t hours = rng.range(-8, 10);
            const int64_t halfHour = rng.next() % 4 == 0 ? 30 : 0;
            bson_append_int32(out, key, -1, int32_t(hours * 60 + halfHour));
        } else {
            bson_append_int32(out, key, -1, int32_t(rng.range(int64_t(low), int64_t(high))));
        }
        break;
    case BsonType::Long:
        if (hint.kind == SampleKind::Money) {
            // Scaled integer: 9.99 at scale 1000 is 9990.
            const int64_t cents = rng.range(100, 50000);
            bson_append_int64(out, key, -1, cents * std::max(1, hint.scale) / 100);
        } else if (guess) {
            bson_append_int64(out, key, -1, drawWhole(*guess, rng));
        } else {
            bson_append_int64(out, key, -1, rng.range(int64_t(low), int64_t(high)));
        }
        break;
    case BsonType::Double:
        bson_append_double(out, key, -1,
            guess ? drawReal(*guess, rng) : std::round(rng.real(low, high) * 100) / 100);
        break;
    case BsonType::Decimal: {
        bson_decimal128_t value;
        bson_decimal128_from_string(moneyText(rng.range(100, 50000)).c_str(), &value);
        bson_append_decimal128(out, key, -1, &value);
        break;
    }
    case BsonType::Bool:
        bson_append_bool(out, key, -1, rng.next() % 2 == 0);
        break;
    case BsonType::Date: {
        const auto [from, to] = sampleDateSpan(hint);
        bson_append_date_time(out, key, -1, rng.range(from, to));
        break;
    }
    case BsonType::ObjectId: {
        uint8_t bytes[12];
        for (uint8_t &b : bytes)
            b = uint8_t(rng.next());
        bson_oid_t oid;
        bson_oid_init_from_data(&oid, bytes);
        bson_append_oid(out, key, -1, &oid);
        break;
    }
    case BsonType::BinData: {
        uint8_t bytes[32];
        for (uint8_t &b : bytes)
            b = uint8_t(rng.next());
        bson_append_binary(out, key, -1, BSON_SUBTYPE_BINARY, bytes, sizeof bytes);
        break;
    }
    case BsonType::Timestamp:
        bson_append_timestamp(out, key, -1, uint32_t(1704067200 + rng.range(0, 31536000)), 1);
        break;
    default:
        appendFixedSample(out, key, type);
        break;
    }
}

} // namespace docmodel
