// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Databases keyed by natural keys, written as one Extended JSON file per
// collection into a folder, the same every run: what reverse-engineering
// must read right.

#include <QString>

namespace docmodel::test {

// Album (30), Track (300, 10 an album, AlbumId; the last on none), users
// (40, unique email and name) and comments (200, email and name of a user).
void writeMusicStore(const QString &dir);

// accounts (1,746, account_id unique but for one value held twice, as in
// the sample_analytics data) and customers (500, each an array of 1 to 6
// account ids).
void writeAccounts(const QString &dir);

// Employee (8, EmployeeId, ReportsTo another's EmployeeId: a tree with one
// root; HireDate a date in a string), Customer (59, SupportRepId of an
// employee: names that do not agree), Genre (25, GenreId) and Track (300,
// GenreId; and decoys: small ints named Disc and Rating that fall in every
// key's range, an ExternalId that is nobody's key).
void writeStaff(const QString &dir);

// Playlist (12, PlaylistId), Album (10, AlbumId), Track (120, TrackId and
// AlbumId) and PlaylistTrack, only the pairs: playlist p holds the tracks t
// with t % 12 == p % 12 and those with t % 5 == p % 5 (so each track is in 2
// to 4 playlists, a playlist holds up to 32 tracks). With `repeat`, one pair
// is there twice; with `extra`, each pair also has a position.
void writePlaylists(const QString &dir, bool repeat = false, bool extra = false);

// countries (30, cca3 "KAA".. and ccn3 1..30): `borders` the cca3 of the
// countries 1 and 5 places away, both ways (a graph); every seventh an
// island with no borders (an empty array or none at all); decoys: arrays
// of languages that are nobody's key, and of small ints (`zones`) that are
// all ccn3 values. regions (21, code "R00".."R20"): `subregions` the codes
// of a region's children, a tree of three levels stored as child arrays.
void writeCountries(const QString &dir);

} // namespace docmodel::test
