// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collectionpreview.h"
#include "schema/model.h"

#include <QList>
#include <QPair>
#include <QString>

#include <memory>

namespace docmodel {

// What the preview dock asks for: a snapshot of the model, so the work can
// run on a pool thread while the user goes on editing the live one. Which
// request is the newest is the caller's to track.
struct PreviewRequest {
    std::shared_ptr<const Model> model;
    std::string entityId;
    PreviewOptions options;
    PreviewFormat format = PreviewFormat::Mongosh;
};

struct PreviewResult {
    QString entityName; // what was selected
    QString collectionName; // whose documents are shown; empty when none
    QString documents;
    SizeReport size;
    bool documentsCut = false; // a document shown stops where it passed 16 MiB
    QList<QPair<QString, QString>> trees; // encoding name, its script
    QString message; // why nothing is shown
};

// Generates and formats everything the dock shows. Thread-safe: it reads
// only the request's snapshot.
PreviewResult computePreview(const PreviewRequest &request);

} // namespace docmodel
