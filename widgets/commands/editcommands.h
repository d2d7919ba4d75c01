// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editdescriptions.h"
#include "objecttraits.h"

#include <QUndoCommand>

namespace docmodel {

enum CommandId {
    EditObjectCommandId = 1000,
    EditModelPropertiesCommandId,
};

// Replaces one model object with an edited copy. Consecutive edits of the
// same property of the same object merge into one undo step (typing a name
// letter by letter is one "Rename").
template <typename T> class EditObjectCommand : public QUndoCommand
{
public:
    // property names what was edited; edits with an empty property never merge.
    EditObjectCommand(ModelDocument *document, T after, const QString &text, QString property = {})
        : QUndoCommand(text)
        , mDocument(document)
        , mBefore(existing(document, after.id))
        , mAfter(std::move(after))
        , mProperty(std::move(property))
    {
        describe();
    }

    void undo() override
    {
        Q_ASSERT(findObject<T>(mDocument->model(), mAfter.id));
        ObjectTraits<T>::replace(mDocument, mBefore);
    }
    // Replacing a missing object would do nothing, and its undo would then
    // bring back a stale copy: a command stack out of step with the model.
    void redo() override
    {
        Q_ASSERT(findObject<T>(mDocument->model(), mAfter.id));
        ObjectTraits<T>::replace(mDocument, mAfter);
    }
    int id() const override { return EditObjectCommandId; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *edit = dynamic_cast<const EditObjectCommand<T> *>(other);
        if (!edit || mProperty.isEmpty() || edit->mProperty != mProperty
            || edit->mAfter.id != mAfter.id)
            return false;
        mAfter = edit->mAfter;
        setObsolete(mAfter == mBefore);
        describe();
        return true;
    }

private:
    // The entry says what changed from before the first edit to after the
    // last ("Rename users.name to fullName"), where words for it exist.
    void describe()
    {
        if (const QString text = describeEdit(mDocument->model(), mBefore, mAfter); !text.isEmpty())
            setText(text);
    }

    static const T &existing(ModelDocument *document, const std::string &id)
    {
        const T *object = findObject<T>(document->model(), id);
        Q_ASSERT_X(object, "EditObjectCommand", "the edited object is not in the model");
        return *object;
    }

    ModelDocument *mDocument;
    T mBefore;
    T mAfter;
    QString mProperty;
};

using EditEntityCommand = EditObjectCommand<Entity>;
using EditRelationshipCommand = EditObjectCommand<Relationship>;
using EditIndexCommand = EditObjectCommand<Index>;
using EditAccessPatternCommand = EditObjectCommand<AccessPattern>;

struct ModelProperties {
    std::string name;
    std::string database;
    std::string serverVersion;
    std::string notes;
    bool operator==(const ModelProperties &) const = default;
};

class EditModelPropertiesCommand : public QUndoCommand
{
public:
    EditModelPropertiesCommand(ModelDocument *document, ModelProperties after, QString property);
    void undo() override;
    void redo() override;
    int id() const override { return EditModelPropertiesCommandId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const ModelProperties &properties);

    ModelDocument *mDocument;
    ModelProperties mBefore;
    ModelProperties mAfter;
    QString mProperty;
};

} // namespace docmodel
