<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Advisor</name>
    <message numerus="yes">
        <source>seen %n time(s) in the imported traffic</source>
        <translation>
            <numerusform>seen %n time in the imported traffic</numerusform>
            <numerusform>seen %n times in the imported traffic</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; was seen %n time(s), %2 of them scanning the whole collection.</source>
        <translation>
            <numerusform>&quot;%1&quot; was seen %n time, %2 of them scanning the whole collection.</numerusform>
            <numerusform>&quot;%1&quot; was seen %n times, %2 of them scanning the whole collection.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AdvisorIndexSet</name>
    <message numerus="yes">
        <source>Index set from the imported traffic: %n index(es) serve %1 of the documents the logged queries examined</source>
        <translation>
            <numerusform>Index set from the imported traffic: %n index serves %1 of the documents the logged queries examined</numerusform>
            <numerusform>Index set from the imported traffic: %n indexes serve %1 of the documents the logged queries examined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Traffic&apos;s index set: %n index(es), %1 of the documents examined</source>
        <translation>
            <numerusform>Traffic&apos;s index set: %n index, %1 of the documents examined</numerusform>
            <numerusform>Traffic&apos;s index set: %n indexes, %1 of the documents examined</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AreaItem</name>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n entity</numerusform>
            <numerusform>%n entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message numerus="yes">
        <source>%1 &quot;%2&quot;: %n field(s)</source>
        <translation>
            <numerusform>%1 &quot;%2&quot;: %n field</numerusform>
            <numerusform>%1 &quot;%2&quot;: %n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message numerus="yes">
        <source>all %1 documents pass</source>
        <translation>
            <numerusform>the %1 document passes</numerusform>
            <numerusform>all %1 documents pass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable document(s) skipped, first: %1</source>
        <translation>
            <numerusform>%n unreadable document skipped: %1</numerusform>
            <numerusform>%n unreadable documents skipped, first: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s)</source>
        <translation>
            <numerusform>must have at least %n character</numerusform>
            <numerusform>must have at least %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s)</source>
        <translation>
            <numerusform>must have at most %n character</numerusform>
            <numerusform>must have at most %n characters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n field(s)</source>
        <translation>
            <numerusform>must have at least %n field</numerusform>
            <numerusform>must have at least %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n field(s)</source>
        <translation>
            <numerusform>must have at most %n field</numerusform>
            <numerusform>must have at most %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s)</source>
        <translation>
            <numerusform>must have at most %n item</numerusform>
            <numerusform>must have at most %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>must have at least %n item</numerusform>
            <numerusform>must have at least %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>matches none of %n schema(s)</source>
        <translation>
            <numerusform>does not match its %n schema</numerusform>
            <numerusform>matches none of %n schemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) the server counted as failing pass here: the server and this check disagree about them.</source>
        <translation>
            <numerusform>%n document the server counted as failing passes here: the server and this check disagree about it.</numerusform>
            <numerusform>%n documents the server counted as failing pass here: the server and this check disagree about them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nothing was checked: %n collection(s) had no documents to check.</source>
        <translation>
            <numerusform>Nothing was checked: %n collection had no documents to check.</numerusform>
            <numerusform>Nothing was checked: %n collections had no documents to check.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n collection(s) were not checked (above).</source>
        <translation>
            <numerusform>%n collection was not checked (above).</numerusform>
            <numerusform>%n collections were not checked (above).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) have no _id: the server adds one (an ObjectId) when they are inserted, and they were checked with it.</source>
        <translation>
            <numerusform>%n document has no _id: the server adds one (an ObjectId) when it is inserted, and it was checked with it.</numerusform>
            <numerusform>%n documents have no _id: the server adds one (an ObjectId) when they are inserted, and they were checked with it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n documents</source>
        <translation>
            <numerusform>%1: %n document</numerusform>
            <numerusform>%1: %n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n value(s) repeat in %2 documents (%3); the unique index cannot be built until they differ</source>
        <translation>
            <numerusform>%1: %n value repeats in %2 documents (%3); the unique index cannot be built until they differ</numerusform>
            <numerusform>%1: %n values repeat in %2 documents (%3); the unique index cannot be built until they differ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database %1: %n difference(s)</source>
        <translation>
            <numerusform>Database %1: %n difference</numerusform>
            <numerusform>Database %1: %n differences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n destructive</source>
        <translation>
            <numerusform>, %n destructive</numerusform>
            <numerusform>, %n destructive</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model change(s)</source>
        <translation>
            <numerusform>%n model change</numerusform>
            <numerusform>%n model changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: skipped %Ln documents that cannot be read</source>
        <translation>
            <numerusform>%1: skipped %Ln document that cannot be read</numerusform>
            <numerusform>%1: skipped %Ln documents that cannot be read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not applied: existing documents fail %n of the new validators, and writes to them would fail. Fix the data or the model, or run again with --validation-action warn, --validation-level moderate or --allow-invalid-data.</source>
        <translation>
            <numerusform>Not applied: existing documents fail %n of the new validators, and writes to them would fail. Fix the data or the model, or run again with --validation-action warn, --validation-level moderate or --allow-invalid-data.</numerusform>
            <numerusform>Not applied: existing documents fail %n of the new validators, and writes to them would fail. Fix the data or the model, or run again with --validation-action warn, --validation-level moderate or --allow-invalid-data.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n batch(es) in this run</source>
        <translation>
            <numerusform>%n batch in this run</numerusform>
            <numerusform>%n batches in this run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n before it</source>
        <translation>
            <numerusform>, %n before it</numerusform>
            <numerusform>, %n before it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>step %1: %n batch(es) done</source>
        <translation>
            <numerusform>step %1: %n batch done</numerusform>
            <numerusform>step %1: %n batches done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n query shape(s):</source>
        <translation>
            <numerusform>%n query shape:</numerusform>
            <numerusform>%n query shapes:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n $indexStats entry(ies)</source>
        <translation>
            <numerusform>%n $indexStats entry</numerusform>
            <numerusform>%n $indexStats entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n operation(s) scanning)</source>
        <translation>
            <numerusform>(%n operation scanning)</numerusform>
            <numerusform>(%n operations scanning)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entry(ies)</source>
        <translation>
            <numerusform>%1: %n entry</numerusform>
            <numerusform>%1: %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not applied: existing documents repeat the key of %n of the new unique indexes, which the server would refuse to build. Make the values differ, or run again with --allow-invalid-data to send it anyway (the server refuses it while they repeat).</source>
        <translation>
            <numerusform>Not applied: existing documents repeat the key of %n of the new unique indexes, which the server would refuse to build. Make the values differ, or run again with --allow-invalid-data to send it anyway (the server refuses it while they repeat).</numerusform>
            <numerusform>Not applied: existing documents repeat the keys of %n of the new unique indexes, which the server would refuse to build. Make the values differ, or run again with --allow-invalid-data to send them anyway (the server refuses them while they repeat).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, and %n step(s) in case a collection is missing</source>
        <translation>
            <numerusform>, and %n step in case a collection is missing</numerusform>
            <numerusform>, and %n steps in case a collection is missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recommendation(s) to apply (--apply RULE[:OBJECT] or --apply-all).</source>
        <translation>
            <numerusform>%n recommendation to apply (--apply RULE[:OBJECT] or --apply-all).</numerusform>
            <numerusform>%n recommendations to apply (--apply RULE[:OBJECT] or --apply-all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>serves %n shape(s)</source>
        <translation>
            <numerusform>serves %n shape</numerusform>
            <numerusform>serves %n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> run %n time(s); saves</source>
        <translation>
            <numerusform> run %n time; saves</numerusform>
            <numerusform> run %n times; saves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n shape(s))</source>
        <translation>
            <numerusform> (%n shape)</numerusform>
            <numerusform> (%n shapes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) left out: each under %1 % of its namespace&apos;s examined documents and seen fewer than %2 times (--min-share, --min-count).</source>
        <translation>
            <numerusform>%n shape left out: each under %1 % of its namespace&apos;s examined documents and seen fewer than %2 times (--min-share, --min-count).</numerusform>
            <numerusform>%n shapes left out: each under %1 % of its namespace&apos;s examined documents and seen fewer than %2 times (--min-share, --min-count).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) no single index serves ($or, $text, $expr, or no filter).</source>
        <translation>
            <numerusform>%n shape no single index serves ($or, $text, $expr, or no filter).</numerusform>
            <numerusform>%n shapes no single index serves ($or, $text, $expr, or no filter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new index(es) serve %1 % of the documents the logged queries examined</source>
        <translation>
            <numerusform>%n new index serves %1 % of the documents the logged queries examined</numerusform>
            <numerusform>%n new indexes serve %1 % of the documents the logged queries examined</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n shape(s) already served by existing indexes</source>
        <translation>
            <numerusform>; %n shape already served by existing indexes</numerusform>
            <numerusform>; %n shapes already served by existing indexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n index(es) unused</source>
        <translation>
            <numerusform>; %n index unused</numerusform>
            <numerusform>; %n indexes unused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n redundant.</source>
        <translation>
            <numerusform>; %n redundant.</numerusform>
            <numerusform>; %n redundant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) outside --since/--until left out</source>
        <translation>
            <numerusform>%n operation outside --since/--until left out</numerusform>
            <numerusform>%n operations outside --since/--until left out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sorted in memory</source>
        <translation>
            <numerusform>%n sorted in memory</numerusform>
            <numerusform>%n sorted in memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n subject area(s) found in %1 s (%2, modularity %3)</source>
        <translation>
            <numerusform>%n subject area found in %1 s (%2, modularity %3)</numerusform>
            <numerusform>%n subject areas found in %1 s (%2, modularity %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entity(ies) laid out in %2 s</source>
        <translation>
            <numerusform>%1: %n entity laid out in %2 s</numerusform>
            <numerusform>%1: %n entities laid out in %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s)</source>
        <translation>
            <numerusform>%n use</numerusform>
            <numerusform>%n uses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s): all the pipeline gives.</source>
        <translation>
            <numerusform>%n document: all the pipeline gives.</numerusform>
            <numerusform>%n documents: all the pipeline gives.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n document(s) of the pipeline (--limit).</source>
        <translation>
            <numerusform>The first document of the pipeline (--limit).</numerusform>
            <numerusform>The first %n documents of the pipeline (--limit).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>Delete %n Object</numerusform>
            <numerusform>Delete %n Objects</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DataCheckFinding</name>
    <message numerus="yes">
        <source>the documents pass the validator but drift from the model in %n field(s)</source>
        <translation>
            <numerusform>the documents pass the validator but drift from the model in %n field</numerusform>
            <numerusform>the documents pass the validator but drift from the model in %n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagram</name>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentCells</name>
    <message numerus="yes">
        <source>[ %n element(s) ]</source>
        <translation>
            <numerusform>[ %n element ]</numerusform>
            <numerusform>[ %n elements ]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ %n field(s) }</source>
        <translation>
            <numerusform>{ %n field }</numerusform>
            <numerusform>{ %n fields }</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inference</name>
    <message numerus="yes">
        <source>; %1 is nearly unique: %n sampled document(s) repeat a value (%2), so a unique index on it cannot be built until that is mended</source>
        <translation>
            <numerusform>; %1 is nearly unique: %n sampled document repeats a value (%2), so a unique index on it cannot be built until that is mended</numerusform>
            <numerusform>; %1 is nearly unique: %n sampled documents repeat a value (%2), so a unique index on it cannot be built until that is mended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sampled document(s) refer to none (the field missing or null)</source>
        <translation>
            <numerusform>%n sampled document refers to none (the field missing or null)</numerusform>
            <numerusform>%n sampled documents refer to none (the field missing or null)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>unique in the sample: %n different %1 values</source>
        <translation>
            <numerusform>unique in the sample: %n %1 value</numerusform>
            <numerusform>unique in the sample: %n different %1 values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sampled value(s) are placeholders, not references: %1</source>
        <translation>
            <numerusform>%n sampled value is a placeholder, not a reference: %1</numerusform>
            <numerusform>%n sampled values are placeholders, not references: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sampled document(s) refer to none (the field missing, never null)</source>
        <translation>
            <numerusform>%n sampled document refers to none (the field missing, never null)</numerusform>
            <numerusform>%n sampled documents refer to none (the field missing, never null)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message numerus="yes">
        <source>%1: the server sent %Ln documents of its sample more than once; each was counted once.</source>
        <translation>
            <numerusform>%1: the server sent %Ln document of its sample more than once; it was counted once.</numerusform>
            <numerusform>%1: the server sent %Ln documents of its sample more than once; each was counted once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln documents that are not valid BSON were left out.</source>
        <translation>
            <numerusform>%1: %Ln document that is not valid BSON was left out.</numerusform>
            <numerusform>%1: %Ln documents that are not valid BSON were left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelled after %n batch(es); --resume goes on from there</source>
        <translation>
            <numerusform>cancelled after %n batch; --resume goes on from there</numerusform>
            <numerusform>cancelled after %n batches; --resume goes on from there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Migration</name>
    <message numerus="yes">
        <source>%n %1 have no %2</source>
        <translation>
            <numerusform>%n %1 has no %2</numerusform>
            <numerusform>%n %1 have no %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 have no %2 to embed</source>
        <translation>
            <numerusform>%n %1 has no %2 to embed</numerusform>
            <numerusform>%n %1 have no %2 to embed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n %2 that have their %3 are embedded in it</source>
        <translation>
            <numerusform>%1 of the %n %2 that has its %3 is embedded in it</numerusform>
            <numerusform>%1 of the %n %2 that have their %3 are embedded in it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PipelineText</name>
    <message numerus="yes">
        <source>a stage is one operator and its argument, as {$match: {…}}; this has %n member(s)</source>
        <translation>
            <numerusform>a stage is one operator and its argument, as {$match: {…}}; this has %n member</numerusform>
            <numerusform>a stage is one operator and its argument, as {$match: {…}}; this has %n members</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Refactor</name>
    <message numerus="yes">
        <source>%n copied field(s) no longer written: the strategy has no place for them; kept for a change back</source>
        <translation>
            <numerusform>%n copied field no longer written: the strategy has no place for it; kept for a change back</numerusform>
            <numerusform>%n copied fields no longer written: the strategy has no place for them; kept for a change back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::AdvisorDock</name>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suppressed</source>
        <translation>
            <numerusform>%n suppressed</numerusform>
            <numerusform>%n suppressed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::ApplyDataSteps</name>
    <message numerus="yes">
        <source>done, %n batch(es)</source>
        <translation>
            <numerusform>done, %n batch</numerusform>
            <numerusform>done, %n batches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>running: %n batch(es) done</source>
        <translation>
            <numerusform>running: %n batch done</numerusform>
            <numerusform>running: %n batches done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n batch(es)</source>
        <translation>
            <numerusform>%1, %n batch</numerusform>
            <numerusform>%1, %n batches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::ApplyDialog</name>
    <message numerus="yes">
        <source>%n step(s), %1 checked. Destructive steps (in red) run only when checked.</source>
        <translation>
            <numerusform>%n step, %1 checked. Destructive steps (in red) run only when checked.</numerusform>
            <numerusform>%n steps, %1 checked. Destructive steps (in red) run only when checked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applying %n step(s) to %1…</source>
        <translation>
            <numerusform>Applying %n step to %1…</numerusform>
            <numerusform>Applying %n steps to %1…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checking the documents already on the server against %n new validator(s) and unique index(es)…</source>
        <translation>
            <numerusform>Checking the documents already on the server against %n new validator or unique index…</numerusform>
            <numerusform>Checking the documents already on the server against %n new validators and unique indexes…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::CanvasEditor</name>
    <message numerus="yes">
        <source>Paste %n Entity(s)</source>
        <translation>
            <numerusform>Paste %n Entity</numerusform>
            <numerusform>Paste %n Entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set Strategy to %1 (%n copied field(s) no longer written)</source>
        <translation>
            <numerusform>Set Strategy to %1 (%n copied field no longer written)</numerusform>
            <numerusform>Set Strategy to %1 (%n copied fields no longer written)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DataController</name>
    <message numerus="yes">
        <source>Add %n Inferred Entities</source>
        <translation>
            <numerusform>Add %n Inferred Entity</numerusform>
            <numerusform>Add %n Inferred Entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramController</name>
    <message numerus="yes">
        <source>Add %n Neighbour(s)</source>
        <translation>
            <numerusform>Add %n Neighbour</numerusform>
            <numerusform>Add %n Neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Find %n Subject Area(s)</source>
        <translation>
            <numerusform>Find %n Subject Area</numerusform>
            <numerusform>Find %n Subject Areas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramScene</name>
    <message numerus="yes">
        <source>Move %n Entity(s)</source>
        <translation>
            <numerusform>Move %n Entity</numerusform>
            <numerusform>Move %n Entities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relationship(s) between %1 and %2</source>
        <translation>
            <numerusform>%n relationship between %1 and %2</numerusform>
            <numerusform>%n relationships between %1 and %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramTabs</name>
    <message numerus="yes">
        <source>Subject area %1: %n entity(ies)</source>
        <translation>
            <numerusform>Subject area %1: %n entity</numerusform>
            <numerusform>Subject area %1: %n entities</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentEditDialog</name>
    <message numerus="yes">
        <source>The document breaks %n rule(s) of the model&apos;s validator of %1 (marked in the text). It can still be sent: the server&apos;s validator has the last word.</source>
        <translation>
            <numerusform>The document breaks %n rule of the model&apos;s validator of %1 (marked in the text). It can still be sent: the server&apos;s validator has the last word.</numerusform>
            <numerusform>The document breaks %n rules of the model&apos;s validator of %1 (marked in the text). It can still be sent: the server&apos;s validator has the last word.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentViews</name>
    <message numerus="yes">
        <source>Copy %n Document(s) as %1</source>
        <translation>
            <numerusform>Copy %n Document as %1</numerusform>
            <numerusform>Copy %n Documents as %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentWriter</name>
    <message numerus="yes">
        <source>Delete %n document(s) from %1.%2? Undo Last Write can insert them again while this page is on screen.</source>
        <translation>
            <numerusform>Delete %n document from %1.%2? Undo Last Write can insert it again while this page is on screen.</numerusform>
            <numerusform>Delete %n documents from %1.%2? Undo Last Write can insert them again while this page is on screen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deletion of %n document(s)</source>
        <translation>
            <numerusform>deletion of %n document</numerusform>
            <numerusform>deletion of %n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the chosen documents show(s) no _id and stay(s).</source>
        <translation>
            <numerusform>%n of the chosen documents shows no _id and stays.</numerusform>
            <numerusform>%n of the chosen documents show no _id and stay.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n document(s) from %1.%2? The page shows a projection, so the deletion cannot be undone from here: the fields left out are not on screen to insert again.</source>
        <translation>
            <numerusform>Delete %n document from %1.%2? The page shows a projection, so the deletion cannot be undone from here: the fields left out are not on screen to insert again.</numerusform>
            <numerusform>Delete %n documents from %1.%2? The page shows a projection, so the deletion cannot be undone from here: the fields left out are not on screen to insert again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::EntityTreeModel</name>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n field</numerusform>
            <numerusform>%n fields</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::InferDialog</name>
    <message numerus="yes">
        <source>Inferring %n collections...</source>
        <translation>
            <numerusform>Inferring %n collection...</numerusform>
            <numerusform>Inferring %n collections...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n documents, %1</source>
        <translation>
            <numerusform>%n document, %1</numerusform>
            <numerusform>%n documents, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %n entities, %1. Open the model to see it laid out; it is not saved yet.</source>
        <translation>
            <numerusform>Done: %n entity, %1. Open the model to see it laid out; it is not saved yet.</numerusform>
            <numerusform>Done: %n entities, %1. Open the model to see it laid out; it is not saved yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relationships found</source>
        <translation>
            <numerusform>%n relationship found</numerusform>
            <numerusform>%n relationships found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Inferring %n collections on the server...</source>
        <translation>
            <numerusform>Inferring %n collection on the server...</numerusform>
            <numerusform>Inferring %n collections on the server...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::LiveDock</name>
    <message numerus="yes">
        <source>Waiting for the server (%n request(s))…</source>
        <translation>
            <numerusform>Waiting for the server (%n request)…</numerusform>
            <numerusform>Waiting for the server (%n requests)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::LiveTree</name>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::PipelineEditor</name>
    <message numerus="yes">
        <source>%n document(s): all this stage gives</source>
        <translation>
            <numerusform>%n document: all this stage gives</numerusform>
            <numerusform>%n documents: all this stage gives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n document(s)</source>
        <translation>
            <numerusform>The first document</numerusform>
            <numerusform>The first %n documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::PreviewPanel</name>
    <message numerus="yes">
        <source>// … %n more line(s) not shown; Copy takes all of them</source>
        <translation>
            <numerusform>// … %n more line not shown; Copy takes all of them</numerusform>
            <numerusform>// … %n more lines not shown; Copy takes all of them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::TrafficImportDialog</name>
    <message numerus="yes">
        <source>%n collection scan(s)</source>
        <translation>
            <numerusform>%n collection scan</numerusform>
            <numerusform>%n collection scans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n $indexStats entry(ies) give the use of the model&apos;s indexes.</source>
        <translation>
            <numerusform>%n $indexStats entry gives the use of the model&apos;s indexes.</numerusform>
            <numerusform>%n $indexStats entries give the use of the model&apos;s indexes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::TrafficIndexReview</name>
    <message numerus="yes">
        <source>%n small shape(s) left out (under 1 % of their collection&apos;s examined documents, seen fewer than 3 times).</source>
        <translation>
            <numerusform>%n small shape left out (under 1 % of its collection&apos;s examined documents, seen fewer than 3 times).</numerusform>
            <numerusform>%n small shapes left out (under 1 % of their collection&apos;s examined documents, seen fewer than 3 times).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recommended index(es) serve %1 % of the documents the logged queries examined; the %2 accepted serve %3 %. %4 shapes are already served by existing indexes.</source>
        <translation>
            <numerusform>%n recommended index serves %1 % of the documents the logged queries examined; the %2 accepted serve %3 %. %4 shapes are already served by existing indexes.</numerusform>
            <numerusform>%n recommended indexes serve %1 % of the documents the logged queries examined; the %2 accepted serve %3 %. %4 shapes are already served by existing indexes.</numerusform>
        </translation>
    </message>
</context>
</TS>
