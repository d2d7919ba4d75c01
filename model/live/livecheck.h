// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/datacheck.h"
#include "diff/plan.h"

#include <QMetaType>
#include <QString>

#include <memory>

namespace docmodel {

// Which collections of a server to check, each against its validator.
struct LiveCheckRequest {
    struct Target {
        QString collection;
        JsonValue validator; // the $jsonSchema object, as export and apply send it
    };
    QString database;
    std::vector<Target> targets;
    // Where the documents are read and checked here (the server cannot
    // evaluate $jsonSchema, or `readHere` asks for it): documents per
    // collection taken at random; 0: every document.
    qint64 sampleSize = 0;
    bool readHere = false;
    int examples = 5;
    int threads = 1;
    // Unique indexes to be built: the values the documents already there
    // repeat are counted (CheckReport::duplicates).
    std::vector<check::UniqueKey> uniqueKeys;
};

// What a plan's steps need checked against the documents already on the
// server before they run: each new validator, each new unique index.
LiveCheckRequest planCheckRequest(const Plan &plan);

// Shared: a report is too large to copy between threads.
struct LiveCheck {
    std::shared_ptr<check::CheckReport> report;
};

} // namespace docmodel

Q_DECLARE_METATYPE(docmodel::LiveCheck)
