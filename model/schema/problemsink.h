// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the model's checks share: where a problem lies (a JSON pointer into
// the model file) and the list the problems go to.

#include "printable.h"
#include "validation.h"

#include <QCoreApplication>

#include <string>
#include <string_view>
#include <vector>

namespace docmodel::validationdetail {

inline std::string at(const std::string &pointer, std::string_view key)
{
    return pointer + '/' + std::string(key);
}

inline std::string at(const std::string &pointer, std::string_view key, size_t index)
{
    return pointer + '/' + std::string(key) + '/' + std::to_string(index);
}

class ProblemSink
{
    Q_DECLARE_TR_FUNCTIONS(Validation)

protected:
    ProblemSink(const Model &model, std::vector<Problem> &problems)
        : mModel(model)
        , mProblems(problems)
    { }

    void error(const std::string &pointer, const QString &message)
    {
        mProblems.push_back({ Severity::Error, pointer, message });
    }
    void warning(const std::string &pointer, const QString &message)
    {
        mProblems.push_back({ Severity::Warning, pointer, message });
    }

    // The entity a relationship, index or query names; an error when there is none.
    const Entity *entityAt(const std::string &id, const std::string &pointer, const QString &role)
    {
        const Entity *entity = mModel.findEntity(id);
        if (!entity)
            error(pointer, tr("%1 \"%2\" is not an entity of this model").arg(role, printableText(id)));
        return entity;
    }

    const Model &mModel;
    std::vector<Problem> &mProblems;
};

} // namespace docmodel::validationdetail
