#include "samplevalues.h"

#include <QDateTime>
#include <QTimeZone>

#include <cmath>
#include <cstring>

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
    if (nameHas(field, "title"))
        return SampleKind::Title;
    if (nameHas(field, "author") || nameHas(field, "name"))
        return SampleKind::PersonName;
    return SampleKind::Auto;
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

std::string sampleString(const Field &field, SampleRandom &rng)
{
    if (!field.pattern.empty()) {
        std::string matching = stringForPattern(field.pattern, rng);
        if (!matching.empty())
            return matching;
    }
    std::string first = rng.pick(kFirstNames);
    std::string last = rng.pick(kLastNames);
    switch (effectiveKind(field)) {
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
    case SampleKind::Phone:
        return "+1 555 " + std::to_string(rng.range(100, 999)) + ' '
            + std::to_string(rng.range(1000, 9999));
    case SampleKind::Url:
        return std::string("https://") + rng.pick(kDomains) + '/' + rng.pick(kWords) + '/'
            + rng.pick(kWords);
    case SampleKind::Hostname:
        return std::string(rng.pick(kWords)) + '-' + std::to_string(rng.range(1, 40))
            + ".example.net";
    case SampleKind::IpAddress:
        return "10." + std::to_string(rng.range(0, 255)) + '.' + std::to_string(rng.range(0, 255))
            + '.' + std::to_string(rng.range(1, 254));
    case SampleKind::Street:
        return std::to_string(rng.range(1, 240)) + ' ' + rng.pick(kStreets);
    case SampleKind::City:
        return rng.pick(kCities);
    case SampleKind::Country:
        return rng.pick(kCountries);
    case SampleKind::PostalCode:
        return std::to_string(rng.range(10000, 99999));
    case SampleKind::Title: {
        std::string a = rng.pick(kWords);
        a[0] = char(std::toupper(static_cast<unsigned char>(a[0])));
        return a + ' ' + rng.pick(kWords) + ' ' + rng.pick(kWords);
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
    case SampleKind::Slug:
        return std::string(rng.pick(kWords)) + '-' + rng.pick(kWords) + '-'
            + std::to_string(rng.range(1, 999));
    case SampleKind::Uuid: {
        char buffer[40];
        std::snprintf(buffer, sizeof buffer, "%08llx-%04llx-4%03llx-a%03llx-%012llx",
            (unsigned long long)(rng.next() & 0xffffffffu),
            (unsigned long long)(rng.next() & 0xffff), (unsigned long long)(rng.next() & 0xfff),
            (unsigned long long)(rng.next() & 0xfff),
            (unsigned long long)(rng.next() & 0xffffffffffffull));
        return buffer;
    }
    case SampleKind::Money:
        return moneyText(rng.range(100, 50000));
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
    case SampleKind::Money:
        return field.sample.money == MoneyRepresentation::Decimal128 ? BsonType::Decimal
                                                                     : BsonType::Long;
    default:
        return BsonType::String;
    }
}

bson_oid_t sampleObjectId(uint64_t seed, std::string_view collection, int64_t index)
{
    // 2024-01-01 plus an hour per document: plausible and increasing.
    const uint32_t seconds
        = uint32_t(1704067200 + (SampleRandom::hash(collection, seed) % 86400) + index * 3600);
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

std::string stringForPattern(const std::string &pattern, SampleRandom &rng)
{
    std::string out;
    size_t i = 0;
    if (i < pattern.size() && pattern[i] == '^')
        ++i;
    while (i < pattern.size()) {
        std::string choices;
        const char c = pattern[i];
        if (c == '$' && i + 1 == pattern.size())
            break;
        if (c == '[') {
            const size_t close = pattern.find(']', i);
            if (close == std::string::npos || pattern[i + 1] == '^')
                return {};
            for (size_t j = i + 1; j < close; ++j) {
                if (j + 2 < close && pattern[j + 1] == '-') {
                    for (char k = pattern[j]; k <= pattern[j + 2]; ++k)
                        choices += k;
                    j += 2;
                } else {
                    choices += pattern[j];
                }
            }
            i = close + 1;
        } else if (c == '\\' && i + 1 < pattern.size()) {
            const char e = pattern[i + 1];
            if (e == 'd')
                choices = "0123456789";
            else if (e == 'w')
                choices = "abcdefghijklmnopqrstuvwxyz0123456789";
            else if (std::strchr(".-+*?()[]{}\\/^$|", e))
                choices = std::string(1, e);
            else
                return {};
            i += 2;
        } else if (std::strchr("()|.*+?{", c)) {
            return {}; // groups, alternation and wildcards are beyond this generator
        } else {
            choices = std::string(1, c);
            ++i;
        }
        int64_t low = 1;
        int64_t high = 1;
        if (i < pattern.size() && pattern[i] == '{') {
            const size_t close = pattern.find('}', i);
            if (close == std::string::npos)
                return {};
            const std::string counts = pattern.substr(i + 1, close - i - 1);
            const size_t comma = counts.find(',');
            low = std::atoll(counts.substr(0, comma).c_str());
            high = comma == std::string::npos
                ? low
                : (comma + 1 < counts.size() ? std::atoll(counts.substr(comma + 1).c_str())
                                             : low + 5);
            i = close + 1;
        } else if (i < pattern.size()
            && (pattern[i] == '+' || pattern[i] == '*' || pattern[i] == '?')) {
            low = pattern[i] == '+' ? 1 : 0;
            high = pattern[i] == '?' ? 1 : low + 6;
            ++i;
        }
        if (choices.empty() || high > 1000)
            return {};
        for (int64_t n = rng.range(low, high); n > 0; --n)
            out += choices[rng.next() % choices.size()];
    }
    return out;
}

void appendScalarSample(bson_t *out, const char *key, const Field &field, SampleRandom &rng)
{
    if (!field.enumValues.empty()) {
        const JsonValue &value = field.enumValues[rng.next() % field.enumValues.size()];
        if (value.is_string())
            bson_append_utf8(out, key, -1, value.get<std::string>().c_str(), -1);
        else if (value.is_number_integer() || value.is_number_unsigned())
            sampleType(field) == BsonType::Long
                ? bson_append_int64(out, key, -1, value.get<int64_t>())
                : bson_append_int32(out, key, -1, value.get<int32_t>());
        else if (value.is_number_float())
            bson_append_double(out, key, -1, value.get<double>());
        else if (value.is_boolean())
            bson_append_bool(out, key, -1, value.get<bool>());
        else
            bson_append_null(out, key, -1);
        return;
    }
    const SampleHint &hint = field.sample;
    const double low = field.minimum.value_or(parseNumber(hint.from, 0));
    const double high = field.maximum.value_or(parseNumber(hint.to, low + 1000));
    switch (sampleType(field)) {
    case BsonType::String:
        bson_append_utf8(out, key, -1, sampleString(field, rng).c_str(), -1);
        break;
    case BsonType::Int:
        if (hint.kind == SampleKind::TzOffset)
            bson_append_int32(
                out, key, -1, int32_t(rng.range(-8, 10) * 60 + (rng.next() % 4 == 0 ? 30 : 0)));
        else
            bson_append_int32(out, key, -1, int32_t(rng.range(int64_t(low), int64_t(high))));
        break;
    case BsonType::Long:
        if (hint.kind == SampleKind::Money) {
            // Scaled integer: 9.99 at scale 1000 is 9990.
            const int64_t cents = rng.range(100, 50000);
            bson_append_int64(out, key, -1, cents * std::max(1, hint.scale) / 100);
        } else {
            bson_append_int64(out, key, -1, rng.range(int64_t(low), int64_t(high)));
        }
        break;
    case BsonType::Double:
        bson_append_double(out, key, -1, std::round(rng.real(low, high) * 100) / 100);
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
    case BsonType::Date:
        bson_append_date_time(out, key, -1,
            rng.range(parseDateMs(hint.from, kDefaultFrom), parseDateMs(hint.to, kDefaultTo)));
        break;
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

} // namespace docmodel
