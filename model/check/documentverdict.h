// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jsonschema.h"
#include "schema/model.h"

#include <QString>

#include <string>
#include <vector>

namespace docmodel::check {

// What the model's validator of a collection says of one document, before
// it is written: the rules it breaks, each at its field.
struct DocumentVerdict {
    bool hasValidator = false; // false: the model sets none (or has no such collection)
    std::vector<RuleFailure> failures;
    QString error; // the validator could not be compiled
    bool passes() const { return failures.empty() && error.isEmpty(); }
};

DocumentVerdict modelVerdict(const Model &model, const std::string &collection, const bson_t *document);

// The rules a server says a document broke when it refused the write
// (DocumentValidationFailure, 121), read from the write error's errInfo
// ({failingDocumentId, details}) into the same form: the field's dotted
// path, the keyword and why. A type reason reads as the model's check
// says it ("must be objectId, is int"); other reasons are the server's.
std::vector<RuleFailure> failuresFromErrInfo(const JsonValue &errInfo);

} // namespace docmodel::check
