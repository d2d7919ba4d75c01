// SPDX-License-Identifier: GPL-3.0-or-later
// The Prisma schema importer: any bytes give a model or an error that says
// what and where; an imported model exports to Prisma again, and can be
// saved and opened unchanged.

#include "fuzzcheck.h"

#include "export/prisma.h"
#include "import/prismaimport.h"
#include "io/modelwriter.h"

using namespace docmodel;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const LoadResult result = parsePrismaSchema(bytes, QStringLiteral("fuzz.prisma"), "fuzz");
    if (!result.ok()) {
        fuzz::check(!result.error.message.isEmpty(), "a refused schema has an error message");
        return 0;
    }
    fuzz::check(!exportPrisma(*result.model).empty(), "an imported model exports to Prisma");
    const std::string written = serializeModel(*result.model);
    const LoadResult again = parseModel(written, QStringLiteral("written.dmodel"));
    fuzz::check(again.ok(), "an imported model saves and opens",
        toStdString(again.error.toString()) + "\n" + written);
    fuzz::check(*again.model == *result.model, "an imported model opens unchanged", written);
    return 0;
}
