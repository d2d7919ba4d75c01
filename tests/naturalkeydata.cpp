// SPDX-License-Identifier: GPL-3.0-or-later
#include "naturalkeydata.h"

#include <QFile>
#include <QtTest>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace docmodel::test {

namespace {

// An ObjectId's 24 hex digits from a number, so the files are the same every run.
std::string oid(int n, int collection)
{
    char hex[25];
    std::snprintf(hex, sizeof hex, "%08x%016x", 0x5f000000 + collection, n);
    return hex;
}

void writeLines(const QString &path, const std::vector<std::string> &lines)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (const std::string &line : lines)
        file.write((line + "\n").c_str());
}

} // namespace

void writeMusicStore(const QString &dir)
{
    std::vector<std::string> albums, tracks, users, comments;
    for (int a = 1; a <= 30; ++a)
        albums.push_back(R"({"_id": {"$oid": ")" + oid(a, 1) + R"("}, "AlbumId": )" + std::to_string(a)
            + R"(, "Title": "Album )" + std::to_string(a) + R"("})");
    for (int t = 1; t <= 300; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 2) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "AlbumId": )" + (t == 300 ? std::string("null") : std::to_string((t - 1) / 10 + 1))
            + R"(, "Name": "Track )" + std::to_string(t)
            + R"(", "Milliseconds": )" + std::to_string(180000 + t) + "}");
    for (int u = 1; u <= 40; ++u)
        users.push_back(R"({"_id": {"$oid": ")" + oid(u, 3) + R"("}, "email": "user)" + std::to_string(u)
            + R"(@example.org", "name": "User )" + std::to_string(u) + R"(", "joined": )" + std::to_string(2000 + u)
            + "}");
    for (int c = 1; c <= 200; ++c)
        comments.push_back(R"({"_id": {"$oid": ")" + oid(c, 4) + R"("}, "email": "user)"
            + std::to_string(c % 40 + 1) + R"(@example.org", "name": "User )" + std::to_string(c % 40 + 1)
            + R"(", "text": "comment )" + std::to_string(c) + R"("})");
    writeLines(dir + QStringLiteral("/Album.json"), albums);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
    writeLines(dir + QStringLiteral("/users.json"), users);
    writeLines(dir + QStringLiteral("/comments.json"), comments);
}

void writeAccounts(const QString &dir)
{
    std::vector<std::string> accounts, customers;
    for (int a = 0; a < 1746; ++a) {
        const int id = 100000 + (a == 1745 ? 17 : a); // the last repeats account 17
        accounts.push_back(R"({"_id": {"$oid": ")" + oid(a, 5) + R"("}, "account_id": )" + std::to_string(id)
            + R"(, "limit": 10000})");
    }
    for (int c = 0; c < 500; ++c) {
        std::string ids;
        for (int k = 0; k <= c % 6; ++k)
            ids += (k ? ", " : "") + std::to_string(100000 + (c * 7 + k * 13) % 1745);
        customers.push_back(R"({"_id": {"$oid": ")" + oid(c, 6) + R"("}, "username": "c)" + std::to_string(c)
            + R"(", "accounts": [)" + ids + "]}");
    }
    writeLines(dir + QStringLiteral("/accounts.json"), accounts);
    writeLines(dir + QStringLiteral("/customers.json"), customers);
}

void writeStaff(const QString &dir)
{
    std::vector<std::string> employees, customers, genres, tracks;
    const int reportsTo[] = { 0, 1, 2, 2, 2, 1, 6, 6 };
    for (int e = 1; e <= 8; ++e)
        employees.push_back(R"({"_id": {"$oid": ")" + oid(e, 7) + R"("}, "EmployeeId": )" + std::to_string(e)
            + (reportsTo[e - 1] ? R"(, "ReportsTo": )" + std::to_string(reportsTo[e - 1]) : std::string())
            + R"(, "LastName": "Name )" + std::to_string(e) + R"(", "HireDate": "200)" + std::to_string(e)
            + R"(-0)" + std::to_string(e) + R"(-14 00:00:00"})");
    for (int c = 1; c <= 59; ++c)
        customers.push_back(R"({"_id": {"$oid": ")" + oid(c, 8) + R"("}, "CustomerId": )" + std::to_string(c)
            + R"(, "SupportRepId": )" + std::to_string(3 + c % 3) + "}");
    for (int g = 1; g <= 25; ++g)
        genres.push_back(R"({"_id": {"$oid": ")" + oid(g, 9) + R"("}, "GenreId": )" + std::to_string(g)
            + R"(, "Name": "Genre )" + std::to_string(g) + R"("})");
    for (int t = 1; t <= 300; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 10) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "GenreId": )" + std::to_string(t % 25 + 1) + R"(, "Disc": )" + std::to_string(t % 3 + 1)
            + R"(, "Rating": )" + std::to_string(t % 5 + 1) + R"(, "ExternalId": )" + std::to_string(900000 + t % 40)
            + "}");
    writeLines(dir + QStringLiteral("/Employee.json"), employees);
    writeLines(dir + QStringLiteral("/Customer.json"), customers);
    writeLines(dir + QStringLiteral("/Genre.json"), genres);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
}

void writePlaylists(const QString &dir, bool repeat, bool extra)
{
    std::vector<std::string> playlists, albums, tracks, pairs;
    for (int a = 1; a <= 10; ++a)
        albums.push_back(R"({"_id": {"$oid": ")" + oid(a, 14) + R"("}, "AlbumId": )" + std::to_string(a) + "}");
    for (int p = 1; p <= 12; ++p)
        playlists.push_back(R"({"_id": {"$oid": ")" + oid(p, 11) + R"("}, "PlaylistId": )" + std::to_string(p)
            + R"(, "Name": "Playlist )" + std::to_string(p) + R"("})");
    for (int t = 1; t <= 120; ++t)
        tracks.push_back(R"({"_id": {"$oid": ")" + oid(t, 12) + R"("}, "TrackId": )" + std::to_string(t)
            + R"(, "AlbumId": )" + std::to_string(t % 10 + 1) + R"(, "Name": "Track )" + std::to_string(t) + R"("})");
    for (int p = 1; p <= 12; ++p)
        for (int t = 1; t <= 120; ++t)
            if (t % 12 == p % 12 || t % 5 == p % 5)
                pairs.push_back(R"({"_id": {"$oid": ")" + oid(int(pairs.size()), 13) + R"("}, "PlaylistId": )"
                    + std::to_string(p) + R"(, "TrackId": )" + std::to_string(t)
                    + (extra ? R"(, "Position": )" + std::to_string(t) : std::string()) + "}");
    if (repeat)
        pairs.push_back(R"({"_id": {"$oid": ")" + oid(int(pairs.size()), 13) + R"("}, "PlaylistId": 1, "TrackId": 1})");
    writeLines(dir + QStringLiteral("/Playlist.json"), playlists);
    writeLines(dir + QStringLiteral("/Album.json"), albums);
    writeLines(dir + QStringLiteral("/Track.json"), tracks);
    writeLines(dir + QStringLiteral("/PlaylistTrack.json"), pairs);
}

void writeCountries(const QString &dir)
{
    std::vector<std::string> countries, regions;
    const auto code = [](int n) { return std::string { 'K', char('A' + n / 26), char('A' + n % 26) }; };
    const auto island = [](int n) { return n % 7 == 6; };
    for (int c = 0; c < 30; ++c) {
        std::string borders;
        for (int other = 0; other < 30; ++other) {
            const int apart = std::abs(other - c);
            if ((apart == 1 || apart == 5) && !island(c) && !island(other))
                borders += (borders.empty() ? "\"" : ", \"") + code(other) + "\"";
        }
        const bool listed = !island(c) || c % 2 == 0; // some islands hold [], others nothing
        countries.push_back(R"({"_id": {"$oid": ")" + oid(c, 15) + R"("}, "cca3": ")" + code(c) + R"(", "ccn3": )"
            + std::to_string(c + 1) + R"(, "languages": ["eng", "fra"], "zones": [)" + std::to_string(c % 3 + 1) + ", "
            + std::to_string(c % 4 + 5) + "]" + (listed ? R"(, "borders": [)" + borders + "]" : std::string()) + "}");
    }
    // A world of 5 continents of 3 subregions each: R00, R01..R05, R06..R20.
    const auto region = [](int n) { return std::string("R") + char('0' + n / 10) + char('0' + n % 10); };
    for (int r = 0; r <= 20; ++r) {
        std::string children;
        const int first = r == 0 ? 1 : r <= 5 ? 6 + (r - 1) * 3 : 0;
        const int count = r == 0 ? 5 : r <= 5 ? 3 : 0;
        for (int k = 0; k < count; ++k)
            children += (k ? ", \"" : "\"") + region(first + k) + "\"";
        regions.push_back(R"({"_id": {"$oid": ")" + oid(r, 16) + R"("}, "code": ")" + region(r) + R"(", "subregions": [)"
            + children + "]}");
    }
    writeLines(dir + QStringLiteral("/countries.json"), countries);
    writeLines(dir + QStringLiteral("/regions.json"), regions);
}

} // namespace docmodel::test
