// SPDX-License-Identifier: GPL-3.0-or-later
#include "wideoperations.h"

#include "advisor/lintreport.h"
#include "diagram/diagramrenderer.h"
#include "diff/modeldiff.h"
#include "documentation/documentation.h"
#include "targets/exporttargets.h"
#include "export/jsonschemaexport.h"
#include "import/jsonschemaimport.h"
#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "preview/collectionpreview.h"
#include "schema/validation.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <memory>

namespace docmodel::bench {

namespace {

// The model with its widest entity's last field renamed: a diff with one change.
std::shared_ptr<Model> changedCopy(const Model &model)
{
    auto copy = std::make_shared<Model>(model);
    auto widest = std::max_element(copy->entities.begin(), copy->entities.end(),
        [](const Entity &a, const Entity &b) { return a.fields.size() < b.fields.size(); });
    if (widest != copy->entities.end() && !widest->fields.empty())
        widest->fields.back().name += "_renamed";
    return copy;
}

const Entity *firstCollection(const Model &model)
{
    for (const Entity &entity : model.entities)
        if (entity.isCollection())
            return &entity;
    return nullptr;
}

bool lint(const Model &model, const QString &file, LintFormat format)
{
    const AdvisorReport report = runAdvisor(model);
    SarifContext sarif;
    if (format == LintFormat::Sarif) {
        // As the CLI does: the file's text places each finding.
        QFile in(file);
        if (!in.open(QIODevice::ReadOnly))
            return false;
        sarif.fileText = in.readAll().toStdString();
        sarif.baseDirectory = QFileInfo(file).absolutePath();
    }
    return !formatLintReport(model, report, file, format, sarif).empty();
}

bool preview(const Model &model, std::optional<PreviewFormat> format)
{
    const Entity *collection = firstCollection(model);
    if (!collection)
        return false;
    const CollectionPreview preview = previewCollection(model, *collection, PreviewOptions {});
    if (!format)
        return preview.size.typicalBytes > 0;
    return !formatDocuments(preview.documents, *format).empty();
}

} // namespace

std::vector<ModelOperation> modelOperations(const Model &model, const QString &file)
{
    std::vector<ModelOperation> ops;
    const Model *m = &model;
    ops.push_back({ "save", [m, file] { return saveModelFile(*m, file).isEmpty(); } });
    ops.push_back({ "load", [file] { return loadModelFile(file).ok(); } });
    ops.push_back({ "validate", [m] { return !hasErrors(validateModel(*m)); } });
    const std::pair<const char *, LintFormat> lints[] = { { "lint_text", LintFormat::Text },
        { "lint_json", LintFormat::Json }, { "lint_sarif", LintFormat::Sarif } };
    // Init-captures: clang 14 cannot capture a structured binding by name.
    for (const auto &[name, format] : lints)
        ops.push_back({ name, [m, file, format = format] { return lint(*m, file, format); } });
    for (const ExportTarget &target : exportTargets()) {
        std::string name = "export_" + std::string(target.name);
        std::replace(name.begin(), name.end(), '-', '_');
        ops.push_back({ name, [m, &target] { return !target.generate(*m, {}).empty(); } });
    }
    // The diagram: an image file in each format, and the HTML documentation
    // that embeds it as SVG (as the CLI writes it).
    const std::pair<const char *, ImageFormat> images[] = { { "export_png", ImageFormat::Png },
        { "export_svg", ImageFormat::Svg }, { "export_pdf", ImageFormat::Pdf } };
    for (const auto &[name, format] : images)
        ops.push_back({ name, [m, image = file + QLatin1String(".") + QLatin1String(name),
                                  format = format] {
                           return exportDiagramImage(*m, image, format).isEmpty();
                       } });
    ops.push_back({ "export_html_with_diagram", [m] {
                       ExportOptions options;
                       options.diagramSvg = diagramSvg(*m).toStdString();
                       return !exportHtml(*m, options).empty();
                   } });
    const std::pair<const char *, std::optional<PreviewFormat>> previews[]
        = { { "preview_mongosh", PreviewFormat::Mongosh },
              { "preview_relaxed", PreviewFormat::Relaxed },
              { "preview_canonical", PreviewFormat::Canonical }, { "preview_sizes", std::nullopt } };
    for (const auto &[name, format] : previews)
        ops.push_back({ name, [m, format = format] { return preview(*m, format); } });
    auto schema = std::make_shared<std::string>(exportJsonSchema(model));
    ops.push_back({ "import_json_schema", [schema] {
                       return parseJsonSchema(*schema, QStringLiteral("wide.schema.json"), "wide")
                           .ok();
                   } });
    auto other = changedCopy(model);
    ops.push_back({ "diff", [m, other] {
                       const std::vector<ModelChange> changes = compareModels(*m, *other);
                       const Plan plan = migrationPlan(*m, *other, m->database);
                       return !changes.empty() && !migrationScript(plan, changes).empty();
                   } });
    return ops;
}

} // namespace docmodel::bench
