// SPDX-License-Identifier: GPL-3.0-or-later
#include "exporttargets.h"

#include "export/bsonschema.h"
#include "documentation/documentation.h"
#include "export/jsonschemaexport.h"
#include "export/mermaid.h"
#include "export/mongoose.h"
#include "export/mongoshscript.h"
#include "export/prisma.h"
#include "export/pydantic.h"
#include "export/typescript.h"

#include <QtGlobal>

namespace docmodel {

namespace {

const ExportTarget kTargets[] = {
    { "mongosh", "js",
        QT_TRANSLATE_NOOP(
            "ExportTarget", "mongosh script: collections with validators and options, every index"),
        [](const Model &m, const ExportOptions &o) { return exportMongoshScript(m, o); } },
    { "mongosh-legacy", "js",
        QT_TRANSLATE_NOOP("ExportTarget", "legacy mongo shell script for servers before 3.0"),
        [](const Model &m, const ExportOptions &o) { return exportLegacyScript(m, o); } },
    { "jsonschema", "json",
        QT_TRANSLATE_NOOP("ExportTarget", "$jsonSchema validator of each collection"),
        [](const Model &m, const ExportOptions &) { return exportMongoValidators(m); } },
    { "json-schema", "schema.json",
        QT_TRANSLATE_NOOP("ExportTarget", "JSON Schema (draft 2020-12) of the whole model"),
        [](const Model &m, const ExportOptions &) { return exportJsonSchema(m); } },
    { "mermaid", "mmd", QT_TRANSLATE_NOOP("ExportTarget", "Mermaid entity-relationship diagram"),
        [](const Model &m, const ExportOptions &) { return exportMermaid(m); } },
    { "typescript", "ts",
        QT_TRANSLATE_NOOP("ExportTarget", "TypeScript types of the documents, with the MongoDB driver's BSON classes"),
        [](const Model &m, const ExportOptions &) { return exportTypeScript(m); } },
    { "mongoose", "mongoose.js",
        QT_TRANSLATE_NOOP("ExportTarget", "Mongoose schemas of the collections and embedded types, with indexes"),
        [](const Model &m, const ExportOptions &) { return exportMongoose(m); } },
    { "prisma", "prisma",
        QT_TRANSLATE_NOOP("ExportTarget", "Prisma schema for the MongoDB connector: models, composite types, relations"),
        [](const Model &m, const ExportOptions &) { return exportPrisma(m); }, false, prismaLimits },
    { "pydantic", "py",
        QT_TRANSLATE_NOOP("ExportTarget", "Pydantic 1.10 models of the documents, with pymongo's BSON types"),
        [](const Model &m, const ExportOptions &) { return exportPydantic(m); } },
    { "markdown", "md", QT_TRANSLATE_NOOP("ExportTarget", "Markdown documentation"),
        [](const Model &m, const ExportOptions &) { return exportMarkdown(m); }, true },
    { "html", "html", QT_TRANSLATE_NOOP("ExportTarget", "HTML documentation"),
        [](const Model &m, const ExportOptions &o) { return exportHtml(m, o); }, true },
};

} // namespace

std::span<const ExportTarget> exportTargets()
{
    return kTargets;
}

const ExportTarget *findExportTarget(std::string_view name)
{
    for (const ExportTarget &target : kTargets)
        if (target.name == name)
            return &target;
    return nullptr;
}

} // namespace docmodel
