// SPDX-License-Identifier: GPL-3.0-or-later
// The .dmodel reader: any bytes give a model or an error that says what and
// where; a model it reads is valid to check, and writing it and reading it
// back gives the same model (Save never loses what Open accepted).

#include "fuzzcheck.h"

#include "io/modelreader.h"
#include "io/modelwriter.h"
#include "schema/validation.h"

using namespace docmodel;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const LoadResult result = parseModel(bytes, QStringLiteral("fuzz.dmodel"));
    if (!result.ok()) {
        fuzz::check(!result.error.message.isEmpty(), "a refused file has an error message");
        fuzz::check(result.error.toString().startsWith(QLatin1String("fuzz.dmodel")),
            "the error names the file", toStdString(result.error.toString()));
        return 0;
    }
    for (const Problem &problem : validateModel(*result.model))
        fuzz::check(!problem.message.isEmpty(), "a problem has a message");
    const std::string written = serializeModel(*result.model);
    const LoadResult again = parseModel(written, QStringLiteral("written.dmodel"));
    fuzz::check(again.ok(), "a written model reads back",
        toStdString(again.error.toString()) + "\n" + written);
    fuzz::check(*again.model == *result.model, "a written model reads back unchanged", written);
    return 0;
}
