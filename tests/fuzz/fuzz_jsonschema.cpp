// SPDX-License-Identifier: GPL-3.0-or-later
// The JSON Schema importer: any bytes give a model or an error that says
// what and where; an imported model can be saved and opened again unchanged.

#include "fuzzcheck.h"

#include "import/jsonschemaimport.h"
#include "io/modelwriter.h"
#include "schema/validation.h"

using namespace docmodel;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const LoadResult result = parseJsonSchema(bytes, QStringLiteral("fuzz.schema.json"), "fuzz");
    if (!result.ok()) {
        fuzz::check(!result.error.message.isEmpty(), "a refused schema has an error message");
        return 0;
    }
    for (const Problem &problem : validateModel(*result.model))
        fuzz::check(!problem.message.isEmpty(), "a problem has a message");
    const std::string written = serializeModel(*result.model);
    const LoadResult again = parseModel(written, QStringLiteral("written.dmodel"));
    fuzz::check(again.ok(), "an imported model saves and opens",
        toStdString(again.error.toString()) + "\n" + written);
    fuzz::check(*again.model == *result.model, "an imported model opens unchanged", written);
    return 0;
}
