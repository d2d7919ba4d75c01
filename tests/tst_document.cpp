// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "commands/advisorcommands.h"
#include "commands/editcommands.h"
#include "commands/structurecommands.h"
#include "document/modeldocument.h"
#include "io/modelwriter.h"
#include "panels/entityinspector.h"
#include "panels/inspector.h"
#include "panels/relationshipinspector.h"

#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace docmodel;
using namespace docmodel::test;

namespace {

const QString kModel = sourcePath(QStringLiteral("tests/data/format-v1/blog-v1.migrated.dmodel"));

QString json(const Model &model)
{
    return QString::fromStdString(serializeModel(model));
}

// Every signal of a document as "signal:argument", in the order emitted.
class SignalLog
{
public:
    explicit SignalLog(ModelDocument *document)
    {
        auto named = [this](const QString &name) {
            return [this, name](const QString &id) { mEvents << name + QLatin1Char(':') + id; };
        };
        auto plain = [this](const QString &name) { return [this, name] { mEvents << name; }; };
        connect(document, &ModelDocument::entityAdded, named(QStringLiteral("entityAdded")));
        connect(document, &ModelDocument::entityChanged, named(QStringLiteral("entityChanged")));
        connect(document, &ModelDocument::entityRemoved, named(QStringLiteral("entityRemoved")));
        connect(document, &ModelDocument::relationshipAdded,
            named(QStringLiteral("relationshipAdded")));
        connect(document, &ModelDocument::relationshipChanged,
            named(QStringLiteral("relationshipChanged")));
        connect(document, &ModelDocument::relationshipRemoved,
            named(QStringLiteral("relationshipRemoved")));
        connect(document, &ModelDocument::indexesChanged, plain(QStringLiteral("indexesChanged")));
        connect(document, &ModelDocument::accessPatternsChanged,
            plain(QStringLiteral("accessPatternsChanged")));
        connect(document, &ModelDocument::positionsChanged, [this](const QStringList &ids) {
            mEvents << QStringLiteral("positionsChanged:") + ids.join(QLatin1Char(','));
        });
        connect(document, &ModelDocument::advisorSettingsChanged,
            plain(QStringLiteral("advisorSettingsChanged")));
        connect(document, &ModelDocument::modelPropertiesChanged,
            plain(QStringLiteral("modelPropertiesChanged")));
        connect(document, &ModelDocument::modelReset, plain(QStringLiteral("modelReset")));
        connect(document, &ModelDocument::modelChanged, plain(QStringLiteral("modelChanged")));
        connect(document, &ModelDocument::modifiedChanged, [this](bool modified) {
            mEvents << QStringLiteral("modifiedChanged:")
                    + QLatin1StringView(modified ? "true" : "false");
        });
    }
    // The signals since the last take().
    QStringList take() { return std::exchange(mEvents, {}); }

private:
    template <typename Signal, typename Slot>
    void connect(ModelDocument *document, Signal signal, Slot slot)
    {
        QObject::connect(document, signal, &mContext, slot);
    }

    QObject mContext; // disconnects when the log goes
    QStringList mEvents;
};

Entity collection(const std::string &id)
{
    Entity entity;
    entity.id = id;
    entity.name = id;
    entity.fields.push_back(Field {});
    entity.fields.back().name = "_id";
    return entity;
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ModelDocument> mDocument;
    std::unique_ptr<SignalLog> mLog;

    // Pushes the command; undo must give back the model as it was, redo the
    // model the push made. Each step's signals must be the expected ones.
    void roundTrip(QUndoCommand *command, const QStringList &pushed, const QStringList &undone,
        const QStringList &redone)
    {
        const QString before = json(mDocument->model());
        const Model beforeModel = mDocument->model();
        mDocument->undoStack()->push(command);
        QCOMPARE(mLog->take(), pushed);
        const QString after = json(mDocument->model());
        const Model afterModel = mDocument->model();
        QVERIFY(after != before);
        mDocument->undoStack()->undo();
        QCOMPARE(mLog->take(), undone);
        QCOMPARE(json(mDocument->model()), before);
        QVERIFY(mDocument->model() == beforeModel);
        mDocument->undoStack()->redo();
        QCOMPARE(mLog->take(), redone);
        QCOMPARE(json(mDocument->model()), after);
        QVERIFY(mDocument->model() == afterModel);
    }

    // The same, for commands whose redo signals those of the push. Leaving
    // or returning to the clean state also says modifiedChanged.
    void roundTrip(QUndoCommand *command, QStringList done, QStringList undone)
    {
        if (!mDocument->isModified()) {
            done << QStringLiteral("modifiedChanged:true");
            undone << QStringLiteral("modifiedChanged:false");
        }
        roundTrip(command, done, undone, done);
    }

private slots:
    void init()
    {
        mDocument = std::make_unique<ModelDocument>();
        LoadError error;
        QVERIFY2(mDocument->load(kModel, &error), qPrintable(error.toString()));
        mLog = std::make_unique<SignalLog>(mDocument.get());
        QVERIFY(!mDocument->isModified());
    }

    void cleanup()
    {
        mLog.reset();
        mDocument.reset();
    }

    void addEntityWithItsPosition()
    {
        roundTrip(new AddEntityCommand(mDocument.get(), collection("tags"), QStringLiteral("Add"),
                      Position { 5, 7 }),
            { "entityAdded:tags", "modelChanged", "positionsChanged:tags", "modelChanged" },
            // The position goes before its entity.
            { "positionsChanged:tags", "modelChanged", "entityRemoved:tags", "modelChanged" });
        QVERIFY(mDocument->model().findEntity("tags"));
        QCOMPARE(mDocument->model().layout.at("tags"), (Position { 5, 7 }));
    }

    void addRelationshipRedrawsBothEnds()
    {
        mDocument->undoStack()->push(
            new AddEntityCommand(mDocument.get(), collection("authors"), QStringLiteral("Add")));
        mDocument->undoStack()->setClean();
        mLog->take();
        Relationship rel;
        rel.id = "author-posts";
        rel.oneId = "authors";
        rel.manyId = "posts";
        roundTrip(new AddRelationshipCommand(mDocument.get(), rel, QStringLiteral("Add")),
            { "relationshipAdded:author-posts", "entityChanged:authors", "entityChanged:posts",
                "modelChanged" },
            { "relationshipRemoved:author-posts", "entityChanged:authors", "entityChanged:posts",
                "modelChanged" });
        QCOMPARE(mDocument->model().relationships.back().id, std::string("author-posts"));
    }

    void addIndexAndAccessPattern()
    {
        Index index;
        index.id = "ix-posts-title";
        index.collectionId = "posts";
        index.keys = { { "title", IndexKeyKind::Asc } };
        roundTrip(new AddIndexCommand(mDocument.get(), index, QStringLiteral("Add")),
            { "indexesChanged", "modelChanged" }, { "indexesChanged", "modelChanged" });
        QVERIFY(mDocument->model().findIndex("ix-posts-title"));

        AccessPattern pattern;
        pattern.id = "ap-recent";
        pattern.name = "recent comments";
        pattern.collectionId = "comments";
        roundTrip(new AddAccessPatternCommand(mDocument.get(), pattern, QStringLiteral("Add")),
            { "accessPatternsChanged", "modelChanged" },
            { "accessPatternsChanged", "modelChanged" });
        QVERIFY(mDocument->model().findAccessPattern("ap-recent"));
    }

    void removingAnEntityRemovesItsEdgesFirst()
    {
        roundTrip(new RemoveObjectsCommand(mDocument.get(), { "posts" }),
            { "relationshipRemoved:post-comments", "entityChanged:posts", "entityChanged:comments",
                "modelChanged", "positionsChanged:posts", "modelChanged", "entityRemoved:posts",
                "modelChanged" },
            // Undo: the entity comes back before its edges.
            { "entityAdded:posts", "modelChanged", "positionsChanged:posts", "modelChanged",
                "relationshipAdded:post-comments", "entityChanged:posts", "entityChanged:comments",
                "modelChanged" });
        QVERIFY(!mDocument->model().findEntity("posts"));
        QVERIFY(!mDocument->model().findRelationship("post-comments"));
        QVERIFY(!mDocument->model().layout.count("posts"));
        QVERIFY(mDocument->model().findIndex("ix-comments-post"));
    }

    void removingAnEntityRemovesItsIndexesAndPatterns()
    {
        AccessPattern pattern;
        pattern.id = "ap-by-post";
        pattern.collectionId = "comments";
        mDocument->undoStack()->push(
            new AddAccessPatternCommand(mDocument.get(), pattern, QStringLiteral("Add")));
        mDocument->undoStack()->setClean();
        mLog->take();
        roundTrip(new RemoveObjectsCommand(mDocument.get(), { "comments" }),
            { "accessPatternsChanged", "modelChanged", "indexesChanged", "modelChanged",
                "relationshipRemoved:post-comments", "entityChanged:posts",
                "entityChanged:comments", "modelChanged", "positionsChanged:comments",
                "modelChanged", "entityRemoved:comments", "modelChanged" },
            { "entityAdded:comments", "modelChanged", "positionsChanged:comments", "modelChanged",
                "relationshipAdded:post-comments", "entityChanged:posts", "entityChanged:comments",
                "modelChanged", "indexesChanged", "modelChanged", "accessPatternsChanged",
                "modelChanged" });
        QVERIFY(mDocument->model().indexes.empty());
        QVERIFY(mDocument->model().accessPatterns.empty());
    }

    void removingAnIndexAlone()
    {
        auto *command = new RemoveObjectsCommand(mDocument.get(), { "ix-comments-post" });
        QVERIFY(!command->isEmpty());
        roundTrip(
            command, { "indexesChanged", "modelChanged" }, { "indexesChanged", "modelChanged" });
        QVERIFY(mDocument->model().findEntity("comments"));
        QVERIFY(RemoveObjectsCommand(mDocument.get(), { "no-such-id" }).isEmpty());
    }

    void moveEntities()
    {
        roundTrip(new MoveEntitiesCommand(mDocument.get(),
                      { { "posts", Position { 40, 60 } }, { "comments", Position { 420, 60 } } },
                      { { "posts", Position { 100, 200 } }, { "comments", std::nullopt } },
                      QStringLiteral("Move")),
            { "positionsChanged:comments,posts", "modelChanged" },
            { "positionsChanged:comments,posts", "modelChanged" });
        QCOMPARE(mDocument->model().layout.at("posts"), (Position { 100, 200 }));
        QVERIFY(!mDocument->model().layout.count("comments"));
    }

    void editEntityRedrawsItsEdgesAndNeighbours()
    {
        Entity posts = *mDocument->model().findEntity("posts");
        posts.name = "articles";
        const QStringList signals_ { "entityChanged:posts", "relationshipChanged:post-comments",
            "entityChanged:comments", "modelChanged" };
        roundTrip(new EditEntityCommand(mDocument.get(), posts, QStringLiteral("Rename")), signals_,
            signals_);
        QCOMPARE(mDocument->model().findEntity("posts")->name, std::string("articles"));
    }

    void editRelationshipIndexAndPattern()
    {
        Relationship rel = *mDocument->model().findRelationship("post-comments");
        rel.counts.typical = 7;
        const QStringList relSignals { "relationshipChanged:post-comments", "entityChanged:posts",
            "entityChanged:comments", "modelChanged" };
        roundTrip(new EditRelationshipCommand(mDocument.get(), rel, QStringLiteral("Edit")),
            relSignals, relSignals);
        QCOMPARE(mDocument->model().findRelationship("post-comments")->counts.typical, 7);

        Index index = *mDocument->model().findIndex("ix-comments-post");
        index.unique = true;
        roundTrip(new EditIndexCommand(mDocument.get(), index, QStringLiteral("Edit")),
            { "indexesChanged", "modelChanged" }, { "indexesChanged", "modelChanged" });
        QVERIFY(mDocument->model().findIndex("ix-comments-post")->unique);

        AccessPattern pattern;
        pattern.id = "ap-by-post";
        pattern.collectionId = "comments";
        mDocument->undoStack()->push(
            new AddAccessPatternCommand(mDocument.get(), pattern, QStringLiteral("Add")));
        mDocument->undoStack()->setClean();
        mLog->take();
        pattern.frequency = 50;
        roundTrip(new EditAccessPatternCommand(mDocument.get(), pattern, QStringLiteral("Edit")),
            { "accessPatternsChanged", "modelChanged" },
            { "accessPatternsChanged", "modelChanged" });
        QCOMPARE(mDocument->model().findAccessPattern("ap-by-post")->frequency, 50.0);
    }

    void typingMergesAndTypingBackIsUnmodified()
    {
        Entity posts = *mDocument->model().findEntity("posts");
        for (const char *name : { "p", "po", "posts" }) {
            posts.name = name;
            mDocument->undoStack()->push(new EditEntityCommand(
                mDocument.get(), posts, QStringLiteral("Rename"), QStringLiteral("name")));
        }
        // Three edits of one property are one step, which changed nothing.
        QCOMPARE(mDocument->undoStack()->count(), 0);
        QVERIFY(!mDocument->isModified());
        const QStringList log = mLog->take();
        QCOMPARE(log.first(), QStringLiteral("entityChanged:posts"));
        QCOMPARE(log.count(QStringLiteral("modifiedChanged:true")), 1);
        QCOMPARE(log.last(), QStringLiteral("modifiedChanged:false"));
    }

    // An undo entry says what changed, from before the first of the merged
    // edits to after the last.
    void undoEntriesSayWhatChanged()
    {
        QUndoStack *stack = mDocument->undoStack();
        Entity posts = *mDocument->model().findEntity("posts");
        for (const char *name : { "h", "head", "headline" }) {
            posts.fields[1].name = name;
            stack->push(new EditEntityCommand(
                mDocument.get(), posts, QStringLiteral("Edit Field"), QStringLiteral("name1.")));
        }
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->undoText(), QStringLiteral("Rename posts.title to headline"));
        posts.fields[2].required = true;
        stack->push(new EditEntityCommand(mDocument.get(), posts, QStringLiteral("Edit Field")));
        QCOMPARE(stack->undoText(), QStringLiteral("Make posts.body required"));
        posts.fields[2].types = { BsonType::String, BsonType::Null };
        stack->push(new EditEntityCommand(mDocument.get(), posts, QStringLiteral("Edit Field")));
        QCOMPARE(stack->undoText(), QStringLiteral("Change the type of posts.body"));
        posts.name = "articles";
        stack->push(new EditEntityCommand(mDocument.get(), posts, QStringLiteral("Rename Entity")));
        QCOMPARE(stack->undoText(), QStringLiteral("Rename posts to articles"));
        // Two things at once: the command's own words.
        posts.fields[1].required = false;
        posts.fields[2].required = false;
        stack->push(new EditEntityCommand(mDocument.get(), posts, QStringLiteral("Edit Entity")));
        QCOMPARE(stack->undoText(), QStringLiteral("Edit Entity"));
        Relationship rel = *mDocument->model().findRelationship("post-comments");
        rel.strategy = Strategy::ExtendedReference;
        rel.denormalized = { { "title", CopyDirection::IntoMany, "postTitle" } };
        stack->push(new EditRelationshipCommand(mDocument.get(), rel, QStringLiteral("Edit Relationship")));
        QCOMPARE(stack->undoText(), QStringLiteral("Edit Relationship"));
        rel.denormalized.clear();
        stack->push(new EditRelationshipCommand(mDocument.get(), rel, QStringLiteral("Edit Relationship")));
        QCOMPARE(stack->undoText(), QStringLiteral("Edit the copies of articles → comments"));
        // Undo and redo keep the words.
        stack->undo();
        QCOMPARE(stack->redoText(), QStringLiteral("Edit the copies of articles → comments"));
    }

    void editModelProperties()
    {
        roundTrip(new EditModelPropertiesCommand(mDocument.get(),
                      { "Blog", "blogdb", "8.0", "notes" }, QStringLiteral("name")),
            { "modelPropertiesChanged", "modelChanged" },
            { "modelPropertiesChanged", "modelChanged" });
        QCOMPARE(mDocument->model().database, std::string("blogdb"));
        mDocument->undoStack()->push(new EditModelPropertiesCommand(
            mDocument.get(), { "Blog 2", "blogdb", "8.0", "notes" }, QStringLiteral("name")));
        QCOMPARE(mDocument->undoStack()->count(), 1); // merged
        mDocument->undoStack()->undo();
        QCOMPARE(mDocument->model().name, std::string("Blog (format 1)"));
    }

    void editAdvisorSettings()
    {
        AdvisorSettings settings;
        settings.disabledRules = { "strategy-mismatch" };
        settings.suppressions = { { "unbounded-array", "post-comments", "capped by the UI" } };
        roundTrip(new EditAdvisorSettingsCommand(mDocument.get(), settings, QStringLiteral("Off")),
            { "advisorSettingsChanged", "modelChanged" },
            { "advisorSettingsChanged", "modelChanged" });
        QVERIFY(mDocument->model().advisor == settings);
    }

    void applyRecommendations()
    {
        Recommendation addIndex;
        addIndex.kind = Recommendation::Kind::AddIndex;
        addIndex.objectId = "comments";
        addIndex.keys = { { "date", IndexKeyKind::Desc } };
        roundTrip(new ApplyRecommendationCommand(mDocument.get(), addIndex),
            { "indexesChanged", "modelChanged" }, { "indexesChanged", "modelChanged" });
        QCOMPARE(mDocument->model().indexes.size(), size_t(2));

        Recommendation dropIndex;
        dropIndex.kind = Recommendation::Kind::DropIndex;
        dropIndex.objectId = "ix-comments-post";
        roundTrip(new ApplyRecommendationCommand(mDocument.get(), dropIndex),
            { "indexesChanged", "modelChanged" }, { "indexesChanged", "modelChanged" });
        QVERIFY(!mDocument->model().findIndex("ix-comments-post"));
        // Undo puts it back where it was, before the advised one.
        mDocument->undoStack()->undo();
        QCOMPARE(mDocument->model().indexes.front().id, std::string("ix-comments-post"));
        mDocument->undoStack()->redo();
        mLog->take();

        Recommendation embed;
        embed.kind = Recommendation::Kind::SetStrategy;
        embed.objectId = "post-comments";
        embed.strategy = Strategy::Embed;
        const Model before = mDocument->model();
        auto *command = new ApplyRecommendationCommand(mDocument.get(), embed);
        QVERIFY(command->changesModel());
        mDocument->undoStack()->push(command);
        QVERIFY(mDocument->model() == applyRecommendation(before, embed));
        QCOMPARE(mDocument->model().findRelationship("post-comments")->strategy, Strategy::Embed);
        QVERIFY(mLog->take().contains(QStringLiteral("relationshipChanged:post-comments")));
        mDocument->undoStack()->undo();
        QVERIFY(mDocument->model() == before);
        mDocument->undoStack()->redo();
        QVERIFY(mDocument->model() == applyRecommendation(before, embed));

        // Applied already: nothing left to change.
        QVERIFY(!ApplyRecommendationCommand(mDocument.get(), embed).changesModel());
    }

    void modifiedFollowsTheCleanState()
    {
        QSignalSpy modified(mDocument.get(), &ModelDocument::modifiedChanged);
        mDocument->undoStack()->push(
            new AddEntityCommand(mDocument.get(), collection("tags"), QStringLiteral("Add")));
        QVERIFY(mDocument->isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.takeFirst().at(0).toBool(), true);
        mDocument->undoStack()->undo();
        QVERIFY(!mDocument->isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.takeFirst().at(0).toBool(), false);

        // Saving makes the current state the clean one.
        mDocument->undoStack()->redo();
        modified.clear();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.dmodel"));
        QSignalSpy renamed(mDocument.get(), &ModelDocument::filePathChanged);
        QCOMPARE(mDocument->saveAs(path), QString());
        QVERIFY(!mDocument->isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.takeFirst().at(0).toBool(), false);
        QCOMPARE(renamed.count(), 1);
        QCOMPARE(mDocument->filePath(), path);
        QCOMPARE(readFile(path), QByteArray::fromStdString(serializeModel(mDocument->model())));
        // Undoing past the save is a change again.
        mDocument->undoStack()->undo();
        QVERIFY(mDocument->isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(modified.takeFirst().at(0).toBool(), true);
    }

    void loadingABadFileChangesNothing()
    {
        mDocument->undoStack()->push(
            new AddEntityCommand(mDocument.get(), collection("tags"), QStringLiteral("Add")));
        mLog->take();
        const Model before = mDocument->model();
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.dmodel"));
        QVERIFY(writeFile(broken, "{\n  \"formatVersion\": 2,\n  oops\n}"));
        LoadError error;
        QVERIFY(!mDocument->load(broken, &error));
        QVERIFY(!error.message.isEmpty());
        QVERIFY(mDocument->model() == before);
        QCOMPARE(mDocument->filePath(), kModel);
        QCOMPARE(mDocument->undoStack()->count(), 1);
        QVERIFY(mDocument->isModified());
        QCOMPARE(mLog->take(), QStringList());
        QVERIFY(!mDocument->load(dir.filePath(QStringLiteral("missing.dmodel")), nullptr));
        QVERIFY(mDocument->model() == before);
        QCOMPARE(mLog->take(), QStringList());
    }

    void loadingAFileResetsEverything()
    {
        mDocument->undoStack()->push(
            new AddEntityCommand(mDocument.get(), collection("tags"), QStringLiteral("Add")));
        mLog->take();
        QVERIFY(mDocument->load(kModel, nullptr));
        QVERIFY(!mDocument->model().findEntity("tags"));
        QCOMPARE(mDocument->undoStack()->count(), 0);
        QVERIFY(!mDocument->isModified());
        QCOMPARE(
            mLog->take(), QStringList({ "modifiedChanged:false", "modelReset", "modelChanged" }));
    }
};

// A marked row of the entity page's field tree survives unless the page
// was rebuilt (refresh() refills the tree).
bool fieldTreeRebuilt(Inspector &inspector)
{
    auto *tree = inspector.entityPage()->findChild<QTreeWidget *>();
    const int marker = Qt::UserRole + 1000;
    const bool rebuilt = !tree->topLevelItem(0)->data(0, marker).toBool();
    tree->topLevelItem(0)->setData(0, marker, true);
    return rebuilt;
}

class TestDocumentInspector : public QObject
{
    Q_OBJECT

private slots:
    void changesNameWhatTheyTouch()
    {
        ModelDocument document;
        QVERIFY(document.load(kModel, nullptr));
        QSignalSpy spy(&document, &ModelDocument::modelChanged);
        auto last = [&spy] { return spy.takeLast().at(0).value<ModelChange>(); };

        Entity posts = *document.model().findEntity("posts");
        posts.name = "articles";
        document.undoStack()->push(new EditEntityCommand(&document, posts, QStringLiteral("E")));
        ModelChange change = last();
        QCOMPARE(change.kind, ModelChange::Kind::Entity);
        QCOMPARE(change.ids, QStringList({ "posts", "post-comments" }));

        Index index = *document.model().findIndex("ix-comments-post");
        index.unique = true;
        document.undoStack()->push(new EditIndexCommand(&document, index, QStringLiteral("E")));
        change = last();
        QCOMPARE(change.kind, ModelChange::Kind::Index);
        QCOMPARE(change.ids, QStringList({ "ix-comments-post", "comments" }));

        document.undoStack()->push(new RemoveObjectsCommand(&document, { "post-comments" }));
        change = last();
        QCOMPARE(change.kind, ModelChange::Kind::Relationship);
        QCOMPARE(change.ids, QStringList({ "post-comments", "posts", "comments" }));

        document.undoStack()->push(new EditModelPropertiesCommand(
            &document, { "B", "b", "8.0", "" }, QStringLiteral("name")));
        QCOMPARE(last().kind, ModelChange::Kind::ModelProperties);

        QVERIFY(document.load(kModel, nullptr));
        change = last();
        QCOMPARE(change.kind, ModelChange::Kind::Reset);
        QVERIFY(change.ids.isEmpty());
    }

    void theInspectorRefreshesOnlyForWhatItShows()
    {
        ModelDocument document;
        QVERIFY(document.load(kModel, nullptr));
        Inspector inspector(&document, nullptr);
        inspector.showObject(QStringLiteral("comments"));
        QVERIFY(fieldTreeRebuilt(inspector));

        // Another entity, even a related one, leaves the page as it is.
        Entity posts = *document.model().findEntity("posts");
        posts.description = "long reads";
        document.undoStack()->push(new EditEntityCommand(&document, posts, QStringLiteral("E")));
        QVERIFY(!fieldTreeRebuilt(inspector));
        document.undoStack()->push(new MoveEntitiesCommand(
            &document, {}, { { "comments", Position { 1, 2 } } }, QStringLiteral("Move")));
        QVERIFY(!fieldTreeRebuilt(inspector));

        // The entity itself, and the indexes it lists, refresh it.
        Entity comments = *document.model().findEntity("comments");
        comments.description = "replies";
        document.undoStack()->push(new EditEntityCommand(&document, comments, QStringLiteral("E")));
        QVERIFY(fieldTreeRebuilt(inspector));
        Index index = *document.model().findIndex("ix-comments-post");
        index.name = "by_post";
        document.undoStack()->push(new EditIndexCommand(&document, index, QStringLiteral("E")));
        QVERIFY(fieldTreeRebuilt(inspector));
        document.undoStack()->undo();
        QVERIFY(fieldTreeRebuilt(inspector));

        // A relationship page names its ends: renaming one shows.
        inspector.showObject(QStringLiteral("post-comments"));
        posts.name = "articles";
        document.undoStack()->push(new EditEntityCommand(&document, posts, QStringLiteral("E")));
        auto *ends = inspector.relationshipPage()->findChild<QLabel *>();
        QVERIFY(ends->text().contains(QStringLiteral("articles")));

        // Deleting the shown object shows the model.
        document.undoStack()->push(new RemoveObjectsCommand(&document, { "post-comments" }));
        QCOMPARE(inspector.shownId(), QString());
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    TestDocument document;
    TestDocumentInspector inspector;
    return QTest::qExec(&document, argc, argv) | QTest::qExec(&inspector, argc, argv);
}
#include "tst_document.moc"
