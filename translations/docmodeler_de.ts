<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Advisor</name>
    <message>
        <source>Strategy differs from the recommendation</source>
        <translation>Strategie weicht von der Empfehlung ab</translation>
    </message>
    <message>
        <source>The relationship&apos;s cardinality, bounds, independence of the children and read/write ratio point to another strategy.</source>
        <translation>Kardinalität, Grenzen, Eigenständigkeit der Kinder und Lese-/Schreibverhältnis der Beziehung sprechen für eine andere Strategie.</translation>
    </message>
    <message>
        <source>Apply the recommended strategy, or suppress this with the reason.</source>
        <translation>Die empfohlene Strategie übernehmen oder den Befund mit Begründung unterdrücken.</translation>
    </message>
    <message>
        <source>Tree encoding does not fit the declared queries</source>
        <translation>Baumkodierung passt nicht zu den deklarierten Abfragen</translation>
    </message>
    <message>
        <source>Switch the tree to the recommended encoding and add its indexes.</source>
        <translation>Den Baum auf die empfohlene Kodierung umstellen und ihre Indizes anlegen.</translation>
    </message>
    <message>
        <source>Unbounded array</source>
        <translation>Unbegrenztes Array</translation>
    </message>
    <message>
        <source>An embedded or id array in the parent has no maximum, so the parent document grows without limit.</source>
        <translation>Ein eingebettetes Array oder Id-Array im Elterndokument hat kein Maximum, daher wächst das Elterndokument ohne Grenze.</translation>
    </message>
    <message>
        <source>Reference the parent from each child (parent-referencing), or set a maximum and embed a subset.</source>
        <translation>Das Elterndokument von jedem Kind aus referenzieren (Elternreferenz) oder ein Maximum setzen und eine Teilmenge einbetten.</translation>
    </message>
    <message>
        <source>Document larger than 16 MiB</source>
        <translation>Dokument größer als 16 MiB</translation>
    </message>
    <message>
        <source>The largest document this collection can hold passes MongoDB&apos;s 16 MiB limit; the server will refuse it.</source>
        <translation>Das größte Dokument dieser Collection überschreitet MongoDBs Grenze von 16 MiB; der Server wird es ablehnen.</translation>
    </message>
    <message>
        <source>Move the largest arrays into their own collection.</source>
        <translation>Die größten Arrays in eine eigene Collection auslagern.</translation>
    </message>
    <message>
        <source>Large document</source>
        <translation>Großes Dokument</translation>
    </message>
    <message>
        <source>Documents of this collection can pass 100 KB, which makes every read and update move a lot of data.</source>
        <translation>Dokumente dieser Collection können 100 KB überschreiten; jedes Lesen und Ändern bewegt dann viele Daten.</translation>
    </message>
    <message>
        <source>Embed a subset or reference the large children.</source>
        <translation>Eine Teilmenge einbetten oder die großen Kinder referenzieren.</translation>
    </message>
    <message>
        <source>Deep nesting</source>
        <translation>Tiefe Verschachtelung</translation>
    </message>
    <message>
        <source>Documents nest more than three levels deep, which makes queries, indexes and updates on the inner fields awkward.</source>
        <translation>Dokumente sind mehr als drei Ebenen tief verschachtelt; Abfragen, Indizes und Änderungen auf den inneren Feldern werden umständlich.</translation>
    </message>
    <message>
        <source>Flatten the inner levels or reference them.</source>
        <translation>Die inneren Ebenen abflachen oder referenzieren.</translation>
    </message>
    <message>
        <source>Field with several types</source>
        <translation>Feld mit mehreren Typen</translation>
    </message>
    <message>
        <source>One field path holds values of more than one BSON type, so queries and sorts on it behave differently per document.</source>
        <translation>Ein Feldpfad enthält Werte mehrerer BSON-Typen, daher verhalten sich Abfragen und Sortierungen darauf je Dokument anders.</translation>
    </message>
    <message>
        <source>Settle on one type and convert the others.</source>
        <translation>Sich auf einen Typ festlegen und die anderen umwandeln.</translation>
    </message>
    <message>
        <source>Several kinds without a discriminator</source>
        <translation>Mehrere Arten ohne Diskriminator</translation>
    </message>
    <message>
        <source>A polymorphic collection holds several kinds of documents but names no field that tells them apart.</source>
        <translation>Eine polymorphe Collection enthält mehrere Arten von Dokumenten, nennt aber kein Feld, das sie unterscheidet.</translation>
    </message>
    <message>
        <source>Name the discriminator field (for example &quot;type&quot;).</source>
        <translation>Das Diskriminatorfeld angeben (zum Beispiel „type“).</translation>
    </message>
    <message>
        <source>One collection per user or tenant</source>
        <translation>Eine Collection je Benutzer oder Mandant</translation>
    </message>
    <message>
        <source>Collections share one shape or carry a variable part in their name; thousands of collections strain the server.</source>
        <translation>Collections haben dieselbe Form oder einen variablen Teil im Namen; Tausende Collections belasten den Server.</translation>
    </message>
    <message>
        <source>Use one collection with a tenant field and index it.</source>
        <translation>Eine Collection mit einem Mandantenfeld verwenden und dieses indizieren.</translation>
    </message>
    <message>
        <source>Index no query uses</source>
        <translation>Index, den keine Abfrage nutzt</translation>
    </message>
    <message>
        <source>No declared query uses this index, yet every write pays for it.</source>
        <translation>Keine deklarierte Abfrage nutzt diesen Index, aber jeder Schreibvorgang bezahlt dafür.</translation>
    </message>
    <message>
        <source>Drop the index, or declare the query that needs it.</source>
        <translation>Den Index entfernen oder die Abfrage deklarieren, die ihn braucht.</translation>
    </message>
    <message>
        <source>Index is a prefix of another</source>
        <translation>Index ist Präfix eines anderen</translation>
    </message>
    <message>
        <source>Every query this index serves is served by a longer index that starts with the same keys.</source>
        <translation>Jede Abfrage, die dieser Index bedient, bedient auch ein längerer Index mit denselben ersten Schlüsseln.</translation>
    </message>
    <message>
        <source>Drop the shorter index.</source>
        <translation>Den kürzeren Index entfernen.</translation>
    </message>
    <message>
        <source>Many indexes on a write-heavy collection</source>
        <translation>Viele Indizes auf einer schreiblastigen Collection</translation>
    </message>
    <message>
        <source>The collection is written more often than read and has more than four indexes; each write updates all of them.</source>
        <translation>Die Collection wird öfter geschrieben als gelesen und hat mehr als vier Indizes; jeder Schreibvorgang aktualisiert alle.</translation>
    </message>
    <message>
        <source>Drop the indexes the frequent queries do not need.</source>
        <translation>Die Indizes entfernen, die die häufigen Abfragen nicht brauchen.</translation>
    </message>
    <message>
        <source>Query without an index</source>
        <translation>Abfrage ohne Index</translation>
    </message>
    <message>
        <source>Add the suggested index (equality, then sort, then range fields).</source>
        <translation>Den vorgeschlagenen Index anlegen (Gleichheits-, dann Sortier-, dann Bereichsfelder).</translation>
    </message>
    <message>
        <source>Sort in memory</source>
        <translation>Sortierung im Speicher</translation>
    </message>
    <message>
        <source>The index serving this query does not give its sort order, so the server sorts the results in memory.</source>
        <translation>Der Index dieser Abfrage liefert ihre Sortierung nicht, daher sortiert der Server die Ergebnisse im Speicher.</translation>
    </message>
    <message>
        <source>Add the suggested index, whose keys give the sort order.</source>
        <translation>Den vorgeschlagenen Index anlegen, dessen Schlüssel die Sortierung liefern.</translation>
    </message>
    <message>
        <source>Copied fields change more often than they are read</source>
        <translation>Kopierte Felder ändern sich öfter, als sie gelesen werden</translation>
    </message>
    <message>
        <source>Copies must be rewritten whenever their source changes; with fewer reads than writes they cost more than they save.</source>
        <translation>Kopien müssen bei jeder Änderung ihrer Quelle neu geschrieben werden; bei weniger Lese- als Schreibvorgängen kosten sie mehr, als sie sparen.</translation>
    </message>
    <message>
        <source>Keep only the reference and read the source when needed.</source>
        <translation>Nur die Referenz behalten und die Quelle bei Bedarf lesen.</translation>
    </message>
    <message>
        <source>Large collection without a good shard key</source>
        <translation>Große Collection ohne guten Shard-Schlüssel</translation>
    </message>
    <message>
        <source>Declare the suggested shard key.</source>
        <translation>Den vorgeschlagenen Shard-Schlüssel deklarieren.</translation>
    </message>
    <message>
        <source>Monotonically increasing shard key</source>
        <translation>Monoton steigender Shard-Schlüssel</translation>
    </message>
    <message>
        <source>The shard key is an ObjectId, a date or a counter alone: every insert goes to the last chunk, on one shard.</source>
        <translation>Der Shard-Schlüssel ist allein eine ObjectId, ein Datum oder ein Zähler: Jedes Einfügen landet im letzten Chunk auf einem Shard.</translation>
    </message>
    <message>
        <source>Hash the key, or put a well-spread field in front of it.</source>
        <translation>Den Schlüssel hashen oder ein gut verteiltes Feld davorsetzen.</translation>
    </message>
    <message>
        <source>Small child stored by reference</source>
        <translation>Kleines Kind per Referenz gespeichert</translation>
    </message>
    <message>
        <source>A one-to-one or one-to-few child that is not used on its own is stored by reference, so every read needs a second query.</source>
        <translation>Ein Eins-zu-eins- oder Eins-zu-wenige-Kind, das nicht eigenständig genutzt wird, ist per Referenz gespeichert; jedes Lesen braucht eine zweite Abfrage.</translation>
    </message>
    <message>
        <source>Embed the child in its parent.</source>
        <translation>Das Kind in sein Elterndokument einbetten.</translation>
    </message>
    <message>
        <source>One document per event</source>
        <translation>Ein Dokument je Ereignis</translation>
    </message>
    <message>
        <source>Group events per series and time window (bucket pattern), or make it a time-series collection.</source>
        <translation>Ereignisse je Reihe und Zeitfenster bündeln (Bucket-Muster) oder eine Time-Series-Collection verwenden.</translation>
    </message>
    <message>
        <source>Large embedded array</source>
        <translation>Großes eingebettetes Array</translation>
    </message>
    <message>
        <source>The parent embeds up to hundreds of children, while usually only the most recent few are shown.</source>
        <translation>Das Elterndokument bettet bis zu Hunderte Kinder ein, obwohl meist nur die neuesten wenigen angezeigt werden.</translation>
    </message>
    <message>
        <source>Embed only the K most recent children and keep all of them in their own collection (subset pattern).</source>
        <translation>Nur die K neuesten Kinder einbetten und alle in einer eigenen Collection halten (Subset-Muster).</translation>
    </message>
    <message>
        <source>Frequent reads across a reference</source>
        <translation>Häufiges Lesen über eine Referenz</translation>
    </message>
    <message>
        <source>The referenced data is read far more often than it is written, so each read pays for a second query.</source>
        <translation>Die referenzierten Daten werden weit öfter gelesen als geschrieben; jedes Lesen bezahlt eine zweite Abfrage.</translation>
    </message>
    <message>
        <source>Copy the few fields shown with the reference next to the id (extended reference).</source>
        <translation>Die wenigen mit der Referenz angezeigten Felder neben die Id kopieren (erweiterte Referenz).</translation>
    </message>
    <message>
        <source>Many optional fields</source>
        <translation>Viele optionale Felder</translation>
    </message>
    <message>
        <source>Most fields are optional, which suggests documents of several types or open-ended attributes.</source>
        <translation>Die meisten Felder sind optional; das deutet auf Dokumente mehrerer Typen oder offene Attribute hin.</translation>
    </message>
    <message>
        <source>Use a type discriminator with partial indexes per type, or an attribute array with the index {&quot;attrs.n&quot;: 1, &quot;attrs.v&quot;: 1}.</source>
        <translation>Einen Typ-Diskriminator mit partiellen Indizes je Typ verwenden oder ein Attribut-Array mit dem Index {&quot;attrs.n&quot;: 1, &quot;attrs.v&quot;: 1}.</translation>
    </message>
    <message>
        <source>Money stored as a double</source>
        <translation>Geldbetrag als Double gespeichert</translation>
    </message>
    <message>
        <source>Binary floating point cannot hold most decimal amounts exactly.</source>
        <translation>Binäre Gleitkommazahlen können die meisten Dezimalbeträge nicht exakt darstellen.</translation>
    </message>
    <message>
        <source>Store a scaled integer, or a Decimal128 (or string) with a double approximation for sorting.</source>
        <translation>Eine skalierte Ganzzahl speichern oder ein Decimal128 (oder einen String) mit einer Double-Näherung zum Sortieren.</translation>
    </message>
    <message>
        <source>Local time without its offset</source>
        <translation>Ortszeit ohne ihren Versatz</translation>
    </message>
    <message>
        <source>BSON dates are UTC; the local time of the client is lost unless its offset is stored.</source>
        <translation>BSON-Datumswerte sind UTC; die Ortszeit des Clients geht verloren, wenn ihr Versatz nicht gespeichert wird.</translation>
    </message>
    <message>
        <source>Store the client&apos;s UTC offset in minutes next to the date.</source>
        <translation>Den UTC-Versatz des Clients in Minuten neben dem Datum speichern.</translation>
    </message>
    <message>
        <source>Attribute array without its compound index</source>
        <translation>Attribut-Array ohne seinen zusammengesetzten Index</translation>
    </message>
    <message>
        <source>An array of name/value pairs is searched by name and value; only a compound index on both serves those queries.</source>
        <translation>Ein Array von Name/Wert-Paaren wird nach Name und Wert durchsucht; nur ein zusammengesetzter Index auf beiden bedient diese Abfragen.</translation>
    </message>
    <message>
        <source>Add the compound index on the name and value fields.</source>
        <translation>Den zusammengesetzten Index auf die Namens- und Wertfelder anlegen.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>at most %1 children per parent</source>
        <translation>höchstens %1 Kinder je Elterndokument</translation>
    </message>
    <message>
        <source>no maximum number of children per parent</source>
        <translation>keine Höchstzahl an Kindern je Elterndokument</translation>
    </message>
    <message>
        <source>Apply Recommendation</source>
        <translation>Empfehlung übernehmen</translation>
    </message>
    <message>
        <source>The largest %1 document is about %2.</source>
        <translation>Das größte Dokument von %1 ist etwa %2 groß.</translation>
    </message>
    <message>
        <source>%1 documents nest %2 levels deep.</source>
        <translation>Dokumente von %1 sind %2 Ebenen tief verschachtelt.</translation>
    </message>
    <message>
        <source>%1.%2 is declared with %3 types.</source>
        <translation>%1.%2 ist mit %3 Typen deklariert.</translation>
    </message>
    <message>
        <source>%1 is polymorphic but names no discriminator field.</source>
        <translation>%1 ist polymorph, nennt aber kein Diskriminatorfeld.</translation>
    </message>
    <message>
        <source>The name %1 has a variable part.</source>
        <translation>Der Name %1 hat einen variablen Teil.</translation>
    </message>
    <message>
        <source>%1 and %2 more collections have the same fields.</source>
        <translation>%1 und %2 weitere Collections haben dieselben Felder.</translation>
    </message>
    <message>
        <source>The fields copied by %1 are read %2 times per change of their source.</source>
        <translation>Die von %1 kopierten Felder werden %2-mal je Änderung ihrer Quelle gelesen.</translation>
    </message>
    <message>
        <source>Index %1 serves none of the queries declared on its collection.</source>
        <translation>Index %1 bedient keine der auf seiner Collection deklarierten Abfragen.</translation>
    </message>
    <message>
        <source>Index %1 is a prefix of %2.</source>
        <translation>Index %1 ist ein Präfix von %2.</translation>
    </message>
    <message>
        <source>%1 has %2 indexes and is written %3 times a second, read %4 times.</source>
        <translation>%1 hat %2 Indizes und wird %3-mal pro Sekunde geschrieben, %4-mal gelesen.</translation>
    </message>
    <message>
        <source>No index supports &quot;%1&quot;; suggested: %2.</source>
        <translation>Kein Index unterstützt „%1“; Vorschlag: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is served by %2 but sorts in memory; suggested: %3.</source>
        <translation>„%1“ wird von %2 bedient, sortiert aber im Speicher; Vorschlag: %3.</translation>
    </message>
    <message>
        <source>equality fields first, then sort fields, then range fields</source>
        <translation>zuerst Gleichheitsfelder, dann Sortierfelder, dann Bereichsfelder</translation>
    </message>
    <message>
        <source>%1 is an array: the index is multikey</source>
        <translation>%1 ist ein Array: der Index ist ein Multikey-Index</translation>
    </message>
    <message>
        <source>%1.%2 holds name/value pairs but no index %3 exists.</source>
        <translation>%1.%2 enthält Name/Wert-Paare, aber es gibt keinen Index %3.</translation>
    </message>
    <message>
        <source>%1 expects %2 small, dated documents, one per event.</source>
        <translation>%1 erwartet %2 kleine, datierte Dokumente, eines je Ereignis.</translation>
    </message>
    <message>
        <source>a bucket per series and hour holds many events in one document</source>
        <translation>ein Bucket je Reihe und Stunde fasst viele Ereignisse in einem Dokument</translation>
    </message>
    <message>
        <source>fewer, larger documents mean smaller indexes</source>
        <translation>weniger, größere Dokumente bedeuten kleinere Indizes</translation>
    </message>
    <message>
        <source>%1 of the %2 fields of %3 are optional.</source>
        <translation>%1 der %2 Felder von %3 sind optional.</translation>
    </message>
    <message>
        <source>%1.%2 holds money as a double.</source>
        <translation>%1.%2 speichert einen Geldbetrag als Double.</translation>
    </message>
    <message>
        <source>%1.%2 is meant as a local time but no offset is stored.</source>
        <translation>%1.%2 ist als Ortszeit gemeint, aber kein Versatz wird gespeichert.</translation>
    </message>
    <message>
        <source>The related data is read %1 times per write.</source>
        <translation>Die verbundenen Daten werden %1-mal je Schreibvorgang gelesen.</translation>
    </message>
    <message>
        <source>_id is unique per document</source>
        <translation>_id ist je Dokument eindeutig</translation>
    </message>
    <message>
        <source>%1 takes one value per parent (about %2)</source>
        <translation>%1 hat einen Wert je Elterndokument (etwa %2)</translation>
    </message>
    <message>
        <source>%1 has only a few distinct values</source>
        <translation>%1 hat nur wenige verschiedene Werte</translation>
    </message>
    <message>
        <source>%1 is nearly unique per document</source>
        <translation>%1 ist fast je Dokument eindeutig</translation>
    </message>
    <message>
        <source>%1 has many distinct values</source>
        <translation>%1 hat viele verschiedene Werte</translation>
    </message>
    <message>
        <source>no declared reads to isolate</source>
        <translation>keine deklarierten Lesezugriffe zum Isolieren</translation>
    </message>
    <message>
        <source>%1 % of reads name %2 and go to one shard</source>
        <translation>%1 % der Lesezugriffe nennen %2 und gehen an einen Shard</translation>
    </message>
    <message>
        <source>hashing spreads inserts evenly, but range queries go to every shard</source>
        <translation>Hashen verteilt Einfügungen gleichmäßig, aber Bereichsabfragen gehen an jeden Shard</translation>
    </message>
    <message>
        <source>%1 alone increases monotonically: every insert goes to one shard</source>
        <translation>%1 allein steigt monoton: jedes Einfügen geht an einen Shard</translation>
    </message>
    <message>
        <source>inserts spread over the values of %1</source>
        <translation>Einfügungen verteilen sich über die Werte von %1</translation>
    </message>
    <message>
        <source>%1 is sharded on %2, which only increases.</source>
        <translation>%1 ist nach %2 geshardet, das nur steigt.</translation>
    </message>
    <message>
        <source>%1 is expected to hold %2 documents (%3) and declares no shard key; suggested: %4.</source>
        <translation>%1 soll %2 Dokumente (%3) fassen und deklariert keinen Shard-Schlüssel; Vorschlag: %4.</translation>
    </message>
    <message>
        <source>an array in the parent would grow without limit, so each child holds its parent&apos;s id (index it)</source>
        <translation>ein Array im Elterndokument würde ohne Grenze wachsen, daher hält jedes Kind die Id seines Elterndokuments (indizieren)</translation>
    </message>
    <message>
        <source>the children are queried on their own</source>
        <translation>die Kinder werden eigenständig abgefragt</translation>
    </message>
    <message>
        <source>one child: it holds its parent&apos;s id</source>
        <translation>ein Kind: es hält die Id seines Elterndokuments</translation>
    </message>
    <message>
        <source>bounded: the parent keeps an array of child ids</source>
        <translation>begrenzt: das Elterndokument hält ein Array von Kind-Ids</translation>
    </message>
    <message>
        <source>the children never appear without their parent</source>
        <translation>die Kinder erscheinen nie ohne ihr Elterndokument</translation>
    </message>
    <message>
        <source>many children: embed the most recent few, keep all of them in their own collection</source>
        <translation>viele Kinder: die neuesten wenigen einbetten, alle in einer eigenen Collection halten</translation>
    </message>
    <message>
        <source>one read returns the parent with its children</source>
        <translation>ein Lesezugriff liefert das Elterndokument mit seinen Kindern</translation>
    </message>
    <message>
        <source>parent and children change together in one atomic write</source>
        <translation>Elterndokument und Kinder ändern sich gemeinsam in einem atomaren Schreibvorgang</translation>
    </message>
    <message>
        <source>many-to-many: an array of ids on one side</source>
        <translation>viele-zu-viele: ein Array von Ids auf einer Seite</translation>
    </message>
    <message>
        <source>a multikey index on that array finds the other direction</source>
        <translation>ein Multikey-Index auf diesem Array findet die andere Richtung</translation>
    </message>
    <message>
        <source>sub-trees are read by a path prefix: one indexed query</source>
        <translation>Teilbäume werden über ein Pfadpräfix gelesen: eine indizierte Abfrage</translation>
    </message>
    <message>
        <source>sorting by the path gives depth-first display order</source>
        <translation>Sortieren nach dem Pfad ergibt die Anzeigereihenfolge in Tiefensuche</translation>
    </message>
    <message>
        <source>descendants are read by a range on two bounds (nested sets)</source>
        <translation>Nachfahren werden über einen Bereich zwischen zwei Grenzen gelesen (Nested Sets)</translation>
    </message>
    <message>
        <source>the declared queries do not call for another encoding</source>
        <translation>die deklarierten Abfragen verlangen keine andere Kodierung</translation>
    </message>
    <message>
        <source>Tree &quot;%1&quot; is stored as %2; %3 answers its queries better.</source>
        <translation>Baum „%1“ ist als %2 gespeichert; %3 beantwortet seine Abfragen besser.</translation>
    </message>
    <message>
        <source>%1 (%2) keeps an array of children in the parent, with no maximum.</source>
        <translation>%1 (%2) hält ein Array von Kindern im Elterndokument, ohne Maximum.</translation>
    </message>
    <message>
        <source>%1 is a %2 relationship stored by reference, though the child is only read with its parent.</source>
        <translation>%1 ist eine %2-Beziehung, die per Referenz gespeichert ist, obwohl das Kind nur mit seinem Elterndokument gelesen wird.</translation>
    </message>
    <message>
        <source>%1 is stored as %2; %3 is recommended.</source>
        <translation>%1 ist als %2 gespeichert; empfohlen ist %3.</translation>
    </message>
    <message>
        <source>The reference index %1 on %2 is turned off and no index has its keys.</source>
        <translation>Der Referenzindex %1 auf %2 ist ausgeschaltet, und kein Index hat seine Schlüssel.</translation>
    </message>
    <message>
        <source>%1 moves each document through the values of %2 with guarded updates: the compensation (saga) pattern.</source>
        <translation>%1 führt jedes Dokument mit abgesicherten Änderungen durch die Werte von %2: das Kompensationsmuster (Saga).</translation>
    </message>
    <message>
        <source>%1 takes the values %2</source>
        <translation>%1 nimmt die Werte %2 an</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changes %2 only where it still has the expected value</source>
        <translation>„%1“ ändert %2 nur dort, wo es noch den erwarteten Wert hat</translation>
    </message>
    <message>
        <source>%1.%2 records the changes in progress</source>
        <translation>%1.%2 hält die laufenden Änderungen fest</translation>
    </message>
    <message>
        <source>&quot;%1&quot; finds stuck documents through index %2</source>
        <translation>„%1“ findet stecken gebliebene Dokumente über Index %2</translation>
    </message>
    <message>
        <source>No declared query finds %1 stuck in a value of %2 since before a cutoff date.</source>
        <translation>Keine deklarierte Abfrage findet Dokumente von %1, die bereits vor einem Stichtag in einem Wert von %2 stecken geblieben sind.</translation>
    </message>
    <message>
        <source>No index on %1 serves &quot;%2&quot;; suggested: %3.</source>
        <translation>Kein Index auf %1 bedient „%2“; Vorschlag: %3.</translation>
    </message>
    <message>
        <source>after a crash, recovery must find the few stuck documents among all the finished ones</source>
        <translation>nach einem Absturz muss die Wiederherstellung die wenigen stecken gebliebenen Dokumente unter allen abgeschlossenen finden</translation>
    </message>
    <message>
        <source>Reference without an index</source>
        <translation>Referenz ohne Index</translation>
    </message>
    <message>
        <source>The relationship&apos;s reference index is turned off and no declared index has its keys, so following the reference from the other side scans the whole collection.</source>
        <translation>Der Referenzindex der Beziehung ist ausgeschaltet, und kein deklarierter Index hat seine Schlüssel, daher durchsucht das Verfolgen der Referenz von der anderen Seite aus die ganze Collection.</translation>
    </message>
    <message>
        <source>Turn the relationship&apos;s reference index back on, or declare an index with those keys.</source>
        <translation>Den Referenzindex der Beziehung wieder einschalten oder einen Index mit diesen Schlüsseln deklarieren.</translation>
    </message>
    <message>
        <source>State field of a compensation (saga)</source>
        <translation>Zustandsfeld einer Kompensation (Saga)</translation>
    </message>
    <message>
        <source>Documents move through the values of a state field by updates guarded by the previous state, so a change spanning several documents can be finished or reverted step by step.</source>
        <translation>Dokumente durchlaufen die Werte eines Zustandsfelds mit Änderungen, die durch den vorherigen Zustand abgesichert sind; so lässt sich eine Änderung über mehrere Dokumente Schritt für Schritt abschließen oder zurücknehmen.</translation>
    </message>
    <message>
        <source>Keep a query that finds documents stuck in a state past a cutoff, served by an index on the state field and that date.</source>
        <translation>Eine Abfrage behalten, die über einen Stichtag hinaus in einem Zustand stecken gebliebene Dokumente findet, bedient von einem Index auf dem Zustandsfeld und diesem Datum.</translation>
    </message>
    <message>
        <source>Stuck documents cannot be found by an index</source>
        <translation>Stecken gebliebene Dokumente sind nicht über einen Index auffindbar</translation>
    </message>
    <message>
        <source>No index on the state field serves the query that finds documents stuck in a state, so recovery scans the whole collection, or is not declared.</source>
        <translation>Kein Index auf dem Zustandsfeld bedient die Abfrage, die in einem Zustand stecken gebliebene Dokumente findet, daher durchsucht die Wiederherstellung die ganze Collection, oder die Abfrage ist nicht deklariert.</translation>
    </message>
    <message>
        <source>Add an index on the state field followed by the date the cutoff compares.</source>
        <translation>Einen Index auf dem Zustandsfeld anlegen, gefolgt von dem Datum, mit dem der Stichtag verglichen wird.</translation>
    </message>
    <message>
        <source>The largest %1 document is %2.</source>
        <translation>Das größte Dokument von %1 ist %2.</translation>
    </message>
    <message>
        <source>%1 refers to %2 by %3, which can change: each change must rewrite every %1 document holding the old value, or its reference breaks.</source>
        <translation>%1 verweist über %3 auf %2, und %3 kann sich ändern: Jede Änderung muss jedes %1-Dokument mit dem alten Wert neu schreiben, sonst bricht seine Referenz.</translation>
    </message>
    <message>
        <source>%1.%2 is declared %3, but the key it holds, %4.%5, is %6: the validator expects the key&apos;s type, and documents holding %3 fail it.</source>
        <translation>%1.%2 ist als %3 deklariert, aber der Schlüssel, den es enthält, %4.%5, ist %6: Der Validator erwartet den Typ des Schlüssels, und Dokumente mit %3 bestehen ihn nicht.</translation>
    </message>
    <message>
        <source>Reference by a key that can change</source>
        <translation>Referenz über einen änderbaren Schlüssel</translation>
    </message>
    <message>
        <source>References hold a natural key people change, such as an e-mail address or a name; every change must be copied into each referring document.</source>
        <translation>Referenzen enthalten einen natürlichen Schlüssel, den Menschen ändern, etwa eine E-Mail-Adresse oder einen Namen; jede Änderung muss in jedes verweisende Dokument übernommen werden.</translation>
    </message>
    <message>
        <source>Refer by _id or another key that never changes, and keep the changeable value as a copy (an extended reference).</source>
        <translation>Über _id oder einen anderen unveränderlichen Schlüssel verweisen und den änderbaren Wert als Kopie halten (eine erweiterte Referenz).</translation>
    </message>
    <message>
        <source>Reference field of another type than its key</source>
        <translation>Referenzfeld mit anderem Typ als sein Schlüssel</translation>
    </message>
    <message>
        <source>The reference field is declared with a type its key does not have; the validator follows the key, so documents of the declared type fail it.</source>
        <translation>Das Referenzfeld ist mit einem Typ deklariert, den sein Schlüssel nicht hat; der Validator folgt dem Schlüssel, also bestehen Dokumente des deklarierten Typs ihn nicht.</translation>
    </message>
    <message>
        <source>Give the field the key&apos;s type, or choose the key the references really hold.</source>
        <translation>Dem Feld den Typ des Schlüssels geben oder den Schlüssel wählen, den die Referenzen tatsächlich enthalten.</translation>
    </message>
    <message>
        <source>%1 stores the many-to-many between %2 and %3 as pairs of references.</source>
        <translation>%1 speichert die Viele-zu-viele-Beziehung zwischen %2 und %3 als Paare von Referenzen.</translation>
    </message>
    <message>
        <source>a %1 is paired with at most %2 %3 documents: an array of their %4 values in each %1 reads them with it</source>
        <translation>ein %1 ist mit höchstens %2 %3-Dokumenten gepaart: ein Array ihrer %4-Werte in jedem %1 liest sie mit ihm</translation>
    </message>
    <message>
        <source>a multikey index on that array finds the %1 documents of a %2</source>
        <translation>ein Multikey-Index auf diesem Array findet die %1-Dokumente eines %2</translation>
    </message>
    <message>
        <source>the maximum was seen in a sample: more may exist</source>
        <translation>das Maximum stammt aus einer Stichprobe: es kann mehr geben</translation>
    </message>
    <message>
        <source>Are the children read on their own?</source>
        <translation>Werden die Kinder eigenständig gelesen?</translation>
    </message>
    <message>
        <source>Embedding or referencing depends on whether the children are queried, listed or sorted without their parent, and that is not decided.</source>
        <translation>Ob eingebettet oder referenziert wird, hängt davon ab, ob die Kinder ohne ihr Elternteil abgefragt, aufgelistet oder sortiert werden, und das ist nicht entschieden.</translation>
    </message>
    <message>
        <source>Answer it in the relationship&apos;s inspector (Children are queried on their own); the advice follows the answer.</source>
        <translation>Im Inspektor der Beziehung beantworten (Kinder werden eigenständig abgefragt); der Rat folgt der Antwort.</translation>
    </message>
    <message>
        <source>Many-to-many through a junction collection</source>
        <translation>Viele-zu-viele über eine Verknüpfungssammlung</translation>
    </message>
    <message>
        <source>A collection holds only pairs of references, as a relational link table: reading one side with the other takes a query on the pairs and another on the other side.</source>
        <translation>Eine Sammlung enthält nur Paare von Referenzen, wie eine relationale Verknüpfungstabelle: Eine Seite mit der anderen zu lesen braucht eine Abfrage auf die Paare und eine weitere auf die andere Seite.</translation>
    </message>
    <message>
        <source>Where one side has few partners, keep their ids in an array on that side with a multikey index, and drop the junction collection.</source>
        <translation>Wo eine Seite wenige Partner hat, deren IDs in einem Array auf dieser Seite mit Multikey-Index halten und die Verknüpfungssammlung aufgeben.</translation>
    </message>
    <message>
        <source>assumed until decided: the children are queried on their own</source>
        <translation>angenommen, bis es entschieden ist: die Kinder werden eigenständig abgefragt</translation>
    </message>
    <message>
        <source>Are %1 documents read without their %2? %3 if they are, %4 if not.</source>
        <translation>Werden %1-Dokumente ohne ihr %2 gelesen? %3, wenn ja, %4, wenn nicht.</translation>
    </message>
    <message>
        <source>%1.%2 holds dates as strings.</source>
        <translation>%1.%2 enthält Datumswerte als Zeichenketten.</translation>
    </message>
    <message>
        <source>%1.%2 holds dates as strings (%3).</source>
        <translation>%1.%2 enthält Datumswerte als Zeichenketten (%3).</translation>
    </message>
    <message>
        <source>for example %1</source>
        <translation>zum Beispiel %1</translation>
    </message>
    <message>
        <source>in this format they do not even sort by date</source>
        <translation>in diesem Format sortieren sie nicht einmal nach Datum</translation>
    </message>
    <message>
        <source>Dates kept as strings</source>
        <translation>Datumswerte als Zeichenketten</translation>
    </message>
    <message>
        <source>A string field holds dates: they sort and compare as dates only in a year-first format, take no date operators, TTL index or time-series, and are larger than the 8 bytes of a BSON date.</source>
        <translation>Ein Zeichenkettenfeld enthält Datumswerte: Sie sortieren und vergleichen sich nur in einem Format mit dem Jahr vorn wie Datumswerte, erlauben keine Datumsoperatoren, keinen TTL-Index und keine Zeitreihe und sind größer als die 8 Byte eines BSON-Datums.</translation>
    </message>
    <message>
        <source>Store them as BSON dates (a migration converts the existing ones with $dateFromString), and format them where they are shown.</source>
        <translation>Als BSON-Datumswerte speichern (eine Migration wandelt die vorhandenen mit $dateFromString um) und dort formatieren, wo sie angezeigt werden.</translation>
    </message>
    <message>
        <source>Documents stored twice</source>
        <translation>Dokumente doppelt gespeichert</translation>
    </message>
    <message>
        <source>A collection&apos;s documents are also embedded whole in another collection: every insert, change and delete must be made in both places, and the two drift apart when one write fails.</source>
        <translation>Die Dokumente einer Collection sind außerdem vollständig in einer anderen Collection eingebettet: jedes Einfügen, Ändern und Löschen muss an beiden Stellen geschehen, und beide laufen auseinander, wenn ein Schreibvorgang scheitert.</translation>
    </message>
    <message>
        <source>Embed only (the child stops being a collection), reference the documents, or embed the few fields the parent shows (an extended reference or a subset).</source>
        <translation>Nur einbetten (das Kind ist dann keine Collection mehr), die Dokumente referenzieren oder nur die wenigen Felder einbetten, die der Elternteil zeigt (eine erweiterte Referenz oder eine Teilmenge).</translation>
    </message>
    <message>
        <source>%1 documents are a collection and are also embedded whole in %2: each one is stored twice.</source>
        <translation>%1-Dokumente sind eine Collection und außerdem vollständig in %2 eingebettet: jedes wird doppelt gespeichert.</translation>
    </message>
    <message>
        <source>%1 inserts a second, no declared write changes a document</source>
        <translation>%1 Einfügungen je Sekunde, kein deklarierter Schreibvorgang ändert ein Dokument</translation>
    </message>
    <message>
        <source>&quot;%1&quot; reads them by time</source>
        <translation>„%1“ liest sie nach der Zeit</translation>
    </message>
    <message>
        <source>%1 ask every shard (scatter-gather)</source>
        <translation>%1 fragen jeden Shard (Scatter-Gather)</translation>
    </message>
    <message>
        <source>a hashed _id would spread inserts too, but %1 would ask every shard (scatter-gather)</source>
        <translation>ein gehashtes _id würde Einfügungen ebenfalls verteilen, aber %1 würden jeden Shard fragen (Scatter-Gather)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; finds the children by %2: a parent reference with its index answers it, an array of ids in the parent would be a second list to keep in step</source>
        <translation>„%1“ findet die Kinder über %2: eine Elternreferenz mit ihrem Index beantwortet das, ein Id-Array im Elterndokument wäre eine zweite Liste, die mitgeführt werden muss</translation>
    </message>
    <message>
        <source>%1 new children a second would each rewrite their parent&apos;s array of up to %2 ids</source>
        <translation>%1 neue Kinder je Sekunde würden jeweils das Array ihres Elterndokuments mit bis zu %2 Ids neu schreiben</translation>
    </message>
    <message>
        <source>no declared query reads a whole sub-tree</source>
        <translation>keine deklarierte Abfrage liest einen ganzen Teilbaum</translation>
    </message>
    <message>
        <source>%1 writes a second move a node: %2 rewrites the nodes below it, parent references one document</source>
        <translation>%1 Schreibvorgänge je Sekunde verschieben einen Knoten: %2 schreibt die Knoten darunter neu, Elternreferenzen ein Dokument</translation>
    </message>
    <message>
        <source>descendants are read by one indexed equality on the ancestors array</source>
        <translation>Nachfahren werden mit einer indizierten Gleichheit auf dem Vorfahren-Array gelesen</translation>
    </message>
    <message>
        <source>%1 writes a second move a node: nested sets would renumber most of the tree, an ancestors array only the moved sub-tree</source>
        <translation>%1 Schreibvorgänge je Sekunde verschieben einen Knoten: Nested Sets würden den größten Teil des Baums neu nummerieren, ein Vorfahren-Array nur den verschobenen Teilbaum</translation>
    </message>
    <message>
        <source>no declared write moves a node: the numbering holds</source>
        <translation>kein deklarierter Schreibvorgang verschiebt einen Knoten: die Nummerierung bleibt gültig</translation>
    </message>
    <message>
        <source>The queries on the tree&apos;s own fields ask for descendants that another encoding answers with one indexed query, or its nodes move often in an encoding that rewrites the nodes below.</source>
        <translation>Die Abfragen auf die eigenen Felder des Baums verlangen Nachfahren, die eine andere Kodierung mit einer indizierten Abfrage liefert, oder seine Knoten werden oft verschoben in einer Kodierung, die die Knoten darunter neu schreibt.</translation>
    </message>
    <message>
        <source>No index supports this query, neither a declared one nor one the scripts create for references, so it scans the whole collection.</source>
        <translation>Kein Index unterstützt diese Abfrage, weder ein deklarierter noch einer, den die Skripte für Referenzen anlegen, daher durchsucht sie die ganze Collection.</translation>
    </message>
    <message>
        <source>The collection is expected to grow large and declares no shard key. A good one is in every document, never changes, has many values, spreads inserts and sends the declared queries to one shard.</source>
        <translation>Die Collection wird voraussichtlich groß und deklariert keinen Shard-Schlüssel. Ein guter steht in jedem Dokument, ändert sich nie, hat viele Werte, verteilt Einfügungen und schickt die deklarierten Abfragen an einen Shard.</translation>
    </message>
    <message>
        <source>A large collection that is only inserted into and read by time stores one small document per event or reading.</source>
        <translation>Eine große Collection, in die nur eingefügt und die nach der Zeit gelesen wird, speichert ein kleines Dokument je Ereignis oder Messwert.</translation>
    </message>
    <message numerus="yes">
        <source>seen %n time(s) in the imported traffic</source>
        <translation>
            <numerusform>im importierten Verkehr %n-mal gesehen</numerusform>
            <numerusform>im importierten Verkehr %n-mal gesehen</numerusform>
        </translation>
    </message>
    <message>
        <source>The server scans the whole collection for a query</source>
        <translation>Der Server durchsucht für eine Abfrage die ganze Collection</translation>
    </message>
    <message>
        <source>Imported traffic shows operations of this shape planned as a collection scan (COLLSCAN): each reads every document to return a few, and the cost grows with the collection.</source>
        <translation>Der importierte Verkehr zeigt Operationen dieser Form, die als Collection-Scan (COLLSCAN) geplant wurden: Jede liest alle Dokumente, um wenige zurückzugeben, und die Kosten wachsen mit der Collection.</translation>
    </message>
    <message>
        <source>Add the suggested index (equality, sort, range), or create the model&apos;s index that serves the query on the server.</source>
        <translation>Legen Sie den vorgeschlagenen Index an (Gleichheit, Sortierung, Bereich) oder erstellen Sie auf dem Server den Index des Modells, der die Abfrage bedient.</translation>
    </message>
    <message>
        <source>Index the server does not use</source>
        <translation>Index, den der Server nicht nutzt</translation>
    </message>
    <message>
        <source>Imported traffic shows no use of the index: $indexStats counted no access since the server began counting, or none of many logged operations on its collection used it. Every write still updates it.</source>
        <translation>Der importierte Verkehr zeigt keine Nutzung des Index: $indexStats zählte keinen Zugriff, seit der Server zählt, oder keine der vielen protokollierten Operationen auf seiner Collection nutzte ihn. Jeder Schreibvorgang aktualisiert ihn trotzdem.</translation>
    </message>
    <message>
        <source>Drop it after checking $indexStats on every member over a full business cycle, or hide it first.</source>
        <translation>Löschen Sie ihn, nachdem Sie $indexStats auf jedem Mitglied über einen ganzen Geschäftszyklus geprüft haben, oder verbergen Sie ihn zuerst.</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; was seen %n time(s), %2 of them scanning the whole collection.</source>
        <translation>
            <numerusform>„%1“ wurde %n-mal gesehen, davon %2-mal mit einem Scan der ganzen Collection.</numerusform>
            <numerusform>„%1“ wurde %n-mal gesehen, davon %2-mal mit einem Scan der ganzen Collection.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 documents examined, %2 per document returned</source>
        <translation>%1 Dokumente geprüft, %2 je zurückgegebenem Dokument</translation>
    </message>
    <message>
        <source>seen from %1 to %2</source>
        <translation>gesehen von %1 bis %2</translation>
    </message>
    <message>
        <source>suggested index: %1</source>
        <translation>vorgeschlagener Index: %1</translation>
    </message>
    <message>
        <source>the model&apos;s index %1 serves it: the server lacks it, or chose not to use it</source>
        <translation>der Index %1 des Modells bedient sie: dem Server fehlt er, oder er hat ihn nicht gewählt</translation>
    </message>
    <message>
        <source>$indexStats counted no use of index %1 since %2.</source>
        <translation>$indexStats zählte seit %2 keine Nutzung des Index %1.</translation>
    </message>
    <message>
        <source>it is unique: dropping it also drops the guarantee it gives</source>
        <translation>er ist eindeutig: mit ihm fällt auch seine Garantie weg</translation>
    </message>
    <message>
        <source>None of the %1 logged operations on its collection used index %2.</source>
        <translation>Keine der %1 protokollierten Operationen auf seiner Collection nutzte den Index %2.</translation>
    </message>
    <message>
        <source>logs show only slow operations: check $indexStats before dropping it</source>
        <translation>Protokolle zeigen nur langsame Operationen: prüfen Sie $indexStats, bevor Sie ihn löschen</translation>
    </message>
    <message>
        <source>no change is offered: to %1 would leave the model invalid (%2)</source>
        <translation>keine Änderung angeboten: %1 würde das Modell ungültig machen (%2)</translation>
    </message>
    <message>
        <source>Up to %1 children are embedded in each parent; the most recent by %2 could stay embedded and the rest live in their own collection.</source>
        <translation>Bis zu %1 Kinder sind in jedes Elterndokument eingebettet; die neuesten nach %2 könnten eingebettet bleiben und die übrigen in einer eigenen Collection liegen.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>set %1 to %2</source>
        <translation>%1 auf %2 umstellen</translation>
    </message>
    <message>
        <source>encode the tree of %1 as %2</source>
        <translation>den Baum von %1 als %2 kodieren</translation>
    </message>
    <message>
        <source>add the index %1 on %2</source>
        <translation>den Index %1 auf %2 anlegen</translation>
    </message>
    <message>
        <source>drop the index %1 on %2</source>
        <translation>den Index %1 auf %2 entfernen</translation>
    </message>
    <message>
        <source>drop the index %1</source>
        <translation>den Index %1 entfernen</translation>
    </message>
    <message>
        <source>shard %1 on %2</source>
        <translation>%1 nach %2 sharden</translation>
    </message>
    <message>
        <source>an array of up to %1 entries in the parent is too large to read and rewrite whole, so each child holds its parent&apos;s id (index it)</source>
        <translation>ein Array von bis zu %1 Einträgen im Elterndokument ist zu groß, um es ganz zu lesen und neu zu schreiben; deshalb hält jedes Kind die ID seines Elterndokuments (indizieren)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; finds its documents by %2 only in part: %3 is compared in every document it leads to; suggested: %4.</source>
        <translation>„%1“ findet seine Dokumente über %2 nur zum Teil: %3 wird in jedem Dokument verglichen, zu dem der Index führt; vorgeschlagen: %4.</translation>
    </message>
    <message>
        <source>%1 documents examined, none returned</source>
        <translation>%1 Dokumente untersucht, keines zurückgegeben</translation>
    </message>
    <message>
        <source>the same index serves %1 too: one index, not one per query</source>
        <translation>derselbe Index bedient auch %1: ein Index, nicht einer je Abfrage</translation>
    </message>
</context>
<context>
    <name>AdvisorIndexSet</name>
    <message>
        <source>in the model</source>
        <translation>im Modell</translation>
    </message>
    <message>
        <source>The model declares this index: Undo takes it back</source>
        <translation>Das Modell deklariert diesen Index: Rückgängig nimmt ihn zurück</translation>
    </message>
    <message>
        <source>Index %1 on %2</source>
        <translation>Index %1 auf %2</translation>
    </message>
    <message>
        <source>It serves these logged shapes:</source>
        <translation>Er bedient diese protokollierten Formen:</translation>
    </message>
    <message>
        <source>%1 — run %2 times, %3 documents examined, %4 returned</source>
        <translation>%1 — %2-mal ausgeführt, %3 Dokumente untersucht, %4 zurückgegeben</translation>
    </message>
    <message>
        <source>It saves %1 documents examined: %2 of all the logged queries examined.</source>
        <translation>Er erspart %1 untersuchte Dokumente: %2 aller von den protokollierten Abfragen untersuchten.</translation>
    </message>
    <message>
        <source>Estimated size: %1.</source>
        <translation>Geschätzte Größe: %1.</translation>
    </message>
    <message>
        <source>Estimated size: unknown (the model does not estimate the collection&apos;s documents).</source>
        <translation>Geschätzte Größe: unbekannt (das Modell schätzt die Dokumente der Collection nicht).</translation>
    </message>
    <message>
        <source>Every one of the %1 writes per second on the collection updates it.</source>
        <translation>Jeder der %1 Schreibvorgänge pro Sekunde auf der Collection aktualisiert ihn.</translation>
    </message>
    <message>
        <source>&lt;i&gt;In the model.&lt;/i&gt; Undo takes it back.</source>
        <translation>&lt;i&gt;Im Modell.&lt;/i&gt; Rückgängig nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; the model has no collection for %1; add it, then apply.</source>
        <translation>&lt;i&gt;Behebung:&lt;/i&gt; Das Modell hat keine Collection für %1; fügen Sie sie hinzu und wenden Sie dann an.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; Apply Recommendation adds it to the model (undoable).</source>
        <translation>&lt;i&gt;Behebung:&lt;/i&gt; „Empfehlung anwenden“ fügt ihn dem Modell hinzu (rückgängig machbar).</translation>
    </message>
    <message>
        <source>No logged plan used it, and $indexStats counts no access since %1.</source>
        <translation>Kein protokollierter Plan hat ihn verwendet, und $indexStats zählt seit %1 keinen Zugriff.</translation>
    </message>
    <message>
        <source>Its keys begin %1, which serves every query it serves.</source>
        <translation>Seine Schlüssel beginnen %1, der jede Abfrage bedient, die er bedient.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; hide it on the server first (db.collection.hideIndex), watch the workload, then drop it.</source>
        <translation>&lt;i&gt;Behebung:&lt;/i&gt; Verbergen Sie ihn zuerst auf dem Server (db.collection.hideIndex), beobachten Sie die Last und löschen Sie ihn dann.</translation>
    </message>
    <message numerus="yes">
        <source>Index set from the imported traffic: %n index(es) serve %1 of the documents the logged queries examined</source>
        <translation>
            <numerusform>Index-Satz aus dem importierten Verkehr: %n Index bedient %1 der Dokumente, die die protokollierten Abfragen untersuchten</numerusform>
            <numerusform>Index-Satz aus dem importierten Verkehr: %n Indizes bedienen %1 der Dokumente, die die protokollierten Abfragen untersuchten</numerusform>
        </translation>
    </message>
    <message>
        <source>index set</source>
        <translation>Index-Satz</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>ungenutzt</translation>
    </message>
    <message>
        <source>Redundant: %1 on %2</source>
        <translation>Redundant: %1 auf %2</translation>
    </message>
    <message>
        <source>redundant</source>
        <translation>redundant</translation>
    </message>
    <message>
        <source>%1 on %2 — %3</source>
        <translation>%1 auf %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>Traffic&apos;s index set: %n index(es), %1 of the documents examined</source>
        <translation>
            <numerusform>Index-Satz des Verkehrs: %n Index, %1 der untersuchten Dokumente</numerusform>
            <numerusform>Index-Satz des Verkehrs: %n Indizes, %1 der untersuchten Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>Unused: %1 on %2</source>
        <translation>Ungenutzt: %1 auf %2</translation>
    </message>
</context>
<context>
    <name>AllowedValues</name>
    <message>
        <source>an allowed value is empty</source>
        <translation>ein erlaubter Wert ist leer</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a value of this field&apos;s type</source>
        <translation>%1 ist kein Wert vom Typ dieses Felds</translation>
    </message>
    <message>
        <source>this is not a JSON array; write the values separated by commas, or a JSON array such as [&quot;new&quot;, &quot;done&quot;]</source>
        <translation>das ist kein JSON-Array; schreiben Sie die Werte durch Kommas getrennt oder ein JSON-Array wie [&quot;new&quot;, &quot;done&quot;]</translation>
    </message>
</context>
<context>
    <name>AreaItem</name>
    <message numerus="yes">
        <source>%n entity(ies)</source>
        <translation>
            <numerusform>%n Entität</numerusform>
            <numerusform>%n Entitäten</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click to show every entity of the model</source>
        <translation>Doppelklick zeigt jede Entität des Modells</translation>
    </message>
    <message>
        <source>Subject area %1: double-click to open it</source>
        <translation>Themenbereich %1: Doppelklick öffnet ihn</translation>
    </message>
</context>
<context>
    <name>Canvas</name>
    <message>
        <source>Embedded document type</source>
        <translation>Eingebetteter Dokumenttyp</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message numerus="yes">
        <source>%1 &quot;%2&quot;: %n field(s)</source>
        <translation>
            <numerusform>%1 „%2“: %n Feld</numerusform>
            <numerusform>%1 „%2“: %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Relationship %1 → %2: %3</source>
        <translation>Beziehung %1 → %2: %3</translation>
    </message>
</context>
<context>
    <name>Check</name>
    <message>
        <source>Failing documents:</source>
        <translation>Abgelehnte Dokumente:</translation>
    </message>
    <message>
        <source>Drift between the model and the data:</source>
        <translation>Abweichungen zwischen Modell und Daten:</translation>
    </message>
    <message>
        <source>In all: %1 of %2 documents fail their collection&apos;s validator.</source>
        <translation>Insgesamt: %1 von %2 Dokumenten verletzen den Validator ihrer Collection.</translation>
    </message>
    <message>
        <source>Documents break the validator&apos;s &quot;%1&quot; rule</source>
        <translation>Dokumente verletzen die Regel „%1“ des Validators</translation>
    </message>
    <message>
        <source>%1 of %2 documents of %3: %4</source>
        <translation>%1 von %2 Dokumenten von %3: %4</translation>
    </message>
    <message>
        <source>The data and the model differ</source>
        <translation>Daten und Modell weichen voneinander ab</translation>
    </message>
    <message numerus="yes">
        <source>all %1 documents pass</source>
        <translation>
            <numerusform>das %1 Dokument besteht</numerusform>
            <numerusform>alle %1 Dokumente bestehen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 documents fail (%3)</source>
        <translation>%1 von %2 Dokumenten werden abgelehnt (%3)</translation>
    </message>
    <message>
        <source>every document read and checked here</source>
        <translation>jedes Dokument hier gelesen und geprüft</translation>
    </message>
    <message>
        <source>a random sample of %1 of %2 documents, checked here</source>
        <translation>eine Zufallsstichprobe von %1 der %2 Dokumente, hier geprüft</translation>
    </message>
    <message>
        <source>counted by the server; reasons from %1 of the failing documents</source>
        <translation>vom Server gezählt; Gründe aus %1 der abgelehnten Dokumente</translation>
    </message>
    <message>
        <source>%1 is in %2 of the documents (%3) but not in the model.</source>
        <translation>%1 steht in %2 der Dokumente (%3), aber nicht im Modell.</translation>
    </message>
    <message>
        <source>%1 holds %2 in %3 of the documents (%4), a type the model does not allow.</source>
        <translation>%1 enthält %2 in %3 der Dokumente (%4), einen Typ, den das Modell nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 is required by the model but missing from %2 of the documents (%3).</source>
        <translation>%1 ist im Modell Pflicht, fehlt aber in %2 der Dokumente (%3).</translation>
    </message>
    <message>
        <source>%1: document %2</source>
        <translation>%1: Dokument %2</translation>
    </message>
    <message>
        <source>not a valid BSON document</source>
        <translation>kein gültiges BSON-Dokument</translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable document(s) skipped, first: %1</source>
        <translation>
            <numerusform>%n unlesbares Dokument übersprungen, erstes: %1</numerusform>
            <numerusform>%n unlesbare Dokumente übersprungen, erstes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>sampled document</source>
        <translation>Dokument der Stichprobe</translation>
    </message>
    <message>
        <source>no collection &quot;%1&quot; in the inputs</source>
        <translation>keine Collection „%1“ in den Eingaben</translation>
    </message>
    <message>
        <source>the model&apos;s validator cannot be evaluated: %1</source>
        <translation>der Validator des Modells kann nicht ausgewertet werden: %1</translation>
    </message>
    <message>
        <source>document %1</source>
        <translation>Dokument %1</translation>
    </message>
    <message>
        <source>The existing documents could not be checked: %1</source>
        <translation>Die vorhandenen Dokumente konnten nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>is not one of the allowed values</source>
        <translation>ist keiner der erlaubten Werte</translation>
    </message>
    <message>
        <source>must be %1, is %2</source>
        <translation>muss %1 sein, ist %2</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>muss größer als %1 sein</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <translation>muss kleiner als %1 sein</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>darf höchstens %1 sein</translation>
    </message>
    <message>
        <source>must be a multiple of %1</source>
        <translation>muss ein Vielfaches von %1 sein</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n character(s)</source>
        <translation>
            <numerusform>muss mindestens %n Zeichen haben</numerusform>
            <numerusform>muss mindestens %n Zeichen haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n character(s)</source>
        <translation>
            <numerusform>darf höchstens %n Zeichen haben</numerusform>
            <numerusform>darf höchstens %n Zeichen haben</numerusform>
        </translation>
    </message>
    <message>
        <source>must match /%1/</source>
        <translation>muss /%1/ entsprechen</translation>
    </message>
    <message>
        <source>is not allowed here (no such field in the model)</source>
        <translation>ist hier nicht erlaubt (kein solches Feld im Modell)</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n field(s)</source>
        <translation>
            <numerusform>muss mindestens %n Feld haben</numerusform>
            <numerusform>muss mindestens %n Felder haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n field(s)</source>
        <translation>
            <numerusform>darf höchstens %n Feld haben</numerusform>
            <numerusform>darf höchstens %n Felder haben</numerusform>
        </translation>
    </message>
    <message>
        <source>is missing (required when %1 is present)</source>
        <translation>fehlt (Pflicht, wenn %1 vorhanden ist)</translation>
    </message>
    <message numerus="yes">
        <source>must have at most %n item(s)</source>
        <translation>
            <numerusform>darf höchstens %n Element haben</numerusform>
            <numerusform>darf höchstens %n Elemente haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must have at least %n item(s)</source>
        <translation>
            <numerusform>muss mindestens %n Element haben</numerusform>
            <numerusform>muss mindestens %n Elemente haben</numerusform>
        </translation>
    </message>
    <message>
        <source>has the same item twice</source>
        <translation>enthält dasselbe Element zweimal</translation>
    </message>
    <message>
        <source>matches a schema it must not match</source>
        <translation>entspricht einem Schema, dem es nicht entsprechen darf</translation>
    </message>
    <message numerus="yes">
        <source>matches none of %n schema(s)</source>
        <translation>
            <numerusform>entspricht dem %n Schema nicht</numerusform>
            <numerusform>entspricht keinem der %n Schemas</numerusform>
        </translation>
    </message>
    <message>
        <source>matches more than one schema</source>
        <translation>entspricht mehr als einem Schema</translation>
    </message>
    <message>
        <source>the server refuses $jsonSchema in queries (%1)</source>
        <translation>der Server lehnt $jsonSchema in Abfragen ab (%1)</translation>
    </message>
    <message>
        <source>the server accepts $jsonSchema in queries but does not evaluate it ({$jsonSchema: {}} matched %1 of %2 documents)</source>
        <translation>der Server nimmt $jsonSchema in Abfragen an, wertet es aber nicht aus ({$jsonSchema: {}} traf %1 von %2 Dokumenten)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) the server counted as failing pass here: the server and this check disagree about them.</source>
        <translation>
            <numerusform>%n Dokument, das der Server als abgelehnt zählte, besteht hier: Server und diese Prüfung sind sich darüber uneinig.</numerusform>
            <numerusform>%n Dokumente, die der Server als abgelehnt zählte, bestehen hier: Server und diese Prüfung sind sich darüber uneinig.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; the documents were read and checked here.</source>
        <translation>%1; die Dokumente wurden hier gelesen und geprüft.</translation>
    </message>
    <message>
        <source>the server cannot take a random sample (%1); check every document instead</source>
        <translation>der Server kann keine Zufallsstichprobe ziehen (%1); prüfen Sie stattdessen jedes Dokument</translation>
    </message>
    <message>
        <source>counted by the server</source>
        <translation>vom Server gezählt</translation>
    </message>
    <message>
        <source>the model has no collection &quot;%1&quot;</source>
        <translation>das Modell hat keine Collection „%1“</translation>
    </message>
    <message>
        <source>A model collection had no documents to check</source>
        <translation>Eine Collection des Modells hatte keine Dokumente zum Prüfen</translation>
    </message>
    <message>
        <source>Documents of a collection the model does not have</source>
        <translation>Dokumente einer Collection, die das Modell nicht hat</translation>
    </message>
    <message>
        <source>%1: not checked, %2</source>
        <translation>%1: nicht geprüft, %2</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was checked: %n collection(s) had no documents to check.</source>
        <translation>
            <numerusform>Nichts wurde geprüft: %n Collection hatte keine Dokumente zum Prüfen.</numerusform>
            <numerusform>Nichts wurde geprüft: %n Collections hatten keine Dokumente zum Prüfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n collection(s) were not checked (above).</source>
        <translation>
            <numerusform>%n Collection wurde nicht geprüft (siehe oben).</numerusform>
            <numerusform>%n Collections wurden nicht geprüft (siehe oben).</numerusform>
        </translation>
    </message>
    <message>
        <source>no file maps to it</source>
        <translation>keine Datei ist ihr zugeordnet</translation>
    </message>
    <message>
        <source>%1 read as collection %2</source>
        <translation>%1 als Collection %2 gelesen</translation>
    </message>
    <message>
        <source>the model has no collection of that name (NAME=FILE reads a file as another collection)</source>
        <translation>das Modell hat keine Collection dieses Namens (NAME=DATEI liest eine Datei als andere Collection)</translation>
    </message>
    <message>
        <source>it holds no documents</source>
        <translation>sie enthält keine Dokumente</translation>
    </message>
    <message>
        <source> (the server has %1)</source>
        <translation> (der Server hat %1)</translation>
    </message>
    <message>
        <source>not found: the server has no database %1</source>
        <translation>nicht gefunden: der Server hat keine Datenbank %1</translation>
    </message>
    <message>
        <source>not found in database %1</source>
        <translation>nicht gefunden in der Datenbank %1</translation>
    </message>
    <message>
        <source>no document found in database %1 (the server does not list its collections to this user)</source>
        <translation>kein Dokument gefunden in der Datenbank %1 (der Server nennt diesem Benutzer seine Collections nicht)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) have no _id: the server adds one (an ObjectId) when they are inserted, and they were checked with it.</source>
        <translation>
            <numerusform>%n Dokument hat keine _id: Der Server fügt beim Einfügen eine hinzu (eine ObjectId), und es wurde mit ihr geprüft.</numerusform>
            <numerusform>%n Dokumente haben keine _id: Der Server fügt beim Einfügen jedem eine hinzu (eine ObjectId), und sie wurden mit ihr geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the repeated values could not be counted: %2</source>
        <translation>%1: Die wiederholten Werte konnten nicht gezählt werden: %2</translation>
    </message>
    <message>
        <source>%1: no value repeats</source>
        <translation>%1: Kein Wert wiederholt sich</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n documents</source>
        <translation>
            <numerusform>%1: %n Dokument</numerusform>
            <numerusform>%1: %n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n value(s) repeat in %2 documents (%3); the unique index cannot be built until they differ</source>
        <translation>
            <numerusform>%1: %n Wert wiederholt sich in %2 Dokumenten (%3); der eindeutige Index kann erst gebaut werden, wenn die Werte verschieden sind</numerusform>
            <numerusform>%1: %n Werte wiederholen sich in %2 Dokumenten (%3); der eindeutige Index kann erst gebaut werden, wenn die Werte verschieden sind</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the step sets no $jsonSchema validator</source>
        <translation>%1: Der Schritt setzt keinen $jsonSchema-Validator</translation>
    </message>
    <message>
        <source>%1: the existing documents were not checked against the validator</source>
        <translation>%1: Die vorhandenen Dokumente wurden nicht gegen den Validator geprüft</translation>
    </message>
    <message>
        <source>%1: %2 of %3 existing documents fail the validator, and the server takes the level only when every document passes</source>
        <translation>%1: %2 von %3 vorhandenen Dokumenten verletzen den Validator, und der Server nimmt die Stufe nur an, wenn jedes Dokument ihn erfüllt</translation>
    </message>
    <message>
        <source>%1: validationAction warn lets failing writes in; the level needs error</source>
        <translation>%1: validationAction warn lässt ungültige Schreibvorgänge zu; die Stufe braucht error</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>is not allowed</source>
        <translation>ist nicht erlaubt</translation>
    </message>
    <message>
        <source>matches none of the alternatives</source>
        <translation>passt zu keiner der Alternativen</translation>
    </message>
    <message>
        <source>does not match exactly one alternative</source>
        <translation>passt nicht zu genau einer Alternative</translation>
    </message>
    <message>
        <source>matches what it must not</source>
        <translation>passt zu dem, was verboten ist</translation>
    </message>
    <message>
        <source>breaks the rule</source>
        <translation>verletzt die Regel</translation>
    </message>
</context>
<context>
    <name>CheckResults</name>
    <message>
        <source>Rules broken</source>
        <translation>Verletzte Regeln</translation>
    </message>
    <message>
        <source>Failing documents (activate one to open it)</source>
        <translation>Abgelehnte Dokumente (eines aktivieren, um es zu öffnen)</translation>
    </message>
    <message>
        <source>Drift between the model and the data</source>
        <translation>Abweichungen zwischen Modell und Daten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>User interface language (de, en).</source>
        <translation>Sprache der Oberfläche (de, en).</translation>
    </message>
    <message>
        <source>Model files to rewrite.</source>
        <translation>Modelldateien, die neu geschrieben werden.</translation>
    </message>
    <message>
        <source>Change nothing; exit 1 when a file is not in canonical form.</source>
        <translation>Nichts ändern; mit 1 beenden, wenn eine Datei nicht in kanonischer Form ist.</translation>
    </message>
    <message>
        <source>Write to this file instead (one input file only).</source>
        <translation>Stattdessen in diese Datei schreiben (nur bei einer Eingabedatei).</translation>
    </message>
    <message>
        <source>Rewrite model files in the current format version, with DocModeler&apos;s stable key order. Older format versions are migrated.</source>
        <translation>Modelldateien in der aktuellen Formatversion mit der festen Schlüsselreihenfolge von DocModeler neu schreiben. Ältere Formatversionen werden migriert.</translation>
    </message>
    <message>
        <source>format: name one or more model files (exactly one with -o).</source>
        <translation>format: Geben Sie eine oder mehrere Modelldateien an (mit -o genau eine).</translation>
    </message>
    <message>
        <source>%1: not in canonical form</source>
        <translation>%1: nicht in kanonischer Form</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>Database: %1, MongoDB %2</source>
        <translation>Datenbank: %1, MongoDB %2</translation>
    </message>
    <message>
        <source>Entities (%1):</source>
        <translation>Entitäten (%1):</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>~%1 documents</source>
        <translation>~%1 Dokumente</translation>
    </message>
    <message>
        <source>Relationships (%1):</source>
        <translation>Beziehungen (%1):</translation>
    </message>
    <message>
        <source>tree: %1</source>
        <translation>Baum: %1</translation>
    </message>
    <message>
        <source>Indexes (%1):</source>
        <translation>Indizes (%1):</translation>
    </message>
    <message>
        <source>Access patterns (%1):</source>
        <translation>Zugriffsmuster (%1):</translation>
    </message>
    <message>
        <source>The model file.</source>
        <translation>Die Modelldatei.</translation>
    </message>
    <message>
        <source>Print a summary of a model: entities, relationships with their strategies, indexes and access patterns.</source>
        <translation>Eine Übersicht eines Modells ausgeben: Entitäten, Beziehungen mit ihren Strategien, Indizes und Zugriffsmuster.</translation>
    </message>
    <message>
        <source>info: name exactly one model file.</source>
        <translation>info: Geben Sie genau eine Modelldatei an.</translation>
    </message>
    <message>
        <source>Check model files; exit 0 when valid, 1 when problems are found, 2 when a file cannot be read.</source>
        <translation>Modelldateien prüfen; Ende mit 0, wenn gültig, 1 bei gefundenen Problemen, 2, wenn eine Datei nicht lesbar ist.</translation>
    </message>
    <message>
        <source>Summarize a model: entities, relationships with their strategies, indexes and access patterns.</source>
        <translation>Ein Modell zusammenfassen: Entitäten, Beziehungen mit ihren Strategien, Indizes und Zugriffsmuster.</translation>
    </message>
    <message>
        <source>Rewrite model files in the current format version and canonical key order; --check only reports.</source>
        <translation>Modelldateien in der aktuellen Formatversion und kanonischer Schlüsselreihenfolge neu schreiben; --check meldet nur.</translation>
    </message>
    <message>
        <source>Usage: docmodeler-cli COMMAND [options] [arguments]</source>
        <translation>Verwendung: docmodeler-cli COMMAND [Optionen] [Argumente]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Run &quot;docmodeler-cli COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>Mit „docmodeler-cli COMMAND --help“ erhalten Sie die Optionen eines Befehls.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>info</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Model files to check.</source>
        <translation>Zu prüfende Modelldateien.</translation>
    </message>
    <message>
        <source>Treat warnings as problems too (exit 1).</source>
        <translation>Auch Warnungen als Probleme werten (Ende mit 1).</translation>
    </message>
    <message>
        <source>Check DocModeler model files. Problems are printed to stderr, one a line, as FILE:/json/pointer: or FILE:LINE:COL:.</source>
        <translation>DocModeler-Modelldateien prüfen. Probleme werden auf stderr ausgegeben, eines pro Zeile, als FILE:/json/pointer: oder FILE:LINE:COL:.</translation>
    </message>
    <message>
        <source>validate: name at least one model file.</source>
        <translation>validate: Geben Sie mindestens eine Modelldatei an.</translation>
    </message>
    <message>
        <source>export: name exactly one model file.</source>
        <translation>export: Geben Sie genau eine Modelldatei an.</translation>
    </message>
    <message>
        <source>export: --to must be one of: %1</source>
        <translation>export: --to muss eines davon sein: %1</translation>
    </message>
    <message>
        <source>export: name the output file with -o; %1 is binary.</source>
        <translation>export: Geben Sie die Ausgabedatei mit -o an; %1 ist binär.</translation>
    </message>
    <message>
        <source>Show sample documents of a collection in mongosh syntax or Extended JSON, with their sizes.</source>
        <translation>Beispieldokumente einer Collection in mongosh-Syntax oder Extended JSON zeigen, mit ihren Größen.</translation>
    </message>
    <message>
        <source>Show a tree in all five encodings with their indexes and queries.</source>
        <translation>Einen Baum in allen fünf Kodierungen mit ihren Indizes und Abfragen zeigen.</translation>
    </message>
    <message>
        <source>The collection to show.</source>
        <translation>Die anzuzeigende Collection.</translation>
    </message>
    <message>
        <source>How many documents (default 3).</source>
        <translation>Wie viele Dokumente (Standard 3).</translation>
    </message>
    <message>
        <source>Seed of the sample values (default 1).</source>
        <translation>Startwert der Beispielwerte (Standard 1).</translation>
    </message>
    <message>
        <source>mongosh (default), relaxed or canonical Extended JSON.</source>
        <translation>mongosh (Standard), relaxed oder canonical Extended JSON.</translation>
    </message>
    <message>
        <source>Print the BSON sizes instead of the documents.</source>
        <translation>Die BSON-Größen statt der Dokumente ausgeben.</translation>
    </message>
    <message>
        <source>Show sample documents a collection would store, and their BSON sizes.</source>
        <translation>Beispieldokumente zeigen, die eine Collection speichern würde, und ihre BSON-Größen.</translation>
    </message>
    <message>
        <source>preview: name one model file and --collection.</source>
        <translation>preview: eine Modelldatei und --collection angeben.</translation>
    </message>
    <message>
        <source>preview: --count takes 1 to 100000, --seed a number, --format mongosh, relaxed or canonical.</source>
        <translation>preview: --count nimmt 1 bis 100000, --seed eine Zahl, --format mongosh, relaxed oder canonical.</translation>
    </message>
    <message>
        <source>preview: the model has no collection &quot;%1&quot;.</source>
        <translation>preview: das Modell hat keine Collection „%1“.</translation>
    </message>
    <message>
        <source>The entity that relates to itself.</source>
        <translation>Die Entität, die mit sich selbst in Beziehung steht.</translation>
    </message>
    <message>
        <source>parent-refs, child-refs, ancestors, materialized-path, nested-sets, threaded-comments or all (default).</source>
        <translation>parent-refs, child-refs, ancestors, materialized-path, nested-sets, threaded-comments oder all (Standard).</translation>
    </message>
    <message>
        <source>Show a tree stored in each encoding: documents, indexes, and the mongosh queries for children, descendants, ancestors, display order and moving a subtree.</source>
        <translation>Einen Baum in jeder Kodierung zeigen: Dokumente, Indizes und die mongosh-Abfragen für Kinder, Nachkommen, Vorfahren, Anzeigereihenfolge und das Verschieben eines Teilbaums.</translation>
    </message>
    <message>
        <source>tree: name one model file and --entity.</source>
        <translation>tree: eine Modelldatei und --entity angeben.</translation>
    </message>
    <message>
        <source>tree: the model has no entity &quot;%1&quot;.</source>
        <translation>tree: das Modell hat keine Entität „%1“.</translation>
    </message>
    <message>
        <source>tree: &quot;%1&quot; has no relationship with itself, so it is not a tree.</source>
        <translation>tree: „%1“ hat keine Beziehung zu sich selbst und ist daher kein Baum.</translation>
    </message>
    <message>
        <source>tree: unknown encoding &quot;%1&quot;.</source>
        <translation>tree: unbekannte Kodierung „%1“.</translation>
    </message>
    <message>
        <source>export: cannot write %1: %2</source>
        <translation>export: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>What to produce: %1.</source>
        <translation>Was erzeugt wird: %1.</translation>
    </message>
    <message>
        <source>The file to write (text targets: standard output when not given).</source>
        <translation>Die zu schreibende Datei (Textziele: ohne Angabe die Standardausgabe).</translation>
    </message>
    <message>
        <source>Scripts: the database to use instead of the model&apos;s.</source>
        <translation>Skripte: die Datenbank, die statt der des Modells verwendet wird.</translation>
    </message>
    <message>
        <source>Scripts: shard the collections that have a shard key.</source>
        <translation>Skripte: Collections mit Shard-Key sharden.</translation>
    </message>
    <message>
        <source>Export a model: scripts, schemas, documentation, or its diagram as an image.</source>
        <translation>Ein Modell exportieren: Skripte, Schemas, Dokumentation oder sein Diagramm als Bild.</translation>
    </message>
    <message>
        <source>The JSON Schema (draft 2020-12) or $jsonSchema file.</source>
        <translation>Die JSON-Schema-Datei (Draft 2020-12) oder $jsonSchema-Datei.</translation>
    </message>
    <message>
        <source>The model file to write.</source>
        <translation>Die zu schreibende Modelldatei.</translation>
    </message>
    <message>
        <source>Create a model from a JSON Schema: its collections and their fields.</source>
        <translation>Ein Modell aus einem JSON Schema erzeugen: seine Collections und deren Felder.</translation>
    </message>
    <message>
        <source>import-json-schema: name one schema file and the model file with -o.</source>
        <translation>import-json-schema: eine Schemadatei und mit -o die Modelldatei angeben.</translation>
    </message>
    <message>
        <source>The model file to check.</source>
        <translation>Die zu prüfende Modelldatei.</translation>
    </message>
    <message>
        <source>Output: text, json or sarif (SARIF 2.1.0).</source>
        <translation>Ausgabe: text, json oder sarif (SARIF 2.1.0).</translation>
    </message>
    <message>
        <source>Exit 1 when a diagnostic at or above this severity exists: error, warning, info or never.</source>
        <translation>Mit 1 beenden, wenn ein Befund mit mindestens diesem Schweregrad existiert: error, warning, info oder never.</translation>
    </message>
    <message>
        <source>Check a model against the advisor&apos;s rules (anti-patterns, index and shard-key advice, strategies). The report goes to stdout.</source>
        <translation>Ein Modell mit den Regeln des Beraters prüfen (Anti-Muster, Index- und Shard-Schlüssel-Empfehlungen, Strategien). Der Bericht geht auf stdout.</translation>
    </message>
    <message>
        <source>lint: name exactly one model file.</source>
        <translation>lint: genau eine Modelldatei angeben.</translation>
    </message>
    <message>
        <source>lint: unknown format &quot;%1&quot;; expected text, json or sarif.</source>
        <translation>lint: unbekanntes Format „%1“; erwartet text, json oder sarif.</translation>
    </message>
    <message>
        <source>lint: unknown severity &quot;%1&quot;; expected error, warning, info or never.</source>
        <translation>lint: unbekannter Schweregrad „%1“; erwartet error, warning, info oder never.</translation>
    </message>
    <message>
        <source>Run the advisor&apos;s rules; exit 1 when a diagnostic at or above --fail-on exists.</source>
        <translation>Die Regeln des Beraters anwenden; mit 1 beenden, wenn ein Befund mit mindestens --fail-on existiert.</translation>
    </message>
    <message>
        <source>Create a model from a JSON Schema file.</source>
        <translation>Ein Modell aus einer JSON-Schema-Datei erzeugen.</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>mongodb:// or mongodb+srv:// connection string.</source>
        <translation>Verbindungszeichenfolge mit mongodb:// oder mongodb+srv://.</translation>
    </message>
    <message>
        <source>Only this collection.</source>
        <translation>Nur diese Collection.</translation>
    </message>
    <message>
        <source>Print the first N documents of each collection (relaxed Extended JSON).</source>
        <translation>Die ersten N Dokumente jeder Collection ausgeben (relaxed Extended JSON).</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>Ausgabeformat: text oder json.</translation>
    </message>
    <message>
        <source>User name to authenticate as.</source>
        <translation>Benutzername für die Authentifizierung.</translation>
    </message>
    <message>
        <source>Authentication database (default: admin).</source>
        <translation>Authentifizierungsdatenbank (Standard: admin).</translation>
    </message>
    <message>
        <source>Read the password from the first line of standard input, so it never appears on the command line.</source>
        <translation>Das Passwort aus der ersten Zeile der Standardeingabe lesen, damit es nie in der Befehlszeile erscheint.</translation>
    </message>
    <message>
        <source>Server selection and connect timeout in seconds (default 10).</source>
        <translation>Zeitlimit für Serverauswahl und Verbindungsaufbau in Sekunden (Standard 10).</translation>
    </message>
    <message>
        <source>Inspect a live server: databases, collections with their options and validators, indexes, statistics and documents.</source>
        <translation>Einen laufenden Server untersuchen: Datenbanken, Collections mit ihren Optionen und Validatoren, Indizes, Statistiken und Dokumente.</translation>
    </message>
    <message>
        <source>inspect needs exactly one connection string, e.g. mongodb://127.0.0.1:27017</source>
        <translation>inspect braucht genau eine Verbindungszeichenfolge, z. B. mongodb://127.0.0.1:27017</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; use text or json.</source>
        <translation>Unbekanntes Format „%1“; verwenden Sie text oder json.</translation>
    </message>
    <message>
        <source>Server %1: MongoDB %2, %3, wire version %4</source>
        <translation>Server %1: MongoDB %2, %3, Wire-Version %4</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>(Version unbekannt)</translation>
    </message>
    <message>
        <source>replica set %1: %2</source>
        <translation>Replica Set %1: %2</translation>
    </message>
    <message>
        <source>Database %1 (%2)</source>
        <translation>Datenbank %1 (%2)</translation>
    </message>
    <message>
        <source>[not confirmed by the server]</source>
        <translation>[vom Server nicht bestätigt]</translation>
    </message>
    <message>
        <source>Collection %1 (%2)</source>
        <translation>Collection %1 (%2)</translation>
    </message>
    <message>
        <source>[in the model; not confirmed by the server]</source>
        <translation>[im Modell; vom Server nicht bestätigt]</translation>
    </message>
    <message>
        <source>capped: %1, at most %2 documents</source>
        <translation>capped: %1, höchstens %2 Dokumente</translation>
    </message>
    <message>
        <source>view on %1: %2</source>
        <translation>View auf %1: %2</translation>
    </message>
    <message>
        <source>time series: %1</source>
        <translation>Zeitreihe: %1</translation>
    </message>
    <message>
        <source>collation: %1</source>
        <translation>Kollation: %1</translation>
    </message>
    <message>
        <source>validator (level %1, action %2): %3</source>
        <translation>Validator (Stufe %1, Aktion %2): %3</translation>
    </message>
    <message>
        <source>%1 documents, average %2, data %3, storage %4, indexes %5</source>
        <translation>%1 Dokumente, Durchschnitt %2, Daten %3, Speicher %4, Indizes %5</translation>
    </message>
    <message>
        <source>index %1: %2</source>
        <translation>Index %1: %2</translation>
    </message>
    <message>
        <source>%1 uses</source>
        <translation>%1 Zugriffe</translation>
    </message>
    <message>
        <source>Inspect a live server: databases, collections, options, validators, indexes, statistics and documents; exit 2 when it cannot be reached.</source>
        <translation>Einen laufenden Server untersuchen: Datenbanken, Collections, Optionen, Validatoren, Indizes, Statistiken und Dokumente; Ende mit 2, wenn er nicht erreichbar ist.</translation>
    </message>
    <message>
        <source>The server, as a mongodb:// URI.</source>
        <translation>Der Server als mongodb://-URI.</translation>
    </message>
    <message>
        <source>The database to change (default: the model&apos;s).</source>
        <translation>Die zu ändernde Datenbank (Standard: die des Modells).</translation>
    </message>
    <message>
        <source>Print the plan and change nothing.</source>
        <translation>Den Plan ausgeben und nichts ändern.</translation>
    </message>
    <message>
        <source>Also drop collections and indexes that are not in the model.</source>
        <translation>Auch Collections und Indizes entfernen, die nicht im Modell sind.</translation>
    </message>
    <message>
        <source>Go on with the next steps after a step fails.</source>
        <translation>Nach einem fehlgeschlagenen Schritt mit den nächsten Schritten fortfahren.</translation>
    </message>
    <message>
        <source>Apply without asking.</source>
        <translation>Ohne Nachfrage anwenden.</translation>
    </message>
    <message>
        <source>Bring a server&apos;s database to the model: create collections, set validators, create and change indexes. Exit 0 when applied, 1 when a step failed, 2 when the model or the server cannot be read or reached.</source>
        <translation>Die Datenbank eines Servers auf den Stand des Modells bringen: Collections anlegen, Validatoren setzen, Indizes anlegen und ändern. Ende mit 0, wenn angewendet, 1, wenn ein Schritt fehlgeschlagen ist, 2, wenn das Modell nicht lesbar oder der Server nicht erreichbar ist.</translation>
    </message>
    <message>
        <source>apply needs a model file and a mongodb:// URI; --format is text or json.</source>
        <translation>apply braucht eine Modelldatei und eine mongodb://-URI; --format ist text oder json.</translation>
    </message>
    <message>
        <source>Not applied: standard input is not a terminal, so nobody can confirm. Use --yes.</source>
        <translation>Nicht angewendet: Die Standardeingabe ist kein Terminal, daher kann niemand bestätigen. Verwenden Sie --yes.</translation>
    </message>
    <message>
        <source>Nothing applied.</source>
        <translation>Nichts angewendet.</translation>
    </message>
    <message>
        <source>A mongodb:// URI to compare with the server&apos;s database, or a second model file.</source>
        <translation>Eine mongodb://-URI, um mit der Datenbank des Servers zu vergleichen, oder eine zweite Modelldatei.</translation>
    </message>
    <message>
        <source>The database to compare (default: the model&apos;s).</source>
        <translation>Die zu vergleichende Datenbank (Standard: die des Modells).</translation>
    </message>
    <message>
        <source>Between two models: print the mongosh migration script instead of the change list.</source>
        <translation>Zwischen zwei Modellen: das mongosh-Migrationsskript statt der Liste der Änderungen ausgeben.</translation>
    </message>
    <message>
        <source>Print the command each step sends.</source>
        <translation>Den Befehl ausgeben, den jeder Schritt sendet.</translation>
    </message>
    <message>
        <source>Compare a model with a server&apos;s database, or with another model. Exit 0 when they are equal, 1 when they differ, 2 when a side cannot be read or reached.</source>
        <translation>Ein Modell mit der Datenbank eines Servers oder mit einem anderen Modell vergleichen. Ende mit 0, wenn sie gleich sind, 1, wenn sie sich unterscheiden, 2, wenn eine Seite nicht lesbar oder nicht erreichbar ist.</translation>
    </message>
    <message>
        <source>diff needs a model file and a URI or a second model file; --format is text or json.</source>
        <translation>diff braucht eine Modelldatei und eine URI oder eine zweite Modelldatei; --format ist text oder json.</translation>
    </message>
    <message>
        <source>--documents needs a number of 0 or more.</source>
        <translation>--documents braucht eine Zahl ab 0.</translation>
    </message>
    <message>
        <source>--timeout needs a positive number of seconds.</source>
        <translation>--timeout braucht eine positive Anzahl Sekunden.</translation>
    </message>
    <message>
        <source>Compare a model with a server&apos;s database or with another model; exit 1 when they differ.</source>
        <translation>Ein Modell mit der Datenbank eines Servers oder mit einem anderen Modell vergleichen; mit 1 beenden, wenn sie sich unterscheiden.</translation>
    </message>
    <message>
        <source>Bring a server&apos;s database to the model: collections, validators and indexes, step by step.</source>
        <translation>Die Datenbank eines Servers auf den Stand des Modells bringen: Collections, Validatoren und Indizes, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>Index %1</translation>
    </message>
    <message numerus="yes">
        <source>Database %1: %n difference(s)</source>
        <translation>
            <numerusform>Datenbank %1: %n Unterschied</numerusform>
            <numerusform>Datenbank %1: %n Unterschiede</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n destructive</source>
        <translation>
            <numerusform>, davon %n destruktiv</numerusform>
            <numerusform>, davon %n destruktiv</numerusform>
        </translation>
    </message>
    <message>
        <source>[destructive] </source>
        <translation>[destruktiv] </translation>
    </message>
    <message>
        <source>[in case it is missing] </source>
        <translation>[falls nicht vorhanden] </translation>
    </message>
    <message>
        <source>[manual] </source>
        <translation>[manuell] </translation>
    </message>
    <message>
        <source>[skipped without --allow-drop] </source>
        <translation>[ohne --allow-drop übersprungen] </translation>
    </message>
    <message numerus="yes">
        <source>%n model change(s)</source>
        <translation>
            <numerusform>%n Modelländerung</numerusform>
            <numerusform>%n Modelländerungen</numerusform>
        </translation>
    </message>
    <message>
        <source>[manual data migration]</source>
        <translation>[manuelle Datenmigration]</translation>
    </message>
    <message>
        <source>%1 done, %2 skipped, %3 failed</source>
        <translation>%1 erledigt, %2 übersprungen, %3 fehlgeschlagen</translation>
    </message>
    <message>
        <source>The connection was lost; run apply again to finish: steps already done are not repeated.</source>
        <translation>Die Verbindung ist abgebrochen; führen Sie apply erneut aus, um abzuschließen: Bereits erledigte Schritte werden nicht wiederholt.</translation>
    </message>
    <message>
        <source>Also shard the collections by the model&apos;s shard keys (on a mongos; an index on the key first).</source>
        <translation>Die Collections auch nach den Shard-Schlüsseln des Modells sharden (auf einem mongos; zuerst ein Index auf dem Schlüssel).</translation>
    </message>
    <message>
        <source>[not run] </source>
        <translation>[nicht ausgeführt] </translation>
    </message>
    <message>
        <source>note: the server answered ok but did not keep the validator of %1; it does not keep validators, so later diff and apply runs report them as missing unless --skip-validators.</source>
        <translation>Hinweis: Der Server hat mit ok geantwortet, aber den Validator von %1 nicht behalten; er behält keine Validatoren, daher melden spätere diff- und apply-Läufe sie als fehlend, außer mit --skip-validators.</translation>
    </message>
    <message>
        <source>Leave the validators of existing collections out (for a server that does not keep them).</source>
        <translation>Die Validatoren vorhandener Collections auslassen (für einen Server, der sie nicht behält).</translation>
    </message>
    <message>
        <source>When to colour diagnostics (auto, always or never); auto colours a terminal unless NO_COLOR is set.</source>
        <translation>Wann Befunde farbig ausgegeben werden (auto, always oder never); auto färbt auf einem Terminal, außer NO_COLOR ist gesetzt.</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>--color takes auto, always or never.</source>
        <translation>--color erwartet auto, always oder never.</translation>
    </message>
    <message>
        <source>Only this database of a dump; the database of collections read from JSON files.</source>
        <translation>Nur diese Datenbank eines Dumps; die Datenbank der aus JSON-Dateien gelesenen Collections.</translation>
    </message>
    <message>
        <source>Only this collection (repeat for more).</source>
        <translation>Nur diese Collection (für weitere wiederholen).</translation>
    </message>
    <message>
        <source>Threads to analyse documents on (default: one per core).</source>
        <translation>Threads, auf denen Dokumente analysiert werden (Vorgabe: einer je Kern).</translation>
    </message>
    <message>
        <source>Count and skip documents that cannot be read instead of stopping at the first.</source>
        <translation>Unlesbare Dokumente zählen und überspringen, statt beim ersten anzuhalten.</translation>
    </message>
    <message>
        <source>Also print the schema of each collection to standard output (json: the shape @mongodb-js/mongodb-schema&apos;s parseSchema returns).</source>
        <translation>Zusätzlich das Schema jeder Collection auf die Standardausgabe schreiben (json: in der Form, die parseSchema von @mongodb-js/mongodb-schema liefert).</translation>
    </message>
    <message>
        <source>Infer a model from documents: their fields with types and how often they occur, nested documents and arrays, and, from a dump&apos;s metadata, indexes and collection options.</source>
        <translation>Ein Modell aus Dokumenten ableiten: ihre Felder mit Typen und Häufigkeit, verschachtelte Dokumente und Arrays sowie aus den Metadaten eines Dumps Indizes und Collection-Optionen.</translation>
    </message>
    <message>
        <source>infer: name the files or dump folders, and the model file with -o (or --report json).</source>
        <translation>infer: Dateien oder Dump-Ordner angeben und die Modelldatei mit -o (oder --report json).</translation>
    </message>
    <message>
        <source>infer: unknown report format &quot;%1&quot;; expected json.</source>
        <translation>infer: unbekanntes Berichtsformat „%1“; erwartet wird json.</translation>
    </message>
    <message>
        <source>infer: --threads needs a positive number.</source>
        <translation>infer: --threads braucht eine positive Zahl.</translation>
    </message>
    <message>
        <source>infer: %1</source>
        <translation>infer: %1</translation>
    </message>
    <message>
        <source>infer: none of the inputs holds a collection to infer (check --db and --collection).</source>
        <translation>infer: keine der Eingaben enthält eine Collection zum Ableiten (--db und --collection prüfen).</translation>
    </message>
    <message>
        <source>%1 (skipped)</source>
        <translation>%1 (übersprungen)</translation>
    </message>
    <message numerus="yes">
        <source>%1: skipped %Ln documents that cannot be read</source>
        <translation>
            <numerusform>%1: %Ln unlesbares Dokument übersprungen</numerusform>
            <numerusform>%1: %Ln unlesbare Dokumente übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 documents, %3 in %4 s</source>
        <translation>%1: %2 Dokumente, %3 in %4 s</translation>
    </message>
    <message>
        <source>Infer a model from mongoexport files or a mongodump folder: fields, types and how often they occur, nested documents, arrays, indexes.</source>
        <translation>Ein Modell aus mongoexport-Dateien oder einem mongodump-Ordner ableiten: Felder, Typen und ihre Häufigkeit, verschachtelte Dokumente, Arrays, Indizes.</translation>
    </message>
    <message>
        <source>tree of %1 (%2)</source>
        <translation>Baum von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 → %2, %3, %4</source>
        <translation>%1 → %2, %3, %4</translation>
    </message>
    <message>
        <source>relationship: %1: %2</source>
        <translation>Beziehung: %1: %2</translation>
    </message>
    <message>
        <source>not added (weak; --relationships all adds it): %1: %2</source>
        <translation>nicht hinzugefügt (schwach; --relationships all fügt sie hinzu): %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2 of %3)…</source>
        <translation>%1 (%2 von %3) …</translation>
    </message>
    <message>
        <source>%1: %2 of %3 documents read</source>
        <translation>%1: %2 von %3 Dokumenten gelesen</translation>
    </message>
    <message>
        <source>Documents per collection: from a server, taken at random there (default 1000); from files, kept to find relationships in (default 10000). &quot;all&quot; for every one.</source>
        <translation>Dokumente je Collection: von einem Server dort zufällig gezogen (Standard 1000); aus Dateien aufbewahrt, um darin Beziehungen zu finden (Standard 10000). „all“ für alle.</translation>
    </message>
    <message>
        <source>Which relationships found in the documents to add: strong (default), all (also the weak candidates) or none. Each is listed with its evidence.</source>
        <translation>Welche in den Dokumenten gefundenen Beziehungen hinzugefügt werden: strong (Standard), all (auch die schwachen Kandidaten) oder none. Jede wird mit ihren Belegen aufgeführt.</translation>
    </message>
    <message>
        <source>infer: --relationships takes strong, all or none.</source>
        <translation>infer: --relationships nimmt strong, all oder none.</translation>
    </message>
    <message>
        <source>infer: --sample takes a positive number or &quot;all&quot;.</source>
        <translation>infer: --sample nimmt eine positive Zahl oder „all“.</translation>
    </message>
    <message>
        <source>after the apply, %1: %2</source>
        <translation>nach dem Anwenden, %1: %2</translation>
    </message>
    <message>
        <source>Also set validators that existing documents fail (writes to those documents then fail).</source>
        <translation>Auch Validatoren setzen, die vorhandene Dokumente ablehnen (Schreibvorgänge auf diese Dokumente schlagen dann fehl).</translation>
    </message>
    <message>
        <source>apply: the existing documents could not be checked against the new validators: %1</source>
        <translation>apply: die vorhandenen Dokumente konnten nicht gegen die neuen Validatoren geprüft werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Not applied: existing documents fail %n of the new validators, and writes to them would fail. Fix the data or the model, or run again with --validation-action warn, --validation-level moderate or --allow-invalid-data.</source>
        <translation>
            <numerusform>Nicht angewendet: Vorhandene Dokumente verletzen %n der neuen Validatoren, und Schreibvorgänge auf sie würden fehlschlagen. Korrigieren Sie die Daten oder das Modell, oder starten Sie erneut mit --validation-action warn, --validation-level moderate oder --allow-invalid-data.</numerusform>
            <numerusform>Nicht angewendet: Vorhandene Dokumente verletzen %n der neuen Validatoren, und Schreibvorgänge auf sie würden fehlschlagen. Korrigieren Sie die Daten oder das Modell, oder starten Sie erneut mit --validation-action warn, --validation-level moderate oder --allow-invalid-data.</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents per collection to read and check, drawn at random, or &quot;all&quot; (the default). A server that evaluates $jsonSchema counts every document itself.</source>
        <translation>Dokumente je Collection, die zufällig gezogen, gelesen und geprüft werden, oder „all“ (Standard). Ein Server, der $jsonSchema auswertet, zählt jedes Dokument selbst.</translation>
    </message>
    <message>
        <source>Exit 1 when documents fail: any (the default), share:PERCENT (more than PERCENT of a collection&apos;s documents) or never.</source>
        <translation>Mit 1 beenden, wenn Dokumente abgelehnt werden: any (Standard), share:PROZENT (mehr als PROZENT der Dokumente einer Collection) oder never.</translation>
    </message>
    <message>
        <source>Failing documents to show per collection, with their reasons (default 5).</source>
        <translation>Abgelehnte Dokumente, die je Collection mit ihren Gründen gezeigt werden (Standard 5).</translation>
    </message>
    <message>
        <source>Threads to check documents on (default: one per core).</source>
        <translation>Threads für die Prüfung der Dokumente (Standard: einer je Kern).</translation>
    </message>
    <message>
        <source>check: unknown format &quot;%1&quot;; expected text, json or sarif.</source>
        <translation>check: unbekanntes Format „%1“; erwartet: text, json oder sarif.</translation>
    </message>
    <message>
        <source>check: --fail-on takes any, never or share:PERCENT (0 to 100).</source>
        <translation>check: --fail-on nimmt any, never oder share:PROZENT (0 bis 100).</translation>
    </message>
    <message>
        <source>check: --threads needs a positive number.</source>
        <translation>check: --threads braucht eine positive Zahl.</translation>
    </message>
    <message>
        <source>check: --examples needs a number, 0 or more.</source>
        <translation>check: --examples braucht eine Zahl, 0 oder mehr.</translation>
    </message>
    <message>
        <source>check: --sample takes a positive number or &quot;all&quot;.</source>
        <translation>check: --sample nimmt eine positive Zahl oder „all“.</translation>
    </message>
    <message>
        <source>check: %1</source>
        <translation>check: %1</translation>
    </message>
    <message>
        <source>check: %1: %2</source>
        <translation>check: %1: %2</translation>
    </message>
    <message>
        <source>check: the model has no collection &quot;%1&quot;.</source>
        <translation>check: das Modell hat keine Collection „%1“.</translation>
    </message>
    <message>
        <source>checking %1 (%2 of %3)…</source>
        <translation>%1 wird geprüft (%2 von %3) …</translation>
    </message>
    <message>
        <source>The existing documents could not be checked against the new validators: %1</source>
        <translation>Die vorhandenen Dokumente konnten nicht gegen die neuen Validatoren geprüft werden: %1</translation>
    </message>
    <message>
        <source>Check documents (files, a dump or a server) against the model&apos;s validators: how many fail and why, and where data and model differ; exit 1 when documents fail beyond --fail-on.</source>
        <translation>Dokumente (Dateien, einen Dump oder einen Server) gegen die Validatoren des Modells prüfen: wie viele abgelehnt werden und warum, und wo Daten und Modell abweichen; Ende mit 1, wenn mehr Dokumente abgelehnt werden, als --fail-on erlaubt.</translation>
    </message>
    <message>
        <source>[skipped without --allow-invalid-data] </source>
        <translation>[ohne --allow-invalid-data übersprungen] </translation>
    </message>
    <message>
        <source>check: name the model file, then a server URI or the files to check (or --preview alone).</source>
        <translation>check: Geben Sie die Modelldatei an, dann eine Server-URI oder die zu prüfenden Dateien (oder nur --preview).</translation>
    </message>
    <message>
        <source>check: --preview takes 1 to 100000 documents.</source>
        <translation>check: --preview nimmt 1 bis 100000 Dokumente.</translation>
    </message>
    <message>
        <source>Check the model&apos;s own preview documents, N per collection, instead of data: every previewed document should pass its collection&apos;s validator.</source>
        <translation>Statt Daten die eigenen Vorschaudokumente des Modells prüfen, N je Collection: jedes Vorschaudokument sollte den Validator seiner Collection bestehen.</translation>
    </message>
    <message>
        <source>keys: %1</source>
        <translation>Schlüssel: %1</translation>
    </message>
    <message>
        <source>How many of a field&apos;s sampled values must differ for it to count as a key others refer to, in percent (default 99: real keys have the odd duplicate).</source>
        <translation>Wie viele der Stichprobenwerte eines Felds verschieden sein müssen, damit es als Schlüssel gilt, auf den andere verweisen, in Prozent (Standard 99: echte Schlüssel haben vereinzelte Duplikate).</translation>
    </message>
    <message>
        <source>infer: --key-uniqueness takes a percentage from 50 to 100, not &quot;%1&quot;.</source>
        <translation>infer: --key-uniqueness nimmt einen Prozentwert von 50 bis 100, nicht „%1“.</translation>
    </message>
    <message>
        <source>For validators that existing documents fail: error, or warn (failing writes are logged, not refused); COLLECTION=ACTION for one collection&apos;s. Repeatable.</source>
        <translation>Für Validatoren, an denen vorhandene Dokumente scheitern: error oder warn (scheiternde Schreibvorgänge werden protokolliert, nicht abgewiesen); SAMMLUNG=AKTION für die einer Sammlung. Wiederholbar.</translation>
    </message>
    <message>
        <source>apply: %1 has no validator step checked against existing documents in this plan.</source>
        <translation>apply: %1 hat in diesem Plan keinen Validatorschritt, der gegen vorhandene Dokumente geprüft wurde.</translation>
    </message>
    <message>
        <source>Change a relationship&apos;s strategy as one consistent refactoring, as the canvas does: the N side&apos;s kind, the reference embedding makes implicit, the indexes and queries that move.</source>
        <translation>Die Strategie einer Beziehung als ein stimmiges Refactoring ändern, wie die Zeichenfläche es tut: die Art der N-Seite, die Referenz, die das Einbetten überflüssig macht, die Indizes und Abfragen, die umziehen.</translation>
    </message>
    <message>
        <source>The relationship: its id, or ONE-&gt;MANY by entity names.</source>
        <translation>Die Beziehung: ihre ID oder EINS-&gt;VIELE mit Entitätsnamen.</translation>
    </message>
    <message>
        <source>The new strategy: %1.</source>
        <translation>Die neue Strategie: %1.</translation>
    </message>
    <message>
        <source>Write the changed model to this file instead of rewriting MODEL.</source>
        <translation>Das geänderte Modell in diese Datei schreiben, statt MODEL zu überschreiben.</translation>
    </message>
    <message>
        <source>A collection that becomes embedded stops being one; its indexes and queries move into the parent. Refused while other relationships need the collection.</source>
        <translation>Eine Collection, die eingebettet wird, ist danach keine mehr; ihre Indizes und Abfragen ziehen in den Elternteil um. Abgelehnt, solange andere Beziehungen die Collection brauchen.</translation>
    </message>
    <message>
        <source>A collection that becomes embedded stays a collection too: its documents are stored twice.</source>
        <translation>Eine Collection, die eingebettet wird, bleibt auch eine Collection: ihre Dokumente werden doppelt gespeichert.</translation>
    </message>
    <message>
        <source>Change a relationship&apos;s strategy as the canvas does: one consistent refactoring. By default a collection that becomes embedded stops being one unless something else needs it.</source>
        <translation>Die Strategie einer Beziehung ändern, wie die Zeichenfläche es tut: ein stimmiges Refactoring. Standardmäßig ist eine Collection, die eingebettet wird, danach keine mehr, außer etwas anderes braucht sie.</translation>
    </message>
    <message>
        <source>set-strategy: name MODEL, RELATIONSHIP and STRATEGY, and at most one of --embed-only and --keep-collection.</source>
        <translation>set-strategy: MODEL, RELATIONSHIP und STRATEGY angeben, und höchstens eine von --embed-only und --keep-collection.</translation>
    </message>
    <message>
        <source>set-strategy: &quot;%1&quot; is no strategy; use one of %2.</source>
        <translation>set-strategy: „%1“ ist keine Strategie; eine von %2 verwenden.</translation>
    </message>
    <message>
        <source>set-strategy: %1</source>
        <translation>set-strategy: %1</translation>
    </message>
    <message>
        <source>%1 is already %2; nothing changed.</source>
        <translation>%1 ist bereits %2; nichts geändert.</translation>
    </message>
    <message>
        <source>(--embed-only makes it embedded only, where nothing else needs the collection)</source>
        <translation>(--embed-only bettet nur ein, wo nichts anderes die Collection braucht)</translation>
    </message>
    <message>
        <source>Plan the data migration from one model to the next: aggregation steps the server runs, as a mongosh script with --script.</source>
        <translation>Die Datenmigration von einem Modell zum nächsten planen: Aggregationsschritte, die der Server ausführt, mit --script als mongosh-Skript.</translation>
    </message>
    <message>
        <source>The model the data follows now.</source>
        <translation>Das Modell, dem die Daten jetzt folgen.</translation>
    </message>
    <message>
        <source>The model it is to follow.</source>
        <translation>Das Modell, dem sie folgen sollen.</translation>
    </message>
    <message>
        <source>Write the steps as a mongosh script.</source>
        <translation>Die Schritte als mongosh-Skript schreiben.</translation>
    </message>
    <message>
        <source>Write the script to this file instead of standard output.</source>
        <translation>Das Skript in diese Datei statt auf die Standardausgabe schreiben.</translation>
    </message>
    <message>
        <source>The database (default: the new model&apos;s).</source>
        <translation>Die Datenbank (Standard: die des neuen Modells).</translation>
    </message>
    <message>
        <source>No documents need to change.</source>
        <translation>Keine Dokumente müssen sich ändern.</translation>
    </message>
    <message>
        <source> (destructive)</source>
        <translation> (zerstörend)</translation>
    </message>
    <message>
        <source>by hand: %1</source>
        <translation>von Hand: %1</translation>
    </message>
    <message>
        <source>Apply these steps? [y/N]</source>
        <translation>Diese Schritte ausführen? [y/N]</translation>
    </message>
    <message>
        <source>The server to migrate (a mongodb:// URI); without it, the steps are listed.</source>
        <translation>Der zu migrierende Server (eine mongodb://-URI); ohne sie werden die Schritte aufgelistet.</translation>
    </message>
    <message>
        <source>Also remove old fields and collections (after the post-check passed; commented out in a script).</source>
        <translation>Auch alte Felder und Collections entfernen (nachdem die Nachprüfung bestanden ist; in einem Skript auskommentiert).</translation>
    </message>
    <message>
        <source>Count what each step would read and write and show a few documents before and after; change nothing.</source>
        <translation>Zählen, was jeder Schritt lesen und schreiben würde, und einige Dokumente vorher und nachher zeigen; nichts ändern.</translation>
    </message>
    <message>
        <source>Go on where an interrupted run stopped.</source>
        <translation>Dort weitermachen, wo ein unterbrochener Lauf aufgehört hat.</translation>
    </message>
    <message>
        <source>Migrate without asking.</source>
        <translation>Ohne Rückfrage migrieren.</translation>
    </message>
    <message>
        <source>Documents per batch (default 1000).</source>
        <translation>Dokumente pro Stapel (Standard 1000).</translation>
    </message>
    <message>
        <source>The collection that records each run&apos;s batches (default docmodeler_migrations).</source>
        <translation>Die Collection, in der jeder Lauf seine Stapel festhält (Standard docmodeler_migrations).</translation>
    </message>
    <message>
        <source>Migrate the documents from one model to the next: for each relationship whose strategy changed, aggregation steps that run on the server ($lookup, $unwind, $merge) in batches recorded on the server, old data removed in separate destructive steps. With a URI the steps run there (--dry-run to try them); with --script they are written as a mongosh script; otherwise they are listed. Exit 0 when migrated, 1 when a step failed or the post-check found documents that do not fit, 2 when a model or the server cannot be read or reached.</source>
        <translation>Die Dokumente von einem Modell zum nächsten migrieren: für jede Beziehung mit geänderter Strategie Aggregationsschritte, die auf dem Server laufen ($lookup, $unwind, $merge), in Stapeln, die auf dem Server festgehalten werden; alte Daten werden in eigenen destruktiven Schritten entfernt. Mit einer URI laufen die Schritte dort (--dry-run zum Ausprobieren); mit --script werden sie als mongosh-Skript geschrieben; sonst aufgelistet. Exit 0 bei erfolgter Migration, 1 wenn ein Schritt fehlschlug oder die Nachprüfung unpassende Dokumente fand, 2 wenn ein Modell oder der Server nicht gelesen oder erreicht werden kann.</translation>
    </message>
    <message>
        <source>migrate: name the old and the new model file, then a mongodb:// URI or --script; --batch-size is a positive number, --format text or json.</source>
        <translation>migrate: die alte und die neue Modelldatei angeben, dann eine mongodb://-URI oder --script; --batch-size ist eine positive Zahl, --format text oder json.</translation>
    </message>
    <message>
        <source>reads %1 documents of %2, writes %3</source>
        <translation>liest %1 Dokumente von %2, schreibt %3</translation>
    </message>
    <message numerus="yes">
        <source>%n batch(es) in this run</source>
        <translation>
            <numerusform>%n Stapel in diesem Lauf</numerusform>
            <numerusform>%n Stapel in diesem Lauf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n before it</source>
        <translation>
            <numerusform>, %n davor</numerusform>
            <numerusform>, %n davor</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 documents before, %3 after</source>
        <translation>%1: %2 Dokumente vorher, %3 nachher</translation>
    </message>
    <message>
        <source>counts do not add up: %1</source>
        <translation>die Zahlen gehen nicht auf: %1</translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation>vorher:  %1</translation>
    </message>
    <message>
        <source>after:  %1</source>
        <translation>nachher: %1</translation>
    </message>
    <message>
        <source>post-check of %1: %2</source>
        <translation>Nachprüfung von %1: %2</translation>
    </message>
    <message>
        <source>Run these steps on %1? [y/N]</source>
        <translation>Diese Schritte auf %1 ausführen? [y/N]</translation>
    </message>
    <message>
        <source>Not migrated: standard input is not a terminal, so nobody can confirm. Use --yes.</source>
        <translation>Nicht migriert: Die Standardeingabe ist kein Terminal, also kann niemand bestätigen. --yes verwenden.</translation>
    </message>
    <message>
        <source>Nothing migrated.</source>
        <translation>Nichts migriert.</translation>
    </message>
    <message numerus="yes">
        <source>step %1: %n batch(es) done</source>
        <translation>
            <numerusform>Schritt %1: %n Stapel erledigt</numerusform>
            <numerusform>Schritt %1: %n Stapel erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>The batches done so far are recorded in %1: run the same command with --resume to go on.</source>
        <translation>Die bisher erledigten Stapel sind in %1 festgehalten: denselben Befehl mit --resume ausführen, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Rename a field as the inspector does, keeping its identity: migrate then moves its values to the new name.</source>
        <translation>Ein Feld umbenennen wie der Inspektor, unter Wahrung seiner Identität: migrate verschiebt dann seine Werte unter den neuen Namen.</translation>
    </message>
    <message>
        <source>The field: the entity&apos;s name and the field&apos;s path, e.g. orders.address.city.</source>
        <translation>Das Feld: der Name der Entität und der Pfad des Felds, z. B. orders.address.city.</translation>
    </message>
    <message>
        <source>The field&apos;s new name.</source>
        <translation>Der neue Name des Felds.</translation>
    </message>
    <message>
        <source>Rename a field as the inspector does: it keeps its identity, so that migrate moves its values to the new name.</source>
        <translation>Ein Feld umbenennen wie der Inspektor: Es behält seine Identität, sodass migrate seine Werte unter den neuen Namen verschiebt.</translation>
    </message>
    <message>
        <source>rename-field: name MODEL, ENTITY.FIELD and NAME.</source>
        <translation>rename-field: Geben Sie MODEL, ENTITY.FIELD und NAME an.</translation>
    </message>
    <message>
        <source>rename-field: %1 has no field %2 (write the entity&apos;s name, a dot and the field&apos;s path).</source>
        <translation>rename-field: %1 hat kein Feld %2 (schreiben Sie den Namen der Entität, einen Punkt und den Pfad des Felds).</translation>
    </message>
    <message>
        <source>rename-field: _id is every document&apos;s key and keeps its name.</source>
        <translation>rename-field: _id ist der Schlüssel jedes Dokuments und behält seinen Namen.</translation>
    </message>
    <message>
        <source>rename-field: %1 cannot be renamed to &quot;%2&quot;; nothing was written.</source>
        <translation>rename-field: %1 kann nicht in „%2“ umbenannt werden; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>%1 renamed to %2.</source>
        <translation>%1 in %2 umbenannt.</translation>
    </message>
    <message>
        <source>Merge a collection into another as the canvas does: a one-to-one partner&apos;s fields, or its documents as a kind of their own; migrate then moves the documents.</source>
        <translation>Eine Collection in eine andere zusammenführen wie die Zeichenfläche: die Felder eines Eins-zu-eins-Partners oder seine Dokumente als eigene Art; migrate verschiebt dann die Dokumente.</translation>
    </message>
    <message>
        <source>Split fields (--fields) or the documents of one kind (--kind) off a collection into a new one, as the canvas does; migrate then moves the documents.</source>
        <translation>Felder (--fields) oder die Dokumente einer Art (--kind) aus einer Collection in eine neue abtrennen wie die Zeichenfläche; migrate verschiebt dann die Dokumente.</translation>
    </message>
    <message>
        <source>reads %1 documents of %2, removes %3</source>
        <translation>liest %1 Dokumente von %2, entfernt %3</translation>
    </message>
    <message>
        <source>The collection that goes.</source>
        <translation>Die Collection, die entfällt.</translation>
    </message>
    <message>
        <source>The collection it joins.</source>
        <translation>Die Collection, in die sie aufgeht.</translation>
    </message>
    <message>
        <source>The field that tells the kinds apart, when TARGET names no discriminator (default: kind).</source>
        <translation>Das Feld, das die Arten unterscheidet, wenn TARGET kein Unterscheidungsfeld nennt (Standard: kind).</translation>
    </message>
    <message>
        <source>Merge one collection into another as the canvas does. One-to-one partners by a reference: the source&apos;s fields join the target&apos;s documents. Otherwise the source&apos;s documents join the target&apos;s as a kind of their own.</source>
        <translation>Eine Collection in eine andere zusammenführen wie die Zeichenfläche. Eins-zu-eins-Partner über eine Referenz: Die Felder der Quelle kommen in die Dokumente des Ziels. Sonst kommen die Dokumente der Quelle als eigene Art zu denen des Ziels.</translation>
    </message>
    <message>
        <source>merge-collections: name MODEL, SOURCE and TARGET.</source>
        <translation>merge-collections: MODEL, SOURCE und TARGET angeben.</translation>
    </message>
    <message>
        <source>The collection to split.</source>
        <translation>Die aufzuteilende Collection.</translation>
    </message>
    <message>
        <source>The new collection: its name, or with --kind the kind that moves (the new collection takes its name).</source>
        <translation>Die neue Collection: ihr Name, oder mit --kind die Art, die umzieht (die neue Collection erhält ihren Namen).</translation>
    </message>
    <message>
        <source>Move these fields (comma-separated) into the new collection, one document per source document.</source>
        <translation>Diese Felder (durch Kommas getrennt) in die neue Collection verschieben, ein Dokument je Quelldokument.</translation>
    </message>
    <message>
        <source>Move the documents of the kind NAME (a value of SOURCE&apos;s discriminator) into a collection NAME.</source>
        <translation>Die Dokumente der Art NAME (ein Wert des Unterscheidungsfelds von SOURCE) in eine Collection NAME verschieben.</translation>
    </message>
    <message>
        <source>Split a collection as the canvas does: some of its fields into a new collection (--fields), or the documents of one kind (--kind).</source>
        <translation>Eine Collection aufteilen wie die Zeichenfläche: einige ihrer Felder in eine neue Collection (--fields) oder die Dokumente einer Art (--kind).</translation>
    </message>
    <message>
        <source>split-collection: name MODEL, SOURCE and NAME, and exactly one of --fields and --kind.</source>
        <translation>split-collection: MODEL, SOURCE und NAME angeben und genau eine der Optionen --fields und --kind.</translation>
    </message>
    <message>
        <source>The Prisma schema (schema.prisma) for MongoDB.</source>
        <translation>Das Prisma-Schema (schema.prisma) für MongoDB.</translation>
    </message>
    <message>
        <source>Create a model from a Prisma schema: models as collections, composite types as embedded types, relations as references, enums, indexes.</source>
        <translation>Ein Modell aus einem Prisma-Schema erstellen: Models als Collections, Composite Types als eingebettete Typen, Relationen als Referenzen, Enums, Indizes.</translation>
    </message>
    <message>
        <source>import-prisma: name one schema file and the model file with -o.</source>
        <translation>import-prisma: Nennen Sie eine Schemadatei und mit -o die Modelldatei.</translation>
    </message>
    <message>
        <source>Export a model: a mongosh script, $jsonSchema validators, JSON Schema, Mermaid, TypeScript, Mongoose, Prisma or Pydantic types, Markdown or HTML documentation, or its diagram as png, svg or pdf.</source>
        <translation>Ein Modell exportieren: ein mongosh-Skript, $jsonSchema-Validatoren, JSON Schema, Mermaid, TypeScript-, Mongoose-, Prisma- oder Pydantic-Typen, Markdown- oder HTML-Dokumentation oder sein Diagramm als png, svg oder pdf.</translation>
    </message>
    <message>
        <source>Create a model from a Prisma schema for MongoDB: models, composite types, relations, enums, indexes.</source>
        <translation>Ein Modell aus einem Prisma-Schema für MongoDB erstellen: Models, Composite Types, Relationen, Enums, Indizes.</translation>
    </message>
    <message>
        <source>Read servers&apos; slow-operation logs into query shapes per collection and set them against the model&apos;s access patterns.</source>
        <translation>Die Logs langsamer Operationen von Servern zu Abfrageformen je Collection lesen und den Zugriffsmustern des Modells gegenüberstellen.</translation>
    </message>
    <message>
        <source>not read: %1 × %2</source>
        <translation>nicht gelesen: %1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>%n query shape(s):</source>
        <translation>
            <numerusform>%n Abfrageform:</numerusform>
            <numerusform>%n Abfrageformen:</numerusform>
        </translation>
    </message>
    <message>
        <source>declared as access pattern %1</source>
        <translation>als Zugriffsmuster %1 deklariert</translation>
    </message>
    <message>
        <source>not declared in the model</source>
        <translation>im Modell nicht deklariert</translation>
    </message>
    <message>
        <source>the model&apos;s documents hold no field %1</source>
        <translation>die Dokumente des Modells haben kein Feld %1</translation>
    </message>
    <message>
        <source>Namespaces that are no collection of the model:</source>
        <translation>Namensräume, die keine Collection des Modells sind:</translation>
    </message>
    <message>
        <source>traffic: --%1 &quot;%2&quot; is no ISO 8601 time (2024-01-15 or 2024-01-15T10:00:00Z).</source>
        <translation>traffic: --%1 „%2“ ist keine Zeit nach ISO 8601 (2024-01-15 oder 2024-01-15T10:00:00Z).</translation>
    </message>
    <message>
        <source>The report&apos;s format: text (default), json, or sarif (the advice only).</source>
        <translation>Format des Berichts: text (Standard), json oder sarif (nur die Ratschläge).</translation>
    </message>
    <message>
        <source>Only operations at or after this time (ISO 8601).</source>
        <translation>Nur Operationen ab dieser Zeit (ISO 8601).</translation>
    </message>
    <message>
        <source>Only operations at or before this time (ISO 8601).</source>
        <translation>Nur Operationen bis zu dieser Zeit (ISO 8601).</translation>
    </message>
    <message>
        <source>Read what servers did (logs, the profiler, $queryStats, $indexStats, explain) into query shapes per collection: counts, durations, plans, how they meet the model&apos;s access patterns, and the advice on that workload.</source>
        <translation>Liest, was Server taten (Protokolle, Profiler, $queryStats, $indexStats, explain), als Abfrageformen je Collection: Anzahlen, Dauern, Pläne, ihr Bezug zu den Zugriffsmustern des Modells und die Ratschläge zu dieser Last.</translation>
    </message>
    <message>
        <source>traffic: unknown format &quot;%1&quot;; expected text, json or sarif.</source>
        <translation>traffic: unbekanntes Format „%1“; erwartet text, json oder sarif.</translation>
    </message>
    <message numerus="yes">
        <source>%n $indexStats entry(ies)</source>
        <translation>
            <numerusform>%n $indexStats-Eintrag</numerusform>
            <numerusform>%n $indexStats-Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>Declared access patterns the traffic never shows:</source>
        <translation>Deklarierte Zugriffsmuster, die der Verkehr nie zeigt:</translation>
    </message>
    <message>
        <source>Collection scans, the most documents examined first:</source>
        <translation>Collection-Scans, die mit den meisten geprüften Dokumenten zuerst:</translation>
    </message>
    <message numerus="yes">
        <source>(%n operation(s) scanning)</source>
        <translation>
            <numerusform>(%n scannende Operation)</numerusform>
            <numerusform>(%n scannende Operationen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Advice on the observed workload:</source>
        <translation>Ratschläge zur beobachteten Last:</translation>
    </message>
    <message>
        <source>reading %1 (%2 of %3)…</source>
        <translation>lese %1 (%2 von %3)…</translation>
    </message>
    <message>
        <source>traffic: %1</source>
        <translation>traffic: %1</translation>
    </message>
    <message>
        <source>traffic: %1 gave nothing to read for the database &quot;%2&quot; (see above).</source>
        <translation>traffic: %1 lieferte für die Datenbank „%2“ nichts zu lesen (siehe oben).</translation>
    </message>
    <message>
        <source>mongod or mongos logs (structured, or the text format of 2.2 to 4.2), system.profile documents, $queryStats, explain or $indexStats output, plain or .gz; COLLECTION=FILE names the collection of a $indexStats file. A mongodb:// URI reads the server&apos;s profiler, $queryStats and $indexStats for the database.</source>
        <translation>Logs von mongod oder mongos (strukturiert oder im Textformat von 2.2 bis 4.2), system.profile-Dokumente, Ausgaben von $queryStats, explain oder $indexStats, unkomprimiert oder .gz; SAMMLUNG=DATEI nennt die Collection einer $indexStats-Datei. Eine mongodb://-URI liest Profiler, $queryStats und $indexStats des Servers für die Datenbank.</translation>
    </message>
    <message>
        <source>The server&apos;s database (with a URI; default: the URI&apos;s, else the model&apos;s).</source>
        <translation>Die Datenbank auf dem Server (mit einer URI; Vorgabe: die der URI, sonst die des Modells).</translation>
    </message>
    <message>
        <source>traffic: name the database to read on %1 with --db, or in the URI (mongodb://host/shop).</source>
        <translation>traffic: Nennen Sie die Datenbank, die auf %1 gelesen werden soll, mit --db oder in der URI (mongodb://host/shop).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entry(ies)</source>
        <translation>
            <numerusform>%1: %n Eintrag</numerusform>
            <numerusform>%1: %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 slow operations, %2 on application collections</source>
        <translation>, %1 langsame Operationen, %2 auf Collections der Anwendung</translation>
    </message>
    <message>
        <source>The server&apos;s database (default: the URI&apos;s, else the model&apos;s).</source>
        <translation>Die Datenbank auf dem Server (Vorgabe: die der URI, sonst die des Modells).</translation>
    </message>
    <message>
        <source>Exit 0 even when a model collection had no documents to check (no file maps to it, the server lacks it or it is empty) or a file maps to no model collection.</source>
        <translation>Auch dann mit 0 beenden, wenn eine Collection des Modells keine Dokumente zum Prüfen hatte (keine Datei ist ihr zugeordnet, der Server hat sie nicht oder sie ist leer) oder eine Datei keiner Collection des Modells zugeordnet ist.</translation>
    </message>
    <message>
        <source>A mongodb:// URI, or mongoexport files, mongodump .bson or .bson.gz files, or mongodump folders. NAME=FILE reads FILE as collection NAME; NAME.data.json and DATABASE.NAME.json (Compass&apos;s export) are read as NAME.</source>
        <translation>Eine mongodb://-URI oder mongoexport-Dateien, mongodump-.bson- oder -.bson.gz-Dateien oder mongodump-Ordner. NAME=DATEI liest DATEI als Collection NAME; NAME.data.json und DATENBANK.NAME.json (der Export von Compass) werden als NAME gelesen.</translation>
    </message>
    <message>
        <source>Check documents against the model&apos;s validators: how many fail, which rules and why, and where the data and the model differ. Exit 0 when clean, 1 when documents fail beyond --fail-on, 2 when the model or the data cannot be read, 3 when a model collection had no documents to check or data has no model collection (unless --allow-missing).</source>
        <translation>Dokumente gegen die Validatoren des Modells prüfen: wie viele durchfallen, welche Regeln und warum, und wo Daten und Modell auseinandergehen. Beendet mit 0, wenn alles besteht, 1, wenn Dokumente über --fail-on hinaus durchfallen, 2, wenn Modell oder Daten nicht lesbar sind, 3, wenn eine Collection des Modells keine Dokumente zum Prüfen hatte oder Daten keine Collection im Modell haben (außer mit --allow-missing).</translation>
    </message>
    <message>
        <source>check: give the server&apos;s URI alone, and its database in it (mongodb://host/shop) or with --db.</source>
        <translation>check: die URI des Servers allein angeben und die Datenbank darin (mongodb://host/shop) oder mit --db.</translation>
    </message>
    <message>
        <source>infer: %1 read as collection %2</source>
        <translation>infer: %1 als Collection %2 gelesen</translation>
    </message>
    <message>
        <source>mongoexport files (JSON lines or a JSON array, Extended JSON), mongodump .bson or .bson.gz files, or mongodump folders; or a mongodb:// URI. NAME=FILE reads FILE as collection NAME; NAME.data.json and DATABASE.NAME.json (Compass&apos;s export) are read as NAME.</source>
        <translation>mongoexport-Dateien (JSON-Zeilen oder ein JSON-Array, Extended JSON), mongodump-.bson- oder -.bson.gz-Dateien oder mongodump-Ordner; oder eine mongodb://-URI. NAME=DATEI liest DATEI als Collection NAME; NAME.data.json und DATENBANK.NAME.json (der Export von Compass) werden als NAME gelesen.</translation>
    </message>
    <message>
        <source>infer: from a server, give its URI alone, the database in it (mongodb://host/shop) or with --db, and the model file with -o (--report is for files).</source>
        <translation>infer: von einem Server die URI allein angeben, die Datenbank darin (mongodb://host/shop) oder mit --db, und die Modelldatei mit -o (--report ist für Dateien).</translation>
    </message>
    <message>
        <source>The dry run&apos;s counts could not be kept in %1: the run will not see whether the documents change before it.</source>
        <translation>Die Zählungen des Probelaufs konnten nicht in %1 gespeichert werden: der Lauf bemerkt nicht, ob sich die Dokumente vorher ändern.</translation>
    </message>
    <message>
        <source>Nothing was written to the server; the counts are kept in %1 for the run.</source>
        <translation>Nichts wurde auf den Server geschrieben; die Zählungen sind für den Lauf in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Children no parent takes in when they are embedded (their parent does not exist): keep (the default: the drop of their collection refuses while they are there), move-to=COLLECTION (moved there, then the drop) or drop (dropped with the collection).</source>
        <translation>Kinder, die beim Einbetten kein Elternteil aufnimmt (ihr Elternteil existiert nicht): keep (Vorgabe: das Löschen ihrer Collection verweigert, solange sie da sind), move-to=COLLECTION (dorthin verschoben, dann gelöscht) oder drop (mit der Collection gelöscht).</translation>
    </message>
    <message>
        <source>migrate: --orphans takes keep, drop or move-to=COLLECTION.</source>
        <translation>migrate: --orphans nimmt keep, drop oder move-to=COLLECTION.</translation>
    </message>
    <message>
        <source>Choose what happens to the children without a parent: --orphans move-to=COLLECTION or --orphans drop.</source>
        <translation>Wählen Sie, was mit den Kindern ohne Elternteil geschieht: --orphans move-to=COLLECTION oder --orphans drop.</translation>
    </message>
    <message>
        <source>Only this database (default: the URI&apos;s, if it names one).</source>
        <translation>Nur diese Datenbank (Vorgabe: die der URI, wenn sie eine nennt).</translation>
    </message>
    <message>
        <source>allowed (default): the validators allow arrays and strings longer, and numbers other, than the documents read hold; the ranges seen are kept as information. observed: the sample&apos;s extremes become maxItems, maxLength, minimum and maximum.</source>
        <translation>allowed (Standard): Die Validatoren erlauben längere Arrays und Zeichenketten und andere Zahlen, als die gelesenen Dokumente enthalten; die gesehenen Bereiche bleiben als Information erhalten. observed: Die Extremwerte der Stichprobe werden zu maxItems, maxLength, minimum und maximum.</translation>
    </message>
    <message>
        <source>infer: --bounds takes allowed or observed, not &quot;%1&quot;.</source>
        <translation>infer: --bounds erwartet allowed oder observed, nicht „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>Not applied: existing documents repeat the key of %n of the new unique indexes, which the server would refuse to build. Make the values differ, or run again with --allow-invalid-data to send it anyway (the server refuses it while they repeat).</source>
        <translation>
            <numerusform>Nicht angewendet: Vorhandene Dokumente wiederholen den Schlüssel von %n der neuen eindeutigen Indizes, dessen Bau der Server ablehnen würde. Machen Sie die Werte verschieden, oder starten Sie erneut mit --allow-invalid-data, um ihn trotzdem zu senden (der Server lehnt ihn ab, solange sie sich wiederholen).</numerusform>
            <numerusform>Nicht angewendet: Vorhandene Dokumente wiederholen den Schlüssel von %n der neuen eindeutigen Indizes, deren Bau der Server ablehnen würde. Machen Sie die Werte verschieden, oder starten Sie erneut mit --allow-invalid-data, um sie trotzdem zu senden (der Server lehnt sie ab, solange sie sich wiederholen).</numerusform>
        </translation>
    </message>
    <message>
        <source>validationLevel %1, validationAction %2</source>
        <translation>validationLevel %1, validationAction %2</translation>
    </message>
    <message numerus="yes">
        <source>, and %n step(s) in case a collection is missing</source>
        <translation>
            <numerusform>, und %n Schritt für den Fall, dass eine Collection fehlt</numerusform>
            <numerusform>, und %n Schritte für den Fall, dass eine Collection fehlt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: validationAction warn lets failing writes in; the level needs error</source>
        <translation>%1: validationAction warn lässt ungültige Schreibvorgänge zu; die Stufe braucht error</translation>
    </message>
    <message>
        <source>the server is MongoDB %1; the level needs 9.0 or later</source>
        <translation>der Server ist MongoDB %1; die Stufe braucht 9.0 oder neuer</translation>
    </message>
    <message>
        <source>apply: validationLevel constraint refused: %1.</source>
        <translation>apply: validationLevel constraint abgelehnt: %1.</translation>
    </message>
    <message>
        <source>every existing document of %1 passes the new validator: MongoDB %2 can guarantee it stays so (--validation-level constraint).</source>
        <translation>jedes vorhandene Dokument von %1 erfüllt den neuen Validator: MongoDB %2 kann garantieren, dass es so bleibt (--validation-level constraint).</translation>
    </message>
    <message>
        <source>For validators that existing documents fail: strict, or moderate (documents that already fail may still be updated); for those every document passes, constraint (MongoDB 9.0: the server guarantees every document matches); COLLECTION=LEVEL for one collection&apos;s. Repeatable.</source>
        <translation>Für Validatoren, die vorhandene Dokumente verletzen: strict oder moderate (bereits ungültige Dokumente dürfen weiter geändert werden); für solche, die jedes Dokument erfüllt, constraint (MongoDB 9.0: Der Server garantiert, dass jedes Dokument passt); COLLECTION=STUFE für die einer Collection. Wiederholbar.</translation>
    </message>
    <message>
        <source>apply: --validation-level is strict, moderate or constraint, --validation-action error or warn, each for all validators or as COLLECTION=VALUE for one.</source>
        <translation>apply: --validation-level ist strict, moderate oder constraint, --validation-action error oder warn, jeweils für alle Validatoren oder als COLLECTION=WERT für einen.</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Korrektur: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n recommendation(s) to apply (--apply RULE[:OBJECT] or --apply-all).</source>
        <translation>
            <numerusform>%n Empfehlung anzuwenden (--apply REGEL[:OBJEKT] oder --apply-all).</numerusform>
            <numerusform>%n Empfehlungen anzuwenden (--apply REGEL[:OBJEKT] oder --apply-all).</numerusform>
        </translation>
    </message>
    <message>
        <source>Apply the recommendations of a rule (its code or name), or of a rule on one object (RULE:OBJECT, the object&apos;s id as listed). May be given several times.</source>
        <translation>Die Empfehlungen einer Regel (Code oder Name) anwenden, oder einer Regel für ein Objekt (REGEL:OBJEKT, die ID des Objekts wie aufgelistet). Mehrfach möglich.</translation>
    </message>
    <message>
        <source>Apply every recommendation, round after round, until the advisor recommends no more changes.</source>
        <translation>Jede Empfehlung anwenden, Runde um Runde, bis der Advisor keine Änderung mehr empfiehlt.</translation>
    </message>
    <message>
        <source>List the advisor&apos;s recommendations with their fixes, or apply them. A recommendation that would leave the model invalid is not offered. Exit 1 when --apply-all does not settle.</source>
        <translation>Die Empfehlungen des Advisors mit ihren Korrekturen auflisten oder anwenden. Eine Empfehlung, die das Modell ungültig machen würde, wird nicht angeboten. Exit-Code 1, wenn --apply-all nicht zur Ruhe kommt.</translation>
    </message>
    <message>
        <source>advise: name one MODEL, and at most one of --apply and --apply-all.</source>
        <translation>advise: genau ein MODELL angeben und höchstens eine von --apply und --apply-all.</translation>
    </message>
    <message>
        <source>advise: &quot;%1&quot; names no rule; `lint` lists them with their codes.</source>
        <translation>advise: „%1“ bezeichnet keine Regel; `lint` listet sie mit ihren Codes.</translation>
    </message>
    <message>
        <source>applied: %1</source>
        <translation>angewendet: %1</translation>
    </message>
    <message>
        <source>No recommendation applied; the model is unchanged.</source>
        <translation>Keine Empfehlung angewendet; das Modell ist unverändert.</translation>
    </message>
    <message>
        <source>advise: the recommendations did not settle: each round still changed the model.</source>
        <translation>advise: die Empfehlungen kamen nicht zur Ruhe: jede Runde änderte das Modell noch.</translation>
    </message>
    <message>
        <source>List the advisor&apos;s recommendations with their fixes, or apply them (--apply RULE[:OBJECT], --apply-all) as the advisor dock does.</source>
        <translation>Die Empfehlungen des Advisors mit ihren Korrekturen auflisten oder anwenden (--apply REGEL[:OBJEKT], --apply-all), wie es das Advisor-Dock tut.</translation>
    </message>
    <message>
        <source>warning: %1 cannot express %2</source>
        <translation>Warnung: %1 kann nicht ausdrücken: %2</translation>
    </message>
    <message>
        <source>%1 leaves the documents</source>
        <translation>%1 verschwindet aus den Dokumenten</translation>
    </message>
    <message>
        <source>a vector of numbers: an Atlas Vector Search index fits, a B-tree does not</source>
        <translation>ein Zahlenvektor: ein Atlas-Vector-Search-Index passt, ein B-Baum nicht</translation>
    </message>
    <message>
        <source>sentences (about %1 bytes): a text index or Atlas Search fits; a B-tree serves only exact matches of whole texts</source>
        <translation>Sätze (etwa %1 Bytes): ein Textindex oder Atlas Search passt; ein B-Baum bedient nur exakte Treffer ganzer Texte</translation>
    </message>
    <message>
        <source>values of about %1 bytes: too large for B-tree keys; a hashed index serves exact matches</source>
        <translation>Werte von etwa %1 Bytes: zu groß für B-Baum-Schlüssel; ein Hash-Index bedient exakte Treffer</translation>
    </message>
    <message>
        <source>Recommended indexes, by the documents they save:</source>
        <translation>Empfohlene Indizes, nach den Dokumenten, die sie einsparen:</translation>
    </message>
    <message>
        <source>none: no query above the thresholds lacks an index</source>
        <translation>keine: keiner Abfrage über den Schwellen fehlt ein Index</translation>
    </message>
    <message numerus="yes">
        <source>serves %n shape(s)</source>
        <translation>
            <numerusform>bedient %n Form</numerusform>
            <numerusform>bedient %n Formen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> run %n time(s); saves</source>
        <translation>
            <numerusform>, %n-mal ausgeführt; spart</numerusform>
            <numerusform>, %n-mal ausgeführt; spart</numerusform>
        </translation>
    </message>
    <message>
        <source> %1 of the %2 documents they examined (%3 % of all examined)</source>
        <translation> %1 der %2 Dokumente, die sie untersuchten (%3 % aller untersuchten)</translation>
    </message>
    <message>
        <source>  (%1 ×, %2 examined)</source>
        <translation>  (%1 ×, %2 untersucht)</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>etwa %1</translation>
    </message>
    <message>
        <source>size unknown (no document count in the model)</source>
        <translation>Größe unbekannt (keine Dokumentanzahl im Modell)</translation>
    </message>
    <message>
        <source>; %1 logged writes a second would update it</source>
        <translation>; %1 protokollierte Schreibvorgänge pro Sekunde würden ihn ändern</translation>
    </message>
    <message>
        <source>; no logged writes on its collection</source>
        <translation>; keine protokollierten Schreibvorgänge auf seiner Collection</translation>
    </message>
    <message>
        <source>Unused indexes (hide them first with hideIndex, drop them once nothing slows down):</source>
        <translation>Ungenutzte Indizes (zuerst mit hideIndex verbergen, entfernen, wenn nichts langsamer wird):</translation>
    </message>
    <message>
        <source>no access since %1, and no logged plan used it</source>
        <translation>kein Zugriff seit %1, und kein protokollierter Plan nutzte ihn</translation>
    </message>
    <message>
        <source>Redundant indexes (a longer index begins with their keys):</source>
        <translation>Überflüssige Indizes (ein längerer Index beginnt mit ihren Schlüsseln):</translation>
    </message>
    <message>
        <source>is a prefix of %1 %2</source>
        <translation>ist ein Präfix von %1 %2</translation>
    </message>
    <message>
        <source>%1 %2: its plan used %3, which does not serve it; the existing %4 %5 does</source>
        <translation>%1 %2: sein Plan nutzte %3, der ihn nicht bedient; der vorhandene %4 %5 bedient ihn</translation>
    </message>
    <message>
        <source>Fields kept out of B-tree indexes:</source>
        <translation>Aus B-Baum-Indizes herausgehaltene Felder:</translation>
    </message>
    <message numerus="yes">
        <source> (%n shape(s))</source>
        <translation>
            <numerusform> (%n Form)</numerusform>
            <numerusform> (%n Formen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) left out: each under %1 % of its namespace&apos;s examined documents and seen fewer than %2 times (--min-share, --min-count).</source>
        <translation>
            <numerusform>%n Form ausgelassen: unter %1 % der untersuchten Dokumente ihres Namensraums und weniger als %2-mal gesehen (--min-share, --min-count).</numerusform>
            <numerusform>%n Formen ausgelassen: jede unter %1 % der untersuchten Dokumente ihres Namensraums und weniger als %2-mal gesehen (--min-share, --min-count).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) no single index serves ($or, $text, $expr, or no filter).</source>
        <translation>
            <numerusform>%n Form bedient kein einzelner Index ($or, $text, $expr oder kein Filter).</numerusform>
            <numerusform>%n Formen bedient kein einzelner Index ($or, $text, $expr oder kein Filter).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new index(es) serve %1 % of the documents the logged queries examined</source>
        <translation>
            <numerusform>%n neuer Index bedient %1 % der Dokumente, die die protokollierten Abfragen untersuchten</numerusform>
            <numerusform>%n neue Indizes bedienen %1 % der Dokumente, die die protokollierten Abfragen untersuchten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n shape(s) already served by existing indexes</source>
        <translation>
            <numerusform>; %n Form schon von vorhandenen Indizes bedient</numerusform>
            <numerusform>; %n Formen schon von vorhandenen Indizes bedient</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n index(es) unused</source>
        <translation>
            <numerusform>; %n Index ungenutzt</numerusform>
            <numerusform>; %n Indizes ungenutzt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n redundant.</source>
        <translation>
            <numerusform>; %n überflüssig.</numerusform>
            <numerusform>; %n überflüssig.</numerusform>
        </translation>
    </message>
    <message>
        <source>The model file (.dmodel), optional: it adds field sizes, declared patterns and the namespaces&apos; collections.</source>
        <translation>Die Modelldatei (.dmodel), optional: Sie ergänzt Feldgrößen, deklarierte Muster und die Collections der Namensräume.</translation>
    </message>
    <message>
        <source>Also list every shape, how the shapes meet the model, the collection scans and the advisor&apos;s findings.</source>
        <translation>Auch jede Form auflisten, wie die Formen zum Modell passen, die Collection-Scans und die Befunde des Beraters.</translation>
    </message>
    <message>
        <source>At most this many recommended indexes (default 10).</source>
        <translation>Höchstens so viele empfohlene Indizes (Standard 10).</translation>
    </message>
    <message>
        <source>Leave out shapes under this percentage of their namespace&apos;s examined documents that are also seen fewer than --min-count times (default 1).</source>
        <translation>Formen unter diesem Prozentsatz der untersuchten Dokumente ihres Namensraums auslassen, die zudem seltener als --min-count-mal gesehen wurden (Standard 1).</translation>
    </message>
    <message>
        <source>See --min-share (default 3).</source>
        <translation>Siehe --min-share (Standard 3).</translation>
    </message>
    <message>
        <source>traffic: name at least one source (a log, profiler or stats file, or a mongodb:// URI).</source>
        <translation>traffic: mindestens eine Quelle nennen (ein Log, eine Profiler- oder Statistikdatei oder eine mongodb://-URI).</translation>
    </message>
    <message>
        <source>traffic: -o writes the model with the traffic&apos;s evidence: name the model first.</source>
        <translation>traffic: -o schreibt das Modell mit den Belegen des Verkehrs: zuerst das Modell nennen.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s) outside --since/--until left out</source>
        <translation>
            <numerusform>%n Operation außerhalb von --since/--until ausgelassen</numerusform>
            <numerusform>%n Operationen außerhalb von --since/--until ausgelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 documents examined per returned</source>
        <translation>%1 untersuchte Dokumente je zurückgegebenem</translation>
    </message>
    <message>
        <source>%1 documents examined, none returned</source>
        <translation>%1 Dokumente untersucht, keines zurückgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%n sorted in memory</source>
        <translation>
            <numerusform>%n im Speicher sortiert</numerusform>
            <numerusform>%n im Speicher sortiert</numerusform>
        </translation>
    </message>
    <message>
        <source>p50 %1 ms, p95 %2 ms, %3%4</source>
        <translation>p50 %1 ms, p95 %2 ms, %3%4</translation>
    </message>
    <message>
        <source>Namespaces the model does not hold (advised without field sizes): %1</source>
        <translation>Namensräume, die das Modell nicht enthält (ohne Feldgrößen beraten): %1</translation>
    </message>
    <message>
        <source>--detail lists every shape, how the shapes meet the model, the collection scans and the advisor&apos;s findings.</source>
        <translation>--detail listet jede Form, wie die Formen zum Modell passen, die Collection-Scans und die Befunde des Beraters.</translation>
    </message>
    <message>
        <source>No new index is needed</source>
        <translation>Kein neuer Index ist nötig</translation>
    </message>
    <message>
        <source>Write the model with the recommended indexes (marked as proposed), the observed frequencies of its access patterns, the shapes it does not declare as new ones, and the use of its indexes.</source>
        <translation>Das Modell mit den empfohlenen Indizes (als vorgeschlagen markiert), den beobachteten Häufigkeiten seiner Zugriffsmuster, den nicht deklarierten Formen als neuen und der Nutzung seiner Indizes schreiben.</translation>
    </message>
    <message>
        <source>traffic: --%1 takes a number from %2 to %3, not &quot;%4&quot;.</source>
        <translation>traffic: --%1 nimmt eine Zahl von %2 bis %3, nicht „%4“.</translation>
    </message>
    <message>
        <source>Images and HTML: the diagram to draw (default: All, every entity).</source>
        <translation>Bilder und HTML: das zu zeichnende Diagramm (Standard: All, jede Entität).</translation>
    </message>
    <message>
        <source>Images and HTML: lay the diagram out anew with Graphviz, ignoring the stored positions.</source>
        <translation>Bilder und HTML: das Diagramm mit Graphviz neu anordnen und die gespeicherten Positionen übergehen.</translation>
    </message>
    <message>
        <source>export: the model has no diagram &quot;%1&quot;.</source>
        <translation>export: Das Modell hat kein Diagramm „%1“.</translation>
    </message>
    <message>
        <source>The diagram to lay out (default: All, the diagram of every entity).</source>
        <translation>Das anzuordnende Diagramm (Standard: All, das Diagramm aller Entitäten).</translation>
    </message>
    <message>
        <source>Lay out every diagram of the model.</source>
        <translation>Jedes Diagramm des Modells anordnen.</translation>
    </message>
    <message>
        <source>Graphviz&apos;s engine: dot (layered, the default), neato or fdp (networks).</source>
        <translation>Die Graphviz-Engine: dot (geschichtet, Standard), neato oder fdp (Netze).</translation>
    </message>
    <message>
        <source>auto: first add subject areas found in the relationship graph (at most --area-size entities each), then lay out each of them.</source>
        <translation>auto: zuerst die im Beziehungsgraphen gefundenen Themenbereiche hinzufügen (je höchstens --area-size Entitäten), dann jeden anordnen.</translation>
    </message>
    <message>
        <source>The largest subject area --areas auto makes (default 60).</source>
        <translation>Der größte Themenbereich, den --areas auto bildet (Standard 60).</translation>
    </message>
    <message>
        <source>Lay out a model&apos;s diagrams with Graphviz, as Lay Out All does, and store the positions and edge routes in the model file.</source>
        <translation>Die Diagramme eines Modells mit Graphviz anordnen, wie „Alles anordnen“, und Positionen und Kantenverläufe in der Modelldatei speichern.</translation>
    </message>
    <message>
        <source>layout: name exactly one model file.</source>
        <translation>layout: Nennen Sie genau eine Modelldatei.</translation>
    </message>
    <message>
        <source>layout: --diagram and --all-diagrams exclude each other.</source>
        <translation>layout: --diagram und --all-diagrams schließen einander aus.</translation>
    </message>
    <message>
        <source>layout: --engine is dot, neato or fdp, not &quot;%1&quot;.</source>
        <translation>layout: --engine ist dot, neato oder fdp, nicht „%1“.</translation>
    </message>
    <message>
        <source>layout: --areas takes &quot;auto&quot;, and --area-size a number from 2 to 1000.</source>
        <translation>layout: --areas nimmt „auto“, und --area-size eine Zahl von 2 bis 1000.</translation>
    </message>
    <message numerus="yes">
        <source>%n subject area(s) found in %1 s (%2, modularity %3)</source>
        <translation>
            <numerusform>%n Themenbereich in %1 s gefunden (%2, Modularität %3)</numerusform>
            <numerusform>%n Themenbereiche in %1 s gefunden (%2, Modularität %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>communities of the relationships</source>
        <translation>Gemeinschaften der Beziehungen</translation>
    </message>
    <message>
        <source>common name prefixes</source>
        <translation>gemeinsame Namenspräfixe</translation>
    </message>
    <message>
        <source>layout: %1</source>
        <translation>layout: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n entity(ies) laid out in %2 s</source>
        <translation>
            <numerusform>%1: %n Entität in %2 s angeordnet</numerusform>
            <numerusform>%1: %n Entitäten in %2 s angeordnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay out a model&apos;s diagrams with Graphviz, as Lay Out All does (--diagram NAME, --all-diagrams), and store the positions in the file.</source>
        <translation>Die Diagramme eines Modells mit Graphviz anordnen, wie „Alles anordnen“ (--diagram NAME, --all-diagrams), und die Positionen in der Datei speichern.</translation>
    </message>
    <message>
        <source>databases, then communities of the relationships in each</source>
        <translation>Datenbanken, dann Gemeinschaften der Beziehungen in jeder</translation>
    </message>
    <message>
        <source>No documents match.</source>
        <translation>Keine Dokumente passen.</translation>
    </message>
    <message>
        <source>%1–%2 (the server did not count the rest)</source>
        <translation>%1–%2 (der Server hat den Rest nicht gezählt)</translation>
    </message>
    <message>
        <source>%1–%2 of about %3</source>
        <translation>%1–%2 von etwa %3</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2 von %3</translation>
    </message>
    <message>
        <source>The database (default: the URI&apos;s, else the model&apos;s).</source>
        <translation>Die Datenbank (Standard: die der URI, sonst die des Modells).</translation>
    </message>
    <message>
        <source>The collection to read.</source>
        <translation>Die zu lesende Collection.</translation>
    </message>
    <message>
        <source>Filter, in the shell&apos;s syntax or as Extended JSON.</source>
        <translation>Filter in der Syntax der Shell oder als Extended JSON.</translation>
    </message>
    <message>
        <source>Sort, e.g. {_id: -1}.</source>
        <translation>Sortierung, z. B. {_id: -1}.</translation>
    </message>
    <message>
        <source>Projection, e.g. {name: 1}.</source>
        <translation>Projektion, z. B. {name: 1}.</translation>
    </message>
    <message>
        <source>Documents to skip.</source>
        <translation>Zu überspringende Dokumente.</translation>
    </message>
    <message>
        <source>Documents to print at most; 0 prints every one (default: 20, a page of the explorer).</source>
        <translation>Höchstens so viele Dokumente ausgeben; 0 gibt alle aus (Standard: 20, eine Seite des Explorers).</translation>
    </message>
    <message>
        <source>Print the documents this field of the found ones references instead.</source>
        <translation>Stattdessen die Dokumente ausgeben, die dieses Feld der gefundenen referenziert.</translation>
    </message>
    <message>
        <source>The model whose references --follow uses (else a field&apos;s name says where it points).</source>
        <translation>Das Modell, dessen Referenzen --follow nutzt (sonst sagt der Name eines Felds, wohin es zeigt).</translation>
    </message>
    <message>
        <source>mongosh, relaxed or canonical (Extended JSON).</source>
        <translation>mongosh, relaxed oder canonical (Extended JSON).</translation>
    </message>
    <message>
        <source>Print a collection&apos;s documents as the explorer shows them, with &quot;1–N of TOTAL&quot; on stderr.</source>
        <translation>Die Dokumente einer Collection so ausgeben, wie der Explorer sie zeigt, mit „1–N von GESAMT“ auf stderr.</translation>
    </message>
    <message>
        <source>find needs a connection string and --collection, e.g. find mongodb://127.0.0.1:27017 --db shop --collection orders</source>
        <translation>find braucht eine Verbindungszeichenfolge und --collection, z. B. find mongodb://127.0.0.1:27017 --db shop --collection orders</translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;; use mongosh, relaxed or canonical.</source>
        <translation>Unbekanntes Format „%1“; mongosh, relaxed oder canonical verwenden.</translation>
    </message>
    <message>
        <source>--skip and --limit need a number of 0 or more.</source>
        <translation>--skip und --limit brauchen eine Zahl von 0 oder mehr.</translation>
    </message>
    <message>
        <source>Name the database with --db or in the URI (mongodb://host/shop).</source>
        <translation>Die Datenbank mit --db oder in der URI angeben (mongodb://host/shop).</translation>
    </message>
    <message>
        <source>%1 is no reference: the model declares none there and its name names no collection of %2.</source>
        <translation>%1 ist keine Referenz: Das Modell deklariert dort keine, und sein Name nennt keine Collection von %2.</translation>
    </message>
    <message>
        <source>%1 of %2 referenced documents found in %3 (by %4).</source>
        <translation>%1 von %2 referenzierten Dokumenten in %3 gefunden (über %4).</translation>
    </message>
    <message>
        <source>Print a collection&apos;s documents as the explorer shows them (--follow: the documents a field references); exit 1 when a followed reference points at nothing.</source>
        <translation>Die Dokumente einer Collection so ausgeben, wie der Explorer sie zeigt (--follow: die Dokumente, die ein Feld referenziert); Exit-Code 1, wenn eine verfolgte Referenz ins Leere zeigt.</translation>
    </message>
    <message numerus="yes">
        <source>%n use(s)</source>
        <translation>
            <numerusform>%n Verwendung</numerusform>
            <numerusform>%n Verwendungen</numerusform>
        </translation>
    </message>
    <message>
        <source>index needs list, create KEYS, drop NAME, hide NAME or unhide NAME after the URI.</source>
        <translation>index braucht nach der URI list, create SCHLÜSSEL, drop NAME, hide NAME oder unhide NAME.</translation>
    </message>
    <message>
        <source>list, create, drop, hide or unhide.</source>
        <translation>list, create, drop, hide oder unhide.</translation>
    </message>
    <message>
        <source>create: the keys in the shell&apos;s syntax ({sku: 1, date: -1}); drop, hide, unhide: the index&apos;s name.</source>
        <translation>create: die Schlüssel in der Syntax der Shell ({sku: 1, date: -1}); drop, hide, unhide: der Name des Index.</translation>
    </message>
    <message>
        <source>The database (default: the URI&apos;s).</source>
        <translation>Die Datenbank (Vorgabe: die der URI).</translation>
    </message>
    <message>
        <source>The collection.</source>
        <translation>Die Collection.</translation>
    </message>
    <message>
        <source>create: a unique index.</source>
        <translation>create: ein eindeutiger Index.</translation>
    </message>
    <message>
        <source>create: the index&apos;s name (default: MongoDB&apos;s, as sku_1_date_-1).</source>
        <translation>create: der Name des Index (Vorgabe: der von MongoDB, etwa sku_1_date_-1).</translation>
    </message>
    <message>
        <source>create --unique: send it even when documents repeat the key (the server refuses it while they do).</source>
        <translation>create --unique: auch senden, wenn Dokumente den Schlüssel wiederholen (der Server lehnt ihn ab, solange sie das tun).</translation>
    </message>
    <message>
        <source>Change without asking.</source>
        <translation>Ohne Rückfrage ändern.</translation>
    </message>
    <message>
        <source>List a collection&apos;s indexes, or create, drop, hide or unhide one as apply does: the plan first, a unique index after its duplicate count. Exit 0 when done, 1 when refused or a step failed, 2 when the arguments or the server are unusable.</source>
        <translation>Die Indizes einer Collection auflisten oder einen anlegen, löschen, verbergen oder wieder zeigen, wie apply es tut: zuerst der Plan, ein eindeutiger Index nach der Zählung seiner Duplikate. Exit 0, wenn erledigt, 1, wenn abgelehnt oder ein Schritt fehlschlug, 2, wenn die Argumente oder der Server unbrauchbar sind.</translation>
    </message>
    <message>
        <source>index needs a mongodb:// URI, an action and --collection, e.g. index mongodb://127.0.0.1:27017 --db shop --collection orders create &quot;{sku: 1}&quot; --unique; --format is text or json.</source>
        <translation>index braucht eine mongodb://-URI, eine Aktion und --collection, z. B. index mongodb://127.0.0.1:27017 --db shop --collection orders create &quot;{sku: 1}&quot; --unique; --format ist text oder json.</translation>
    </message>
    <message>
        <source>index: the documents could not be checked for repeated keys: %1</source>
        <translation>index: Die Dokumente konnten nicht auf wiederholte Schlüssel geprüft werden: %1</translation>
    </message>
    <message>
        <source>List a collection&apos;s indexes, or create, drop, hide or unhide one through a plan, as apply does (a unique index after its duplicate count).</source>
        <translation>Die Indizes einer Collection auflisten oder einen über einen Plan anlegen, löschen, verbergen oder wieder zeigen, wie apply es tut (ein eindeutiger Index nach der Zählung seiner Duplikate).</translation>
    </message>
    <message>
        <source>From docmodeler-cli aggregate: %1</source>
        <translation>Aus docmodeler-cli aggregate: %1</translation>
    </message>
    <message>
        <source>Added to %1 as the access pattern &quot;%2&quot; of %3.</source>
        <translation>Zu %1 als Zugriffsmuster „%2“ von %3 hinzugefügt.</translation>
    </message>
    <message>
        <source>One stage in the shell&apos;s syntax, e.g. &quot;{$match: {status: &apos;A&apos;}}&quot;; repeat it for each stage, in order.</source>
        <translation>Eine Stufe in der Syntax der Shell, z. B. &quot;{$match: {status: &apos;A&apos;}}&quot;; für jede Stufe wiederholen, in ihrer Reihenfolge.</translation>
    </message>
    <message>
        <source>Documents to print at most (default: 20, up to %1).</source>
        <translation>Höchstens so viele Dokumente ausgeben (Standard: 20, bis zu %1).</translation>
    </message>
    <message>
        <source>Once the server has run it, add the pipeline to this model file as an access pattern of the collection (its leading $match, $sort and $project).</source>
        <translation>Sobald der Server sie ausgeführt hat, die Pipeline dieser Modelldatei als Zugriffsmuster der Collection hinzufügen (ihr führendes $match, $sort und $project).</translation>
    </message>
    <message>
        <source>The access pattern&apos;s name (with --add-to).</source>
        <translation>Der Name des Zugriffsmusters (mit --add-to).</translation>
    </message>
    <message>
        <source>Print the first documents of an aggregation pipeline, as the explorer previews it; $out and $merge are refused: nothing is written to the server.</source>
        <translation>Die ersten Dokumente einer Aggregations-Pipeline ausgeben, wie der Explorer sie in der Vorschau zeigt; $out und $merge werden abgelehnt: Auf den Server wird nichts geschrieben.</translation>
    </message>
    <message>
        <source>aggregate needs a connection string, --collection and at least one --stage, e.g. aggregate mongodb://127.0.0.1:27017 --db shop --collection orders --stage &quot;{$match: {}}&quot;</source>
        <translation>aggregate braucht einen Verbindungs-String, --collection und mindestens eine --stage, z. B. aggregate mongodb://127.0.0.1:27017 --db shop --collection orders --stage &quot;{$match: {}}&quot;</translation>
    </message>
    <message>
        <source>--limit needs a number from 1 to %1.</source>
        <translation>--limit braucht eine Zahl von 1 bis %1.</translation>
    </message>
    <message>
        <source>--name and -o go with --add-to.</source>
        <translation>--name und -o gehören zu --add-to.</translation>
    </message>
    <message>
        <source>Stage %1 does not read at line %2, column %3: %4.</source>
        <translation>Stufe %1 ist in Zeile %2, Spalte %3 nicht lesbar: %4.</translation>
    </message>
    <message>
        <source>Stage %1 is %2, which writes to a collection; aggregate only reads. Run the pipeline in mongosh to write.</source>
        <translation>Stufe %1 ist %2 und schreibt in eine Collection; aggregate liest nur. Führen Sie die Pipeline in mongosh aus, um zu schreiben.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s): all the pipeline gives.</source>
        <translation>
            <numerusform>%n Dokument: alles, was die Pipeline liefert.</numerusform>
            <numerusform>%n Dokumente: alles, was die Pipeline liefert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n document(s) of the pipeline (--limit).</source>
        <translation>
            <numerusform>Das erste Dokument der Pipeline (--limit).</numerusform>
            <numerusform>Die ersten %n Dokumente der Pipeline (--limit).</numerusform>
        </translation>
    </message>
    <message>
        <source>aggregate in %1</source>
        <translation>aggregate in %1</translation>
    </message>
    <message>
        <source>Print the first documents of an aggregation pipeline, as the explorer previews it (never $out or $merge); --add-to keeps it in a model file as an access pattern.</source>
        <translation>Die ersten Dokumente einer Aggregations-Pipeline ausgeben, wie der Explorer sie in der Vorschau zeigt (nie $out oder $merge); --add-to legt sie in einer Modelldatei als Zugriffsmuster ab.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Edit Model Properties</source>
        <translation>Modelleigenschaften bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n Object(s)</source>
        <translation>
            <numerusform>%n Objekt löschen</numerusform>
            <numerusform>%n Objekte löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Add Index</source>
        <translation>Index hinzufügen</translation>
    </message>
    <message>
        <source>new query</source>
        <translation>neue Abfrage</translation>
    </message>
    <message>
        <source>Add Access Pattern</source>
        <translation>Zugriffsmuster hinzufügen</translation>
    </message>
</context>
<context>
    <name>DataCheckFinding</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>not checked: %1</source>
        <translation>nicht geprüft: %1</translation>
    </message>
    <message numerus="yes">
        <source>the documents pass the validator but drift from the model in %n field(s)</source>
        <translation>
            <numerusform>die Dokumente bestehen den Validator, weichen aber in %n Feld vom Modell ab</numerusform>
            <numerusform>die Dokumente bestehen den Validator, weichen aber in %n Feldern vom Modell ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Data check: %1.</source>
        <translation>Datenprüfung: %1.</translation>
    </message>
    <message>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>the server&apos;s database %1</source>
        <translation>der Datenbank %1 des Servers</translation>
    </message>
    <message>
        <source>Data check</source>
        <translation>Datenprüfung</translation>
    </message>
    <message>
        <source>Checked %1 in %2 (%3).</source>
        <translation>Geprüft am %1 in %2 (%3).</translation>
    </message>
    <message>
        <source>%1: %2 (%3 documents)</source>
        <translation>%1: %2 (%3 Dokumente)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Rules broken:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Verletzte Regeln:&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Failing documents&lt;/i&gt;%1:</source>
        <translation>&lt;i&gt;Scheiternde Dokumente&lt;/i&gt;%1:</translation>
    </message>
    <message>
        <source> (a link opens it in the Live dock)</source>
        <translation> (ein Link öffnet es im Live-Dock)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Drift between the model and the data:&lt;/i&gt;</source>
        <translation>&lt;i&gt;Abweichungen zwischen Modell und Daten:&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; change the data (a migration) or the model; until then, apply this validator at level moderate or action warn.</source>
        <translation>&lt;i&gt;Lösung:&lt;/i&gt; die Daten (eine Migration) oder das Modell ändern; bis dahin diesen Validator mit Stufe moderate oder Aktion warn anwenden.</translation>
    </message>
</context>
<context>
    <name>Diagram</name>
    <message>
        <source>%1: cannot write the image: %2</source>
        <translation>%1: Das Bild kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>PNG encoding failed</source>
        <translation>PNG-Kodierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Schema diagram made with DocModeler</source>
        <translation>Schemadiagramm, erstellt mit DocModeler</translation>
    </message>
    <message>
        <source>copy of %1.%2</source>
        <translation>Kopie von %1.%2</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>embedded document</source>
        <translation>eingebettetes Dokument</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>tree: %1</source>
        <translation>Baum: %1</translation>
    </message>
    <message>
        <source>copies %1</source>
        <translation>kopiert %1</translation>
    </message>
    <message>
        <source>embed</source>
        <translation>einbetten</translation>
    </message>
    <message>
        <source>embed subset</source>
        <translation>Teilmenge einbetten</translation>
    </message>
    <message>
        <source>child references</source>
        <translation>Kind-Referenzen</translation>
    </message>
    <message>
        <source>parent reference</source>
        <translation>Eltern-Referenz</translation>
    </message>
    <message>
        <source>two-way references</source>
        <translation>beidseitige Referenzen</translation>
    </message>
    <message>
        <source>extended reference</source>
        <translation>erweiterte Referenz</translation>
    </message>
    <message>
        <source>one-to-one</source>
        <translation>eins zu eins</translation>
    </message>
    <message>
        <source>one-to-few</source>
        <translation>eins zu wenigen</translation>
    </message>
    <message>
        <source>one-to-many</source>
        <translation>eins zu vielen</translation>
    </message>
    <message>
        <source>one-to-squillions</source>
        <translation>eins zu Unmengen</translation>
    </message>
    <message>
        <source>many-to-many</source>
        <translation>viele zu vielen</translation>
    </message>
    <message>
        <source>parent references</source>
        <translation>Eltern-Referenzen</translation>
    </message>
    <message>
        <source>array of ancestors</source>
        <translation>Array der Vorfahren</translation>
    </message>
    <message>
        <source>materialized path</source>
        <translation>materialisierter Pfad</translation>
    </message>
    <message>
        <source>nested sets</source>
        <translation>verschachtelte Mengen</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… und %Ln weitere</numerusform>
            <numerusform>… und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>graph: %1[]</source>
        <translation>Graph: %1[]</translation>
    </message>
    <message>
        <source>stored twice: also in %1</source>
        <translation>doppelt gespeichert: auch in %1</translation>
    </message>
    <message>
        <source>the model has no diagram &quot;%1&quot;; its diagrams: %2</source>
        <translation>das Modell hat kein Diagramm „%1“; seine Diagramme: %2</translation>
    </message>
</context>
<context>
    <name>Diff</name>
    <message>
        <source>An index named like the model&apos;s has other keys; it is replaced.</source>
        <translation>Ein Index mit dem Namen aus dem Modell hat andere Schlüssel; er wird ersetzt.</translation>
    </message>
    <message>
        <source>The index is in the model, not on the server.</source>
        <translation>Der Index ist im Modell, nicht auf dem Server.</translation>
    </message>
    <message>
        <source>The index&apos;s options differ (%1); the server changes them in place.</source>
        <translation>Die Optionen des Index weichen ab (%1); der Server ändert sie direkt.</translation>
    </message>
    <message>
        <source>The index&apos;s options differ (%1); it is dropped and created again.</source>
        <translation>Die Optionen des Index weichen ab (%1); er wird entfernt und neu angelegt.</translation>
    </message>
    <message>
        <source>Created again with the model&apos;s options (%1).</source>
        <translation>Mit den Optionen des Modells neu angelegt (%1).</translation>
    </message>
    <message>
        <source>The index is on the server, not in the model.</source>
        <translation>Der Index ist auf dem Server, nicht im Modell.</translation>
    </message>
    <message>
        <source>The collection is in the model, not on the server.</source>
        <translation>Die Collection ist im Modell, nicht auf dem Server.</translation>
    </message>
    <message>
        <source>The options and validator of %1 could not be compared: the server does not list collections.</source>
        <translation>Optionen und Validator von %1 konnten nicht verglichen werden: Der Server listet keine Collections auf.</translation>
    </message>
    <message>
        <source>Options fixed at creation differ (%1): the collection must be created again and its data copied; this is never done automatically.</source>
        <translation>Beim Anlegen festgelegte Optionen weichen ab (%1): Die Collection muss neu angelegt und ihre Daten müssen kopiert werden; das geschieht nie automatisch.</translation>
    </message>
    <message>
        <source>The server&apos;s collection has no validator.</source>
        <translation>Die Collection auf dem Server hat keinen Validator.</translation>
    </message>
    <message>
        <source>The server&apos;s validator or its level or action differs.</source>
        <translation>Der Validator auf dem Server oder seine Stufe oder Aktion weicht ab.</translation>
    </message>
    <message>
        <source>The collection is on the server, not in the model.</source>
        <translation>Die Collection ist auf dem Server, nicht im Modell.</translation>
    </message>
    <message>
        <source>create collection</source>
        <translation>Collection anlegen</translation>
    </message>
    <message>
        <source>set validator</source>
        <translation>Validator setzen</translation>
    </message>
    <message>
        <source>create index</source>
        <translation>Index anlegen</translation>
    </message>
    <message>
        <source>change index</source>
        <translation>Index ändern</translation>
    </message>
    <message>
        <source>drop index</source>
        <translation>Index entfernen</translation>
    </message>
    <message>
        <source>drop collection</source>
        <translation>Collection entfernen</translation>
    </message>
    <message>
        <source>needs re-creation</source>
        <translation>muss neu angelegt werden</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>kind %1 → %2</source>
        <translation>Art %1 → %2</translation>
    </message>
    <message>
        <source>field removed</source>
        <translation>Feld entfernt</translation>
    </message>
    <message>
        <source>field added: %1%2</source>
        <translation>Feld hinzugefügt: %1%2</translation>
    </message>
    <message>
        <source>, required</source>
        <translation>, erforderlich</translation>
    </message>
    <message>
        <source>type %1 → %2</source>
        <translation>Typ %1 → %2</translation>
    </message>
    <message>
        <source>now required</source>
        <translation>jetzt erforderlich</translation>
    </message>
    <message>
        <source>no longer required</source>
        <translation>nicht mehr erforderlich</translation>
    </message>
    <message>
        <source>cardinality %1 → %2</source>
        <translation>Kardinalität %1 → %2</translation>
    </message>
    <message>
        <source>counts changed</source>
        <translation>Mengenangaben geändert</translation>
    </message>
    <message>
        <source>tree encoding %1 → %2</source>
        <translation>Baumkodierung %1 → %2</translation>
    </message>
    <message>
        <source>copied fields changed</source>
        <translation>kopierte Felder geändert</translation>
    </message>
    <message>
        <source>strategy %1 → %2</source>
        <translation>Strategie %1 → %2</translation>
    </message>
    <message>
        <source>data moves: it was stored in %1, now in %2; existing documents must be rewritten</source>
        <translation>Daten ziehen um: bisher in %1 gespeichert, jetzt in %2; vorhandene Dokumente müssen neu geschrieben werden</translation>
    </message>
    <message>
        <source>collection removed</source>
        <translation>Collection entfernt</translation>
    </message>
    <message>
        <source>embedded type removed</source>
        <translation>eingebetteter Typ entfernt</translation>
    </message>
    <message>
        <source>collection added</source>
        <translation>Collection hinzugefügt</translation>
    </message>
    <message>
        <source>embedded type added</source>
        <translation>eingebetteter Typ hinzugefügt</translation>
    </message>
    <message>
        <source>relationship removed; it stored %1</source>
        <translation>Beziehung entfernt; sie speicherte %1</translation>
    </message>
    <message>
        <source>relationship added (%1); it stores %2</source>
        <translation>Beziehung hinzugefügt (%1); sie speichert %2</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>The server cannot list collections and this one holds no documents or indexes of its own: it is created in case it is missing, which changes nothing if it exists.</source>
        <translation>Der Server kann keine Collections auflisten, und diese hat keine eigenen Dokumente oder Indizes: Sie wird angelegt, falls sie fehlt; wenn sie existiert, ändert das nichts.</translation>
    </message>
    <message>
        <source>The server is not a mongos: the model&apos;s shard keys were not applied (sharding needs a sharded cluster).</source>
        <translation>Der Server ist kein mongos: Die Shard-Schlüssel des Modells wurden nicht angewendet (Sharding braucht einen Sharded Cluster).</translation>
    </message>
    <message>
        <source>The server did not tell which collections are sharded (config.collections could not be read): shardCollection is sent for each, and one already sharded answers so.</source>
        <translation>Der Server hat nicht mitgeteilt, welche Collections geshardet sind (config.collections konnte nicht gelesen werden): shardCollection wird für jede gesendet, und eine bereits geshardete antwortet entsprechend.</translation>
    </message>
    <message>
        <source>Sharded by %1, the model says %2: changing a shard key takes reshardCollection and is never done automatically.</source>
        <translation>Geshardet nach %1, das Modell sagt %2: Einen Shard-Schlüssel zu ändern braucht reshardCollection und geschieht nie automatisch.</translation>
    </message>
    <message>
        <source>shardCollection needs an index that starts with the shard key.</source>
        <translation>shardCollection braucht einen Index, der mit dem Shard-Schlüssel beginnt.</translation>
    </message>
    <message>
        <source>The model gives the collection a shard key.</source>
        <translation>Das Modell gibt der Collection einen Shard-Schlüssel.</translation>
    </message>
    <message>
        <source>Sharding is enabled for the database before its collections are sharded; nothing changes where it already is.</source>
        <translation>Sharding wird für die Datenbank aktiviert, bevor ihre Collections geshardet werden; wo es schon aktiv ist, ändert sich nichts.</translation>
    </message>
    <message>
        <source>This server has no create command: each collection is created through its _id index, without its options and validator.</source>
        <translation>Dieser Server hat keinen create-Befehl: Jede Collection wird über ihren _id-Index angelegt, ohne ihre Optionen und ihren Validator.</translation>
    </message>
    <message>
        <source>Without create: through its _id index, no options, no validator.</source>
        <translation>Ohne create: über ihren _id-Index, ohne Optionen, ohne Validator.</translation>
    </message>
    <message>
        <source>This server has no collMod command: validators and index options cannot be changed here; those steps are not run.</source>
        <translation>Dieser Server hat keinen collMod-Befehl: Validatoren und Indexoptionen können hier nicht geändert werden; diese Schritte werden nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Not run: the server has no collMod command.</source>
        <translation>Nicht ausgeführt: Der Server hat keinen collMod-Befehl.</translation>
    </message>
    <message>
        <source>enable sharding</source>
        <translation>Sharding aktivieren</translation>
    </message>
    <message>
        <source>shard collection</source>
        <translation>Collection sharden</translation>
    </message>
    <message>
        <source>needs resharding</source>
        <translation>braucht Resharding</translation>
    </message>
    <message>
        <source>Validators of existing collections were not compared (--skip-validators).</source>
        <translation>Die Validatoren vorhandener Collections wurden nicht verglichen (--skip-validators).</translation>
    </message>
    <message>
        <source>references hold %1 instead of %2; existing references must be rewritten</source>
        <translation>Verweise enthalten %1 statt %2; bestehende Verweise müssen neu geschrieben werden</translation>
    </message>
    <message>
        <source>the parent&apos;s references hold %1 instead of %2; existing references must be rewritten</source>
        <translation>die Verweise des Elternteils enthalten %1 statt %2; bestehende Verweise müssen neu geschrieben werden</translation>
    </message>
    <message>
        <source>the reference is now optional</source>
        <translation>der Verweis ist jetzt optional</translation>
    </message>
    <message>
        <source>the reference is now required: children without one fail the validator</source>
        <translation>der Verweis ist jetzt erforderlich: Kinder ohne ihn bestehen den Validator nicht</translation>
    </message>
    <message>
        <source>graph → tree (%1)</source>
        <translation>Graph → Baum (%1)</translation>
    </message>
    <message>
        <source>tree (%1) → graph</source>
        <translation>Baum (%1) → Graph</translation>
    </message>
    <message>
        <source>%1: its entities changed as well; migrate its documents by hand</source>
        <translation>%1: auch ihre Entitäten haben sich geändert; ihre Dokumente von Hand migrieren</translation>
    </message>
    <message>
        <source>the reference and its copies no longer grouped under %1</source>
        <translation>die Referenz und ihre Kopien nicht mehr unter %1 gruppiert</translation>
    </message>
    <message>
        <source>the reference and its copies grouped under %1</source>
        <translation>die Referenz und ihre Kopien unter %1 gruppiert</translation>
    </message>
    <message>
        <source>deepest tree level %1 → %2</source>
        <translation>tiefste Baumebene %1 → %2</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>renamed from %1</source>
        <translation>umbenannt von %1</translation>
    </message>
    <message>
        <source>The server guarantees the old validator (validationLevel constraint) and takes new rules only at strict; apply with --validation-level constraint to guarantee the new ones once no document fails them.</source>
        <translation>Der Server garantiert den alten Validator (validationLevel constraint) und nimmt neue Regeln nur bei strict an; mit --validation-level constraint anwenden, um die neuen zu garantieren, sobald kein Dokument sie verletzt.</translation>
    </message>
    <message>
        <source>a child without a parent may now hold null</source>
        <translation>ein Kind ohne Elternteil darf nun null enthalten</translation>
    </message>
    <message>
        <source>a child without a parent lacks the reference: children holding null fail the validator</source>
        <translation>einem Kind ohne Elternteil fehlt die Referenz: Kinder mit null verletzen den Validator</translation>
    </message>
    <message>
        <source>no placeholder stands for a missing parent: children holding one fail the validator</source>
        <translation>kein Platzhalter steht mehr für einen fehlenden Elterndatensatz: Kinder, die einen enthalten, bestehen den Validator nicht</translation>
    </message>
    <message>
        <source>the placeholders a child may hold instead of a reference are now %1</source>
        <translation>die Platzhalter, die ein Kind statt einer Referenz enthalten darf, sind jetzt %1</translation>
    </message>
    <message>
        <source>the reference is now there only when %1 is one of %2: children holding it otherwise fail the validator</source>
        <translation>die Referenz steht jetzt nur da, wenn %1 einer der Werte %2 ist: Kinder, die sie sonst enthalten, fallen durch den Validator</translation>
    </message>
    <message>
        <source>the reference no longer depends on another field&apos;s value</source>
        <translation>die Referenz hängt nicht mehr vom Wert eines anderen Felds ab</translation>
    </message>
    <message>
        <source>An index needs at least one key.</source>
        <translation>Ein Index braucht mindestens einen Schlüssel.</translation>
    </message>
    <message>
        <source>The name _id_ belongs to the _id index.</source>
        <translation>Der Name _id_ gehört dem _id-Index.</translation>
    </message>
    <message>
        <source>%1 already has an index on these keys: %2.</source>
        <translation>%1 hat schon einen Index auf diesen Schlüsseln: %2.</translation>
    </message>
    <message>
        <source>%1 already has an index named %2; choose another name.</source>
        <translation>%1 hat schon einen Index namens %2; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>The _id index cannot be dropped or hidden.</source>
        <translation>Der _id-Index kann weder gelöscht noch verborgen werden.</translation>
    </message>
    <message>
        <source>%1 has no index named %2.</source>
        <translation>%1 hat keinen Index namens %2.</translation>
    </message>
    <message>
        <source>The index %1 is hidden already.</source>
        <translation>Der Index %1 ist schon verborgen.</translation>
    </message>
    <message>
        <source>The index %1 is not hidden.</source>
        <translation>Der Index %1 ist nicht verborgen.</translation>
    </message>
    <message>
        <source>The keys do not parse at column %1: %2.</source>
        <translation>Die Schlüssel sind in Spalte %1 nicht lesbar: %2.</translation>
    </message>
    <message>
        <source>An index needs at least one key, as in {customerId: 1, createdAt: -1}.</source>
        <translation>Ein Index braucht mindestens einen Schlüssel, etwa {customerId: 1, createdAt: -1}.</translation>
    </message>
    <message>
        <source>The key %1 is neither 1, -1, &quot;text&quot;, &quot;hashed&quot;, &quot;2d&quot; nor &quot;2dsphere&quot;.</source>
        <translation>Der Schlüssel %1 ist weder 1, -1, &quot;text&quot;, &quot;hashed&quot;, &quot;2d&quot; noch &quot;2dsphere&quot;.</translation>
    </message>
    <message>
        <source>The database %1 has no collection %2.</source>
        <translation>Die Datenbank %1 hat keine Collection %2.</translation>
    </message>
    <message>
        <source>Asked for: %1.</source>
        <translation>Angefordert: %1.</translation>
    </message>
    <message>
        <source>Create the index %1 on %2</source>
        <translation>Den Index %1 auf %2 anlegen</translation>
    </message>
    <message>
        <source>Drop the index %1 of %2</source>
        <translation>Den Index %1 von %2 löschen</translation>
    </message>
    <message>
        <source>Hide the index %1 of %2</source>
        <translation>Den Index %1 von %2 verbergen</translation>
    </message>
    <message>
        <source>Unhide the index %1 of %2</source>
        <translation>Den Index %1 von %2 wieder zeigen</translation>
    </message>
</context>
<context>
    <name>DocumentCells</name>
    <message numerus="yes">
        <source>[ %n element(s) ]</source>
        <translation>
            <numerusform>[ %n Element ]</numerusform>
            <numerusform>[ %n Elemente ]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{ %n field(s) }</source>
        <translation>
            <numerusform>{ %n Feld }</numerusform>
            <numerusform>{ %n Felder }</numerusform>
        </translation>
    </message>
    <message>
        <source>%1… (%2 bytes)</source>
        <translation>%1… (%2 Bytes)</translation>
    </message>
    <message>
        <source>Binary, subtype %1, %2 bytes</source>
        <translation>Binärdaten, Untertyp %1, %2 Bytes</translation>
    </message>
    <message>
        <source>(not a valid BSON document)</source>
        <translation>(kein gültiges BSON-Dokument)</translation>
    </message>
    <message>
        <source>[ array of %1 ]</source>
        <translation>[ Array von %1 ]</translation>
    </message>
    <message>
        <source>{ document of %1 }</source>
        <translation>{ Dokument von %1 }</translation>
    </message>
</context>
<context>
    <name>Documentation</name>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>array of %1</source>
        <translation>Array aus %1</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>eines von %1</translation>
    </message>
    <message>
        <source>&gt;= %1</source>
        <translation>&gt;= %1</translation>
    </message>
    <message>
        <source>&lt;= %1</source>
        <translation>&lt;= %1</translation>
    </message>
    <message>
        <source>length &gt;= %1</source>
        <translation>Länge &gt;= %1</translation>
    </message>
    <message>
        <source>length &lt;= %1</source>
        <translation>Länge &lt;= %1</translation>
    </message>
    <message>
        <source>items &gt;= %1</source>
        <translation>Elemente &gt;= %1</translation>
    </message>
    <message>
        <source>items &lt;= %1</source>
        <translation>Elemente &lt;= %1</translation>
    </message>
    <message>
        <source>matches %1</source>
        <translation>passt auf %1</translation>
    </message>
    <message>
        <source>other fields allowed</source>
        <translation>weitere Felder erlaubt</translation>
    </message>
    <message>
        <source>no other fields</source>
        <translation>keine weiteren Felder</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>About %1 documents, %2 more a month</source>
        <translation>Etwa %1 Dokumente, %2 mehr pro Monat</translation>
    </message>
    <message>
        <source>capped at %1 bytes, %2 documents</source>
        <translation>begrenzt auf %1 Bytes, %2 Dokumente</translation>
    </message>
    <message>
        <source>capped at %1 bytes</source>
        <translation>begrenzt auf %1 Bytes</translation>
    </message>
    <message>
        <source>time series on %1</source>
        <translation>Zeitreihe auf %1</translation>
    </message>
    <message>
        <source>documents expire %1 s after %2</source>
        <translation>Dokumente verfallen %1 s nach %2</translation>
    </message>
    <message>
        <source>shard key %1</source>
        <translation>Shard-Schlüssel %1</translation>
    </message>
    <message>
        <source>collation %1</source>
        <translation>Sortierfolge %1</translation>
    </message>
    <message>
        <source>validation %1, action %2</source>
        <translation>Validierung %1, Aktion %2</translation>
    </message>
    <message>
        <source>pattern: %1</source>
        <translation>Muster: %1</translation>
    </message>
    <message>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>%1 (embedded)</source>
        <translation>%1 (eingebettet)</translation>
    </message>
    <message>
        <source>field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>required</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <source>constraints</source>
        <translation>Einschränkungen</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>one</source>
        <translation>eins</translation>
    </message>
    <message>
        <source>many</source>
        <translation>viele</translation>
    </message>
    <message>
        <source>cardinality</source>
        <translation>Kardinalität</translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>children per parent</source>
        <translation>Kinder je Elternteil</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>tree: %1</source>
        <translation>Baum: %1</translation>
    </message>
    <message>
        <source>%1 to %2, typically %3</source>
        <translation>%1 bis %2, typisch %3</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>pro Sekunde</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>concerns</source>
        <translation>betrifft</translation>
    </message>
    <message>
        <source>finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>fix</source>
        <translation>Abhilfe</translation>
    </message>
    <message>
        <source>Database %1, for MongoDB %2.</source>
        <translation>Datenbank %1, für MongoDB %2.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>Beziehungen</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>Zugriffsmuster</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Empfehlungen</translation>
    </message>
    <message>
        <source>map of %1</source>
        <translation>Map von %1</translation>
    </message>
    <message>
        <source>keys match %1</source>
        <translation>Schlüssel passen auf %1</translation>
    </message>
    <message>
        <source>served by</source>
        <translation>bedient von</translation>
    </message>
    <message>
        <source>description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>no index</source>
        <translation>kein Index</translation>
    </message>
    <message>
        <source>index %1 of %2</source>
        <translation>Index %1 von %2</translation>
    </message>
    <message>
        <source>query &quot;%1&quot; on %2</source>
        <translation>Abfrage „%1“ auf %2</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>das Modell</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Suppressed advice</source>
        <translation>Unterdrückte Hinweise</translation>
    </message>
    <message>
        <source>Rules turned off for this model: %1.</source>
        <translation>Für dieses Modell ausgeschaltete Regeln: %1.</translation>
    </message>
</context>
<context>
    <name>EditDescriptions</name>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>Change the type of %1</source>
        <translation>Typ von %1 ändern</translation>
    </message>
    <message>
        <source>Make %1 required</source>
        <translation>%1 zur Pflicht machen</translation>
    </message>
    <message>
        <source>Make %1 optional</source>
        <translation>%1 optional machen</translation>
    </message>
    <message>
        <source>Change the allowed values of %1</source>
        <translation>Erlaubte Werte von %1 ändern</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Set the document count of %1</source>
        <translation>Dokumentanzahl von %1 setzen</translation>
    </message>
    <message>
        <source>Edit the description of %1</source>
        <translation>Beschreibung von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Edit the copies of %1</source>
        <translation>Kopien von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Change the cardinality of %1</source>
        <translation>Kardinalität von %1 ändern</translation>
    </message>
    <message>
        <source>Store %1 as %2</source>
        <translation>%1 als %2 speichern</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Make %1 a time series</source>
        <translation>%1 zur Zeitreihe machen</translation>
    </message>
    <message>
        <source>Make %1 capped</source>
        <translation>%1 begrenzen (capped)</translation>
    </message>
    <message>
        <source>Make %1 no time series</source>
        <translation>%1 zu keiner Zeitreihe mehr machen</translation>
    </message>
    <message>
        <source>Make %1 uncapped</source>
        <translation>Begrenzung von %1 aufheben</translation>
    </message>
    <message>
        <source>Expire the documents of %1</source>
        <translation>Dokumente von %1 ablaufen lassen</translation>
    </message>
    <message>
        <source>Keep the documents of %1</source>
        <translation>Dokumente von %1 behalten</translation>
    </message>
    <message>
        <source>Set the shard key of %1</source>
        <translation>Shard-Schlüssel von %1 setzen</translation>
    </message>
    <message>
        <source>Remove the shard key of %1</source>
        <translation>Shard-Schlüssel von %1 entfernen</translation>
    </message>
    <message>
        <source>Edit the options of %1</source>
        <translation>Optionen von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Ungroup the reference of %1</source>
        <translation>Referenz von %1 nicht mehr gruppieren</translation>
    </message>
    <message>
        <source>Group the reference of %1 under %2</source>
        <translation>Referenz von %1 unter %2 gruppieren</translation>
    </message>
    <message>
        <source>Set the deepest level of %1</source>
        <translation>Tiefste Ebene von %1 festlegen</translation>
    </message>
</context>
<context>
    <name>EmbedPlacement</name>
    <message>
        <source>Embed %1</source>
        <translation>%1 einbetten</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is used on its own as well:&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 wird auch für sich allein verwendet:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Embed Only&lt;/b&gt; makes %1 an embedded type of %2 and moves its indexes and queries into %2. &lt;b&gt;Keep Both&lt;/b&gt; keeps the collection too: every %1 document is then stored twice, and each write must change both.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nur einbetten&lt;/b&gt; macht %1 zu einem eingebetteten Typ von %2 und verlegt seine Indizes und Abfragen nach %2. &lt;b&gt;Beides behalten&lt;/b&gt; behält auch die Collection: jedes %1-Dokument wird dann doppelt gespeichert, und jeder Schreibvorgang muss beide ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;So %1 stays a collection. &lt;b&gt;Keep Both&lt;/b&gt; embeds a copy of each document in %2 as well: every %1 document is then stored twice, and each write must change both.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Daher bleibt %1 eine Collection. &lt;b&gt;Beides behalten&lt;/b&gt; bettet zusätzlich eine Kopie jedes Dokuments in %2 ein: jedes %1-Dokument wird dann doppelt gespeichert, und jeder Schreibvorgang muss beide ändern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Embed Only</source>
        <translation>Nur einbetten</translation>
    </message>
    <message>
        <source>Keep Both</source>
        <translation>Beides behalten</translation>
    </message>
</context>
<context>
    <name>ExplorerPattern</name>
    <message>
        <source>Open a model and choose a collection first.</source>
        <translation>Öffnen Sie ein Modell und wählen Sie zuerst eine Collection.</translation>
    </message>
    <message>
        <source>Add Access Pattern from the Explorer</source>
        <translation>Zugriffsmuster aus dem Explorer hinzufügen</translation>
    </message>
</context>
<context>
    <name>ExplorerQuery</name>
    <message>
        <source>The %1 does not parse at column %2: %3.</source>
        <translation>%1 lässt sich an Spalte %2 nicht lesen: %3.</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>Stage %1 does not read at line %2, column %3: %4.</source>
        <translation>Stufe %1 ist in Zeile %2, Spalte %3 nicht lesbar: %4.</translation>
    </message>
    <message>
        <source>The model is of the database %1, not %2.</source>
        <translation>Das Modell gehört zur Datenbank %1, nicht zu %2.</translation>
    </message>
    <message>
        <source>The model has no collection %1: add it (or infer it) first.</source>
        <translation>Das Modell hat keine Collection %1: Fügen Sie sie zuerst hinzu (oder leiten Sie sie ab).</translation>
    </message>
</context>
<context>
    <name>ExportTarget</name>
    <message>
        <source>mongosh script: collections with validators and options, every index</source>
        <translation>mongosh-Skript: Collections mit Validatoren und Optionen, alle Indizes</translation>
    </message>
    <message>
        <source>legacy mongo shell script for servers before 3.0</source>
        <translation>Skript für die alte mongo-Shell, für Server vor 3.0</translation>
    </message>
    <message>
        <source>$jsonSchema validator of each collection</source>
        <translation>$jsonSchema-Validator jeder Collection</translation>
    </message>
    <message>
        <source>JSON Schema (draft 2020-12) of the whole model</source>
        <translation>JSON Schema (Draft 2020-12) des ganzen Modells</translation>
    </message>
    <message>
        <source>Mermaid entity-relationship diagram</source>
        <translation>Mermaid-Entity-Relationship-Diagramm</translation>
    </message>
    <message>
        <source>Markdown documentation</source>
        <translation>Markdown-Dokumentation</translation>
    </message>
    <message>
        <source>HTML documentation</source>
        <translation>HTML-Dokumentation</translation>
    </message>
    <message>
        <source>TypeScript types of the documents, with the MongoDB driver&apos;s BSON classes</source>
        <translation>TypeScript-Typen der Dokumente, mit den BSON-Klassen des MongoDB-Treibers</translation>
    </message>
    <message>
        <source>Mongoose schemas of the collections and embedded types, with indexes</source>
        <translation>Mongoose-Schemas der Collections und eingebetteten Typen, mit Indizes</translation>
    </message>
    <message>
        <source>Prisma schema for the MongoDB connector: models, composite types, relations</source>
        <translation>Prisma-Schema für den MongoDB-Connector: Modelle, zusammengesetzte Typen, Beziehungen</translation>
    </message>
    <message>
        <source>Pydantic 1.10 models of the documents, with pymongo&apos;s BSON types</source>
        <translation>Pydantic-1.10-Modelle der Dokumente, mit den BSON-Typen von pymongo</translation>
    </message>
</context>
<context>
    <name>Inference</name>
    <message>
        <source>cannot be opened</source>
        <translation>kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>not valid Extended JSON: %1</source>
        <translation>kein gültiges Extended JSON: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>holds no documents to infer a schema from</source>
        <translation>enthält keine Dokumente, aus denen sich ein Schema ableiten ließe</translation>
    </message>
    <message>
        <source>%1: a folder without .bson or .json files (a mongodump or mongoexport folder was expected)</source>
        <translation>%1: ein Ordner ohne .bson- oder .json-Dateien (erwartet wurde ein mongodump- oder mongoexport-Ordner)</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>%1: document %2 at byte %3: %4</source>
        <translation>%1: Dokument %2 ab Byte %3: %4</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>not a valid BSON document</source>
        <translation>kein gültiges BSON-Dokument</translation>
    </message>
    <message>
        <source>the string of &quot;%1&quot; is not valid UTF-8</source>
        <translation>die Zeichenkette von „%1“ ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>corrupt BSON at byte %1 of the document</source>
        <translation>beschädigtes BSON bei Byte %1 des Dokuments</translation>
    </message>
    <message>
        <source>not a valid BSON array</source>
        <translation>kein gültiges BSON-Array</translation>
    </message>
    <message>
        <source>corrupt BSON at byte %1 of an array</source>
        <translation>beschädigtes BSON bei Byte %1 eines Arrays</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>bad length prefix %1 (a document has 5 to %2 bytes); the rest of the file cannot be read</source>
        <translation>ungültige Längenangabe %1 (ein Dokument hat 5 bis %2 Bytes); der Rest der Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the document of %1 bytes does not end with a zero byte</source>
        <translation>das Dokument mit %1 Bytes endet nicht mit einem Null-Byte</translation>
    </message>
    <message>
        <source>truncated: %1 bytes left, too few for a length prefix</source>
        <translation>abgeschnitten: %1 Bytes übrig, zu wenige für eine Längenangabe</translation>
    </message>
    <message>
        <source>truncated: the document claims %1 bytes, the file ends after %2</source>
        <translation>abgeschnitten: das Dokument gibt %1 Bytes an, die Datei endet nach %2</translation>
    </message>
    <message>
        <source>cannot be read at byte %1: %2</source>
        <translation>kann bei Byte %1 nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the JSON array is not closed with ]</source>
        <translation>das JSON-Array ist nicht mit ] geschlossen</translation>
    </message>
    <message>
        <source>truncated: the document does not end</source>
        <translation>abgeschnitten: das Dokument endet nicht</translation>
    </message>
    <message>
        <source>in %1 % of %2 documents</source>
        <translation>in %1 % von %2 Dokumenten</translation>
    </message>
    <message>
        <source>about %1 distinct %2 values</source>
        <translation>etwa %1 verschiedene %2-Werte</translation>
    </message>
    <message>
        <source>created %1 to %2</source>
        <translation>erstellt %1 bis %2</translation>
    </message>
    <message>
        <source>arrays of %1 to %2 elements, %3 on average</source>
        <translation>Arrays mit %1 bis %2 Elementen, im Mittel %3</translation>
    </message>
    <message>
        <source>Inferred model</source>
        <translation>Abgeleitetes Modell</translation>
    </message>
    <message>
        <source>Inferred from %1</source>
        <translation>Abgeleitet aus %1</translation>
    </message>
    <message>
        <source>a field name is not valid UTF-8</source>
        <translation>ein Feldname ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 % of %2 sampled %3 values are %4 values</source>
        <translation>%1 % von %2 Stichprobenwerten aus %3 sind Werte von %4</translation>
    </message>
    <message>
        <source> (DBRefs)</source>
        <translation> (DBRefs)</translation>
    </message>
    <message>
        <source>, looked up beyond the sample</source>
        <translation>, über die Stichprobe hinaus nachgeschlagen</translation>
    </message>
    <message>
        <source>%1 per %2 document, %3 on average</source>
        <translation>%1 je Dokument von %2, im Mittel %3</translation>
    </message>
    <message>
        <source>arrays of %1, %2 on average</source>
        <translation>Arrays mit %1 Elementen, im Mittel %2</translation>
    </message>
    <message>
        <source>values shared between arrays</source>
        <translation>Werte kommen in mehreren Arrays vor</translation>
    </message>
    <message>
        <source>%1 equals %2 of the %3 document referred to in %4 % of %5 sampled pairs</source>
        <translation>%1 gleicht %2 des referenzierten Dokuments von %3 in %4 % von %5 Stichprobenpaaren</translation>
    </message>
    <message>
        <source>%1 and %2: the left bound below the right in all %3 sampled documents, no bound used twice</source>
        <translation>%1 und %2: die linke Grenze liegt in allen %3 Stichprobendokumenten unter der rechten, keine Grenze kommt doppelt vor</translation>
    </message>
    <message>
        <source>%1: %2 % of %3 path segments (between &quot;%4&quot;) are %5 values</source>
        <translation>%1: %2 % von %3 Pfadabschnitten (zwischen „%4“) sind Werte von %5</translation>
    </message>
    <message>
        <source>%1: %2 % of %3 sampled values are %4 values</source>
        <translation>%1: %2 % von %3 Stichprobenwerten sind Werte von %4</translation>
    </message>
    <message>
        <source>%1: in %2 sampled documents each array is its last element&apos;s own array followed by that element; %3</source>
        <translation>%1: in %2 Stichprobendokumenten ist jedes Array das Array seines letzten Elements, gefolgt von diesem Element; %3</translation>
    </message>
    <message>
        <source>a map: its keys are data; %1 entries in all</source>
        <translation>eine Map: ihre Schlüssel sind Daten; %1 Einträge insgesamt</translation>
    </message>
    <message>
        <source>cannot be read at byte %1</source>
        <translation>kann ab Byte %1 nicht gelesen werden</translation>
    </message>
    <message>
        <source>expected a document ({) but found &quot;%1&quot;; the rest of the file cannot be read</source>
        <translation>ein Dokument ({) erwartet, aber „%1“ gefunden; der Rest der Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>a document of more than %1 MiB of JSON; the rest of the file cannot be read</source>
        <translation>ein Dokument mit mehr als %1 MiB JSON; der Rest der Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The documents have more than %1 different field names; their fields are not listed.</source>
        <translation>Die Dokumente haben mehr als %1 verschiedene Feldnamen; ihre Felder werden nicht aufgeführt.</translation>
    </message>
    <message numerus="yes">
        <source>; %1 is nearly unique: %n sampled document(s) repeat a value (%2), so a unique index on it cannot be built until that is mended</source>
        <translation>
            <numerusform>; %1 ist fast eindeutig: %n Dokument der Stichprobe wiederholt einen Wert (%2), daher kann kein eindeutiger Index darauf erstellt werden, bis das behoben ist</numerusform>
            <numerusform>; %1 ist fast eindeutig: %n Dokumente der Stichprobe wiederholen einen Wert (%2), daher kann kein eindeutiger Index darauf erstellt werden, bis das behoben ist</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1 per %2 document, estimated from %3 of %4 %5 documents; the most seen is %6, more may exist</source>
        <translation>etwa %1 je %2-Dokument, geschätzt aus %3 von %4 %5-Dokumenten; höchstens gesehen: %6, es kann mehr geben</translation>
    </message>
    <message numerus="yes">
        <source>%n sampled document(s) refer to none (the field missing or null)</source>
        <translation>
            <numerusform>%n Dokument der Stichprobe verweist auf keines (das Feld fehlt oder ist null)</numerusform>
            <numerusform>%n Dokumente der Stichprobe verweisen auf keines (das Feld fehlt oder ist null)</numerusform>
        </translation>
    </message>
    <message>
        <source>seen in %1 of %2 documents: longer arrays may exist</source>
        <translation>gesehen in %1 von %2 Dokumenten: es kann längere Arrays geben</translation>
    </message>
    <message>
        <source>the names %1 and %2 do not agree: only the values say so</source>
        <translation>die Namen %1 und %2 passen nicht zusammen: nur die Werte sprechen dafür</translation>
    </message>
    <message>
        <source>every value is also a value of %1</source>
        <translation>jeder Wert ist auch ein Wert von %1</translation>
    </message>
    <message>
        <source>%1 also holds %2 values, but %3 is the better key to refer by, so %1 is a copy</source>
        <translation>%1 enthält ebenfalls %2-Werte, aber %3 ist der bessere Schlüssel für den Verweis, daher ist %1 eine Kopie</translation>
    </message>
    <message>
        <source>dates stored as strings (%1): as BSON dates they would sort, compare, expire and group as dates</source>
        <translation>Datumsangaben als Zeichenketten (%1): als BSON-Datum würden sie als Datum sortiert, verglichen, verfallen und gruppiert</translation>
    </message>
    <message>
        <source>; %1 holds only %2 and %3, no pair twice in %4 sampled documents: the many-to-many between %5 and %6</source>
        <translation>; %1 enthält nur %2 und %3, kein Paar doppelt in %4 Dokumenten der Stichprobe: die Viele-zu-viele-Beziehung zwischen %5 und %6</translation>
    </message>
    <message>
        <source>; %1 refers to %2 documents, so they are read on their own</source>
        <translation>; %1 verweist auf %2-Dokumente, also werden sie eigenständig gelesen</translation>
    </message>
    <message>
        <source>%1 documents list each other: a graph, not a tree</source>
        <translation>%1-Dokumente führen einander auf: ein Graph, kein Baum</translation>
    </message>
    <message>
        <source>%1: NAME=FILE takes a file; a folder&apos;s files name their collections</source>
        <translation>%1: NAME=DATEI nimmt eine Datei; die Dateien eines Ordners benennen ihre Collections selbst</translation>
    </message>
    <message>
        <source>not in the documents read: the server adds an ObjectId on insert</source>
        <translation>nicht in den gelesenen Dokumenten: Der Server fügt beim Einfügen eine ObjectId hinzu</translation>
    </message>
    <message numerus="yes">
        <source>unique in the sample: %n different %1 values</source>
        <translation>
            <numerusform>eindeutig in der Stichprobe: %n Wert vom Typ %1</numerusform>
            <numerusform>eindeutig in der Stichprobe: %n verschiedene Werte vom Typ %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sampled value(s) are placeholders, not references: %1</source>
        <translation>
            <numerusform>%n Stichprobenwert ist ein Platzhalter, keine Referenz: %1</numerusform>
            <numerusform>%n Stichprobenwerte sind Platzhalter, keine Referenzen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sampled document(s) refer to none (the field missing, never null)</source>
        <translation>
            <numerusform>%n Stichprobendokument verweist auf keines (das Feld fehlt, nie null)</numerusform>
            <numerusform>%n Stichprobendokumente verweisen auf keines (das Feld fehlt, nie null)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Collection: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Collection: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>← Back to the collection</source>
        <translation>← Zurück zur Collection</translation>
    </message>
    <message>
        <source>Show the collection this belongs to</source>
        <translation>Die Collection anzeigen, zu der dies gehört</translation>
    </message>
</context>
<context>
    <name>Layout</name>
    <message>
        <source>Graphviz could not start.</source>
        <translation>Graphviz konnte nicht starten.</translation>
    </message>
    <message>
        <source>Graphviz could not lay the diagram out.</source>
        <translation>Graphviz konnte das Diagramm nicht anordnen.</translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>skipped (already there)</source>
        <translation>übersprungen (bereits vorhanden)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>The command could not be encoded: %1</source>
        <translation>Der Befehl konnte nicht kodiert werden: %1</translation>
    </message>
    <message>
        <source>The index already exists.</source>
        <translation>Der Index existiert bereits.</translation>
    </message>
    <message>
        <source>Already as the model asks.</source>
        <translation>Bereits so, wie das Modell es verlangt.</translation>
    </message>
    <message>
        <source>The server has no create command: the collection was created through its _id index, WITHOUT its options and validator.</source>
        <translation>Der Server kennt den Befehl create nicht: Die Collection wurde über ihren _id-Index angelegt, OHNE ihre Optionen und ihren Validator.</translation>
    </message>
    <message>
        <source>The server has no create command; the collection exists and was left as it is (its options and validator were not set).</source>
        <translation>Der Server kennt den Befehl create nicht; die Collection existiert und wurde unverändert gelassen (ihre Optionen und ihr Validator wurden nicht gesetzt).</translation>
    </message>
    <message>
        <source>Cannot use the connection string %1: %2</source>
        <translation>Die Verbindungszeichenfolge %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>projection</source>
        <translation>Projektion</translation>
    </message>
    <message>
        <source>sort</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <source>The query&apos;s cursor is closed; run the query again.</source>
        <translation>Der Cursor der Abfrage ist geschlossen; führen Sie die Abfrage erneut aus.</translation>
    </message>
    <message>
        <source>standalone</source>
        <translation>Einzelserver</translation>
    </message>
    <message>
        <source>replica set</source>
        <translation>Replica Set</translation>
    </message>
    <message>
        <source>sharded cluster (mongos)</source>
        <translation>Sharded Cluster (mongos)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>view</source>
        <translation>View</translation>
    </message>
    <message>
        <source>time series</source>
        <translation>Zeitreihe</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>The server version is unknown: %1</source>
        <translation>Die Serverversion ist unbekannt: %1</translation>
    </message>
    <message>
        <source>listDatabases was refused (%1); only the databases this user is authorized for are listed, without sizes.</source>
        <translation>listDatabases wurde abgelehnt (%1); nur die Datenbanken, für die dieser Benutzer berechtigt ist, werden aufgelistet, ohne Größen.</translation>
    </message>
    <message>
        <source>%1 Databases are shown from the connection string and the model, marked as not confirmed.</source>
        <translation>%1 Die Datenbanken werden aus der Verbindungszeichenfolge und dem Modell angezeigt und als nicht bestätigt markiert.</translation>
    </message>
    <message>
        <source>listCollections with options was refused (%1); only the names of the collections this user is authorized for are listed.</source>
        <translation>listCollections mit Optionen wurde abgelehnt (%1); nur die Namen der Collections, für die dieser Benutzer berechtigt ist, werden aufgelistet.</translation>
    </message>
    <message>
        <source>%1 The collections were read from system.namespaces, as servers before 3.0 keep them.</source>
        <translation>%1 Die Collections wurden aus system.namespaces gelesen, wo Server vor 3.0 sie führen.</translation>
    </message>
    <message>
        <source>%1 Collections are listed from the model and confirmed where the server returns a document from them.</source>
        <translation>%1 Die Collections werden aus dem Modell aufgelistet und dort bestätigt, wo der Server ein Dokument aus ihnen liefert.</translation>
    </message>
    <message>
        <source>Index sizes are unknown: %1</source>
        <translation>Indexgrößen sind unbekannt: %1</translation>
    </message>
    <message>
        <source>Index usage is unknown: %1</source>
        <translation>Indexnutzung ist unbekannt: %1</translation>
    </message>
    <message>
        <source>%1 $collStats: %2 Only the document count is shown, from the count command.</source>
        <translation>%1 $collStats: %2 Nur die Dokumentanzahl wird angezeigt, ermittelt mit dem Befehl count.</translation>
    </message>
    <message>
        <source>No statistics: %1 %2 %3</source>
        <translation>Keine Statistiken: %1 %2 %3</translation>
    </message>
    <message>
        <source>The connection string %1 is not valid: %2. Use the form mongodb://host:port/database or mongodb+srv://cluster.</source>
        <translation>Die Verbindungszeichenfolge %1 ist ungültig: %2. Verwenden Sie die Form mongodb://host:port/database oder mongodb+srv://cluster.</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <source>an option was refused by the driver (check the user name, authentication database, files and timeouts)</source>
        <translation>der Treiber hat eine Option abgelehnt (prüfen Sie Benutzername, Authentifizierungsdatenbank, Dateien und Zeitlimits)</translation>
    </message>
    <message>
        <source>No server could be reached for %1: %2. Check the host and port, that the server is running, and the network.</source>
        <translation>Für %1 war kein Server erreichbar: %2. Prüfen Sie Host und Port, ob der Server läuft, und das Netzwerk.</translation>
    </message>
    <message>
        <source>The connection to the server was lost during %1: %2. Reconnect when the server is back.</source>
        <translation>Die Verbindung zum Server ging während %1 verloren: %2. Verbinden Sie sich erneut, wenn der Server wieder verfügbar ist.</translation>
    </message>
    <message>
        <source>Authentication failed for %1: %2. Check the user name, password, authentication database and mechanism.</source>
        <translation>Authentifizierung für %1 fehlgeschlagen: %2. Prüfen Sie Benutzername, Passwort, Authentifizierungsdatenbank und Mechanismus.</translation>
    </message>
    <message>
        <source>The server refused %1: %2 (code %3). Connect as a user with the rights to run it.</source>
        <translation>Der Server hat %1 abgelehnt: %2 (Code %3). Verbinden Sie sich als Benutzer mit den Rechten, den Befehl auszuführen.</translation>
    </message>
    <message>
        <source>%1 is not supported by this server: %2 (code %3).</source>
        <translation>%1 wird von diesem Server nicht unterstützt: %2 (Code %3).</translation>
    </message>
    <message>
        <source>%1 took longer than its time limit: %2.</source>
        <translation>%1 hat sein Zeitlimit überschritten: %2.</translation>
    </message>
    <message>
        <source>%1 failed: %2 (code %3).</source>
        <translation>%1 fehlgeschlagen: %2 (Code %3).</translation>
    </message>
    <message>
        <source>The validator of %1 cannot be read (its text is not UTF-8); it counts as none.</source>
        <translation>Der Validator von %1 ist nicht lesbar (sein Text ist kein UTF-8); er zählt als keiner.</translation>
    </message>
    <message>
        <source>The index &quot;%1&quot; of %2 cannot be read; it is left out of the comparison.</source>
        <translation>Der Index „%1“ von %2 ist nicht lesbar; er bleibt beim Vergleich außen vor.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the server sent %Ln documents of its sample more than once; each was counted once.</source>
        <translation>
            <numerusform>%1: Der Server hat %Ln Dokument seiner Stichprobe mehrfach gesendet; es wurde einmal gezählt.</numerusform>
            <numerusform>%1: Der Server hat %Ln Dokumente seiner Stichprobe mehrfach gesendet; jedes wurde einmal gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln documents that are not valid BSON were left out.</source>
        <translation>
            <numerusform>%1: %Ln Dokument, das kein gültiges BSON ist, wurde ausgelassen.</numerusform>
            <numerusform>%1: %Ln Dokumente, die kein gültiges BSON sind, wurden ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the server cannot take a random sample (%2); the first %3 documents in natural order were read instead, so the sample is not random.</source>
        <translation>%1: Der Server kann keine Zufallsstichprobe ziehen (%2); stattdessen wurden die ersten %3 Dokumente in natürlicher Reihenfolge gelesen, die Stichprobe ist also nicht zufällig.</translation>
    </message>
    <message>
        <source>The database &quot;%1&quot; lists no collections to infer a model from; name them.</source>
        <translation>Die Datenbank „%1“ listet keine Collections, aus denen ein Modell abgeleitet werden kann; nennen Sie sie.</translation>
    </message>
    <message>
        <source>A step&apos;s pipeline does not parse: %1</source>
        <translation>Die Pipeline eines Schritts lässt sich nicht lesen: %1</translation>
    </message>
    <message numerus="yes">
        <source>cancelled after %n batch(es); --resume goes on from there</source>
        <translation>
            <numerusform>nach %n Stapel abgebrochen; --resume macht dort weiter</numerusform>
            <numerusform>nach %n Stapeln abgebrochen; --resume macht dort weiter</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 does not parse at line %2, column %3: %4.</source>
        <translation>Die Eingabe für %1 lässt sich in Zeile %2, Spalte %3 nicht lesen: %4.</translation>
    </message>
    <message>
        <source>The %1 does not parse at column %2: %3.</source>
        <translation>Die Eingabe für %1 lässt sich in Spalte %2 nicht lesen: %3.</translation>
    </message>
    <message>
        <source>The %1 cannot be sent: %2.</source>
        <translation>Die Eingabe für %1 kann nicht gesendet werden: %2.</translation>
    </message>
    <message>
        <source>A step&apos;s filter does not parse: %1</source>
        <translation>Der Filter eines Schritts lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The profiler of %1 is off and %2 holds nothing: turn it on with db.setProfilingLevel(1, {slowms: 100}) and read again after a while.</source>
        <translation>Der Profiler von %1 ist aus und %2 enthält nichts: Schalten Sie ihn mit db.setProfilingLevel(1, {slowms: 100}) ein und lesen Sie nach einer Weile erneut.</translation>
    </message>
    <message>
        <source>%1 holds no operations yet.</source>
        <translation>%1 enthält noch keine Operationen.</translation>
    </message>
    <message>
        <source>$queryStats cannot be read: %1. It needs MongoDB 6.0.7 or later on MongoDB Atlas (M10 and up) and the queryStatsRead privilege.</source>
        <translation>$queryStats kann nicht gelesen werden: %1. Es braucht MongoDB 6.0.7 oder neuer auf MongoDB Atlas (ab M10) und das Recht queryStatsRead.</translation>
    </message>
    <message>
        <source>$indexStats of %1 cannot be read: %2</source>
        <translation>$indexStats von %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>command %1 of %2 (%3): %4</source>
        <translation>Befehl %1 von %2 (%3): %4</translation>
    </message>
    <message>
        <source>The validator was set, the collection prepared, and the server now guarantees that every document matches (validationLevel constraint).</source>
        <translation>Der Validator wurde gesetzt, die Collection vorbereitet, und der Server garantiert nun, dass jedes Dokument passt (validationLevel constraint).</translation>
    </message>
    <message>
        <source>Counting the matching documents took longer than %1 s; the total is not shown.</source>
        <translation>Das Zählen der passenden Dokumente dauerte länger als %1 s; die Gesamtzahl wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>The server did not count the matching documents: %1</source>
        <translation>Der Server hat die passenden Dokumente nicht gezählt: %1</translation>
    </message>
    <message>
        <source>The server closed the query&apos;s cursor during %1: %2 (code %3).</source>
        <translation>Der Server hat den Cursor der Abfrage während %1 geschlossen: %2 (Code %3).</translation>
    </message>
    <message>
        <source>The document to write is empty.</source>
        <translation>Das zu schreibende Dokument ist leer.</translation>
    </message>
    <message>
        <source>A replacement needs the _id of the document it replaces.</source>
        <translation>Ein Ersetzen braucht die _id des ersetzten Dokuments.</translation>
    </message>
    <message>
        <source>No document to delete.</source>
        <translation>Kein Dokument zu löschen.</translation>
    </message>
    <message>
        <source>The pipeline cannot be sent: %1.</source>
        <translation>Die Pipeline kann nicht gesendet werden: %1.</translation>
    </message>
    <message>
        <source>it is not an array of stages</source>
        <translation>sie ist kein Array von Stufen</translation>
    </message>
    <message>
        <source>The server refused the pipeline: %1 (code %2).</source>
        <translation>Der Server hat die Pipeline abgelehnt: %1 (Code %2).</translation>
    </message>
</context>
<context>
    <name>Migration</name>
    <message>
        <source>Copy the %1 embedded in %2.%3 into the collection %1</source>
        <translation>Die in %2.%3 eingebetteten %1 in die Collection %1 kopieren</translation>
    </message>
    <message>
        <source>List each %1&apos;s %2 keys in %1.%3</source>
        <translation>Die %2-Schlüssel jedes %1 in %1.%3 auflisten</translation>
    </message>
    <message>
        <source>nothing tells which %1 belong to which %2: embed them by hand</source>
        <translation>nichts sagt, welche %1 zu welchem %2 gehören: von Hand einbetten</translation>
    </message>
    <message>
        <source>Embed the %1 most recent %2 in %3.%4</source>
        <translation>Die %1 neuesten %2 in %3.%4 einbetten</translation>
    </message>
    <message>
        <source>Embed each %1&apos;s %2 in %1.%3</source>
        <translation>Die %2 jedes %1 in %1.%3 einbetten</translation>
    </message>
    <message>
        <source>nothing tells which %1 belong to which %2: list their keys by hand</source>
        <translation>nichts sagt, welche %1 zu welchem %2 gehören: ihre Schlüssel von Hand auflisten</translation>
    </message>
    <message>
        <source>Remove %1.%2, which the new model no longer has</source>
        <translation>%1.%2 entfernen, das das neue Modell nicht mehr hat</translation>
    </message>
    <message>
        <source>Drop the collection %1: its documents are embedded in %2 now</source>
        <translation>Die Collection %1 löschen: ihre Dokumente sind jetzt in %2 eingebettet</translation>
    </message>
    <message>
        <source>Copy %1.%2 into %1.%3</source>
        <translation>%1.%2 nach %1.%3 kopieren</translation>
    </message>
    <message>
        <source>%1 refer to their %2 by %3, not _id: set %1.%4 from %2.%5 by hand</source>
        <translation>%1 verweisen auf ihr %2 über %3, nicht _id: %1.%4 von Hand aus %2.%5 setzen</translation>
    </message>
    <message>
        <source>Set %1.%2 from the ids in %3.%4</source>
        <translation>%1.%2 aus den IDs in %3.%4 setzen</translation>
    </message>
    <message>
        <source>%1: its entity changed as well; re-encode the tree by hand</source>
        <translation>%1: auch ihre Entität hat sich geändert; den Baum von Hand neu kodieren</translation>
    </message>
    <message>
        <source>%1: copy each node&apos;s parent from %2 into %3</source>
        <translation>%1: den Elternknoten jedes Knotens von %2 nach %3 kopieren</translation>
    </message>
    <message>
        <source>%1 lists its children by %2, not _id: set each node&apos;s parent by hand</source>
        <translation>%1 listet seine Kinder über %2, nicht _id: den Elternknoten jedes Knotens von Hand setzen</translation>
    </message>
    <message>
        <source>%1: mark every node a root</source>
        <translation>%1: jeden Knoten als Wurzel markieren</translation>
    </message>
    <message>
        <source>%1: give each node the parent that lists it in %2</source>
        <translation>%1: jedem Knoten den Elternknoten geben, der ihn in %2 listet</translation>
    </message>
    <message>
        <source>%1: read each node&apos;s parent off its path</source>
        <translation>%1: den Elternknoten jedes Knotens aus seinem Pfad lesen</translation>
    </message>
    <message>
        <source>%1: list each node&apos;s children in %2</source>
        <translation>%1: die Kinder jedes Knotens in %2 auflisten</translation>
    </message>
    <message>
        <source>%1: list each node&apos;s ancestors, root first</source>
        <translation>%1: die Vorfahren jedes Knotens auflisten, die Wurzel zuerst</translation>
    </message>
    <message>
        <source>%1: write each node&apos;s path</source>
        <translation>%1: den Pfad jedes Knotens schreiben</translation>
    </message>
    <message>
        <source>%1: remove the parents read off the old encoding</source>
        <translation>%1: die aus der alten Kodierung gelesenen Elternknoten entfernen</translation>
    </message>
    <message>
        <source>Remove %1.%2, which the new encoding no longer has</source>
        <translation>%1.%2 entfernen, das die neue Kodierung nicht mehr hat</translation>
    </message>
    <message>
        <source>%1: number the nodes left and right in a traversal</source>
        <translation>%1: die Knoten in einem Durchlauf mit left und right nummerieren</translation>
    </message>
    <message>
        <source>Convert %1.%2 from %3 to %4 (a value that does not convert stays as it is, and the post-check counts it)</source>
        <translation>%1.%2 von %3 nach %4 umwandeln (ein Wert, der sich nicht umwandeln lässt, bleibt, wie er ist, und die Nachprüfung zählt ihn)</translation>
    </message>
    <message>
        <source>nothing tells which %1 a %2 belongs to: fill in the copies of its fields by hand</source>
        <translation>nichts sagt, zu welchem %1 ein %2 gehört: die Kopien seiner Felder von Hand füllen</translation>
    </message>
    <message>
        <source>Copy %1&apos;s fields into each %2 (%3)</source>
        <translation>Felder von %1 in jedes %2 kopieren (%3)</translation>
    </message>
    <message>
        <source>Move %1.%2 to %1.%3</source>
        <translation>%1.%2 nach %1.%3 verschieben</translation>
    </message>
    <message>
        <source>Keep only the keys of %1&apos;s %2 in %1.%3</source>
        <translation>Nur die Schlüssel der %2 von %1 in %1.%3 behalten</translation>
    </message>
    <message>
        <source>nothing tells which %1 belong to a %2: fill in the copies of their fields by hand</source>
        <translation>nichts sagt, welche %1 zu einem %2 gehören: Füllen Sie die Kopien ihrer Felder von Hand aus</translation>
    </message>
    <message>
        <source>List each %1&apos;s %2 with copies of their fields in %1.%3 (%4)</source>
        <translation>Die %2 jedes %1 mit Kopien ihrer Felder in %1.%3 auflisten (%4)</translation>
    </message>
    <message>
        <source>Give %1.%2 its default %3 where it is missing</source>
        <translation>%1.%2 dort, wo es fehlt, seinen Standardwert %3 geben</translation>
    </message>
    <message>
        <source>%1.%2 is new and required: documents without it fail the new validator until it is set (give the field a default and the migration sets it)</source>
        <translation>%1.%2 ist neu und erforderlich: Dokumente ohne das Feld scheitern am neuen Validator, bis es gesetzt ist (geben Sie dem Feld einen Standardwert, dann setzt die Migration ihn)</translation>
    </message>
    <message>
        <source>Rename %1.%2 to %3, converted from %4 to %5 (a value that does not convert stays as it is, and the post-check counts it)</source>
        <translation>%1.%2 in %3 umbenennen, von %4 nach %5 umgewandelt (ein Wert, der sich nicht umwandeln lässt, bleibt, wie er ist, und die Nachprüfung zählt ihn)</translation>
    </message>
    <message>
        <source>Rename %1.%2 to %3</source>
        <translation>%1.%2 in %3 umbenennen</translation>
    </message>
    <message>
        <source>Remove %1.%2, renamed to %3</source>
        <translation>%1.%2 entfernen, umbenannt in %3</translation>
    </message>
    <message>
        <source>Copy the documents of %1 into %2, its new name</source>
        <translation>Die Dokumente von %1 nach %2, seinen neuen Namen, kopieren</translation>
    </message>
    <message>
        <source>Drop the collection %1, renamed to %2</source>
        <translation>Die Collection %1 löschen, umbenannt in %2</translation>
    </message>
    <message>
        <source>%1 loses %2 and gains %3: if that is a rename, rename the field in the model instead, and the migration carries its values</source>
        <translation>%1 verliert %2 und erhält %3: Ist das eine Umbenennung, benennen Sie das Feld stattdessen im Modell um, dann überträgt die Migration seine Werte</translation>
    </message>
    <message>
        <source>Copy %1 of each %2 into the %3 it belongs to</source>
        <translation>%1 jedes %2 in das zugehörige %3 kopieren</translation>
    </message>
    <message>
        <source>Drop the collection %1: its fields are in %2 now</source>
        <translation>Die Collection %1 löschen: Ihre Felder sind jetzt in %2</translation>
    </message>
    <message>
        <source>Set %1.%2 to &quot;%3&quot; where it is missing</source>
        <translation>%1.%2 auf „%3“ setzen, wo es fehlt</translation>
    </message>
    <message>
        <source>Copy the documents of %1 into %2, with %3 &quot;%4&quot;</source>
        <translation>Die Dokumente von %1 nach %2 kopieren, mit %3 „%4“</translation>
    </message>
    <message>
        <source>%1 and %2 number their documents themselves: a document of %1 whose _id %2 already holds is not copied (the run&apos;s counts show how many)</source>
        <translation>%1 und %2 vergeben ihre _id selbst: Ein Dokument von %1, dessen _id %2 schon enthält, wird nicht kopiert (die Zählungen des Laufs zeigen, wie viele)</translation>
    </message>
    <message>
        <source>Drop the collection %1: its documents are in %2 now</source>
        <translation>Die Collection %1 löschen: Ihre Dokumente sind jetzt in %2</translation>
    </message>
    <message>
        <source>Copy %1 of each %2 into a document of %3 with the same _id</source>
        <translation>%1 jedes %2 in ein Dokument von %3 mit derselben _id kopieren</translation>
    </message>
    <message>
        <source>Set %1.%2 to the _id of its document in %3</source>
        <translation>%1.%2 auf die _id seines Dokuments in %3 setzen</translation>
    </message>
    <message>
        <source>%1 and %2 refer to each other by a key other than _id: write the reference between them by hand</source>
        <translation>%1 und %2 verweisen über einen anderen Schlüssel als _id aufeinander: die Referenz zwischen ihnen von Hand schreiben</translation>
    </message>
    <message>
        <source>Remove %1.%2, moved to %3</source>
        <translation>%1.%2 entfernen, nach %3 verschoben</translation>
    </message>
    <message>
        <source>Copy the documents of %1 whose %2 is &quot;%3&quot; into %4</source>
        <translation>Die Dokumente von %1, deren %2 „%3“ ist, nach %4 kopieren</translation>
    </message>
    <message>
        <source>Remove from %1 the documents whose %2 is &quot;%3&quot;, moved to %4</source>
        <translation>Aus %1 die Dokumente entfernen, deren %2 „%3“ ist, nach %4 verschoben</translation>
    </message>
    <message>
        <source>%1 is gone from the model, but its documents whose %2 is %3 have no collection to go to: they stay in %1</source>
        <translation>%1 ist nicht mehr im Modell, aber seine Dokumente, deren %2 %3 ist, haben keine Collection, in die sie gehen können: Sie bleiben in %1</translation>
    </message>
    <message>
        <source>An earlier run of this migration (%1) stopped before its end; run again with --resume to go on where it stopped.</source>
        <translation>Ein früherer Lauf dieser Migration (%1) hat vor seinem Ende aufgehört; mit --resume erneut ausführen, um dort weiterzumachen.</translation>
    </message>
    <message>
        <source>%1 holds %2 documents, %3 at the dry run</source>
        <translation>%1 enthält %2 Dokumente, beim Probelauf %3</translation>
    </message>
    <message>
        <source>The documents changed since the dry run of %1: %2. Run the dry run again and look at its counts before you migrate.</source>
        <translation>Die Dokumente haben sich seit dem Probelauf vom %1 geändert: %2. Den Probelauf wiederholen und seine Zahlen ansehen, bevor Sie migrieren.</translation>
    </message>
    <message>
        <source>removes old data: run with --allow-drop to include it</source>
        <translation>entfernt alte Daten: mit --allow-drop ausführen, um ihn einzuschließen</translation>
    </message>
    <message>
        <source>the post-check found documents that do not fit the new model; the old data stays</source>
        <translation>die Nachprüfung fand Dokumente, die nicht zum neuen Modell passen; die alten Daten bleiben</translation>
    </message>
    <message>
        <source>Step %1 reads %2, which an earlier step writes: its counts are those of the documents as they are now.</source>
        <translation>Schritt %1 liest %2, das ein früherer Schritt schreibt: seine Zahlen sind die der Dokumente, wie sie jetzt sind.</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>geplant</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>done before</source>
        <translation>zuvor erledigt</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>%1 held %2 documents before and %3 after; the step adds none</source>
        <translation>%1 enthielt vorher %2 Dokumente und nachher %3; der Schritt fügt keine hinzu</translation>
    </message>
    <message>
        <source>the step wrote %1 documents, but %2 holds %3</source>
        <translation>der Schritt schrieb %1 Dokumente, aber %2 enthält %3</translation>
    </message>
    <message>
        <source>%1 held %2 documents before and %3 after, for %4 written</source>
        <translation>%1 enthielt vorher %2 Dokumente und nachher %3, bei %4 geschriebenen</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 have no %2</source>
        <translation>
            <numerusform>%n %1 ohne %2</numerusform>
            <numerusform>%n %1 ohne %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: they are not embedded</source>
        <translation>%1: sie werden nicht eingebettet</translation>
    </message>
    <message>
        <source>%1 and were not embedded: the drop refuses while they are there</source>
        <translation>%1, nicht eingebettet: das Löschen wird verweigert, solange sie da sind</translation>
    </message>
    <message>
        <source>%1: moved to %2 before the drop</source>
        <translation>%1: vor dem Löschen nach %2 verschoben</translation>
    </message>
    <message>
        <source>%1: dropped with the collection, as asked</source>
        <translation>%1: wie gewünscht mit der Collection gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 have no %2 to embed</source>
        <translation>
            <numerusform>%n %1 ohne %2 zum Einbetten</numerusform>
            <numerusform>%n %1 ohne %2 zum Einbetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of the %n %2 that have their %3 are embedded in it</source>
        <translation>
            <numerusform>%1 von %n %2 mit vorhandenem %3 ist darin eingebettet</numerusform>
            <numerusform>%1 von %n %2 mit vorhandenem %3 sind darin eingebettet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not every child arrived, so nothing that removes them runs</source>
        <translation>%1: Nicht jedes Kind ist angekommen, daher läuft nichts, was sie entfernt</translation>
    </message>
    <message>
        <source>fewer children reached their parents than there were to embed; the old data stays</source>
        <translation>weniger Kinder haben ihre Eltern erreicht, als einzubetten waren; die alten Daten bleiben</translation>
    </message>
    <message>
        <source>the %1 documents are embedded in %2: move the %3 that belong to them by hand</source>
        <translation>Die Dokumente von %1 sind in %2 eingebettet: Die zugehörigen %3 von Hand verschieben</translation>
    </message>
    <message>
        <source>other documents</source>
        <translation>andere Dokumente</translation>
    </message>
</context>
<context>
    <name>ModelReader</name>
    <message>
        <source>a BSON type name or an array of them</source>
        <translation>einen BSON-Typnamen oder ein Array davon</translation>
    </message>
    <message>
        <source>fields are nested more than 100 levels deep</source>
        <translation>Felder sind mehr als 100 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the required key &quot;keys&quot; is missing</source>
        <translation>der erforderliche Schlüssel &quot;keys&quot; fehlt</translation>
    </message>
    <message>
        <source>an object with &quot;formatVersion&quot;</source>
        <translation>ein Objekt mit &quot;formatVersion&quot;</translation>
    </message>
    <message>
        <source>the required key &quot;formatVersion&quot; is missing; is this a DocModeler model file?</source>
        <translation>der erforderliche Schlüssel &quot;formatVersion&quot; fehlt; ist das eine DocModeler-Modelldatei?</translation>
    </message>
    <message>
        <source>the file has format version %1, but this DocModeler reads versions up to %2; open it with a newer DocModeler</source>
        <translation>die Datei hat die Formatversion %1, dieses DocModeler liest aber nur Versionen bis %2; öffnen Sie sie mit einem neueren DocModeler</translation>
    </message>
    <message>
        <source>format version %1 does not exist; versions start at 1</source>
        <translation>die Formatversion %1 gibt es nicht; Versionen beginnen bei 1</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>cannot read the model: %1</source>
        <translation>das Modell kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a string, number or boolean</source>
        <translation>eine Zeichenkette, eine Zahl oder ein Wahrheitswert</translation>
    </message>
    <message>
        <source>x, y pairs of a cubic Bézier: 4, 7, 10… points</source>
        <translation>x,y-Paare einer kubischen Bézierkurve: 4, 7, 10 … Punkte</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>the label&apos;s centre</source>
        <translation>die Mitte der Beschriftung</translation>
    </message>
    <message>
        <source>&quot;naming&quot; is &quot;styled&quot; or &quot;legacy&quot;, not &quot;%1&quot;</source>
        <translation>&quot;naming&quot; ist &quot;styled&quot; oder &quot;legacy&quot;, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>at least one value</source>
        <translation>mindestens ein Wert</translation>
    </message>
    <message>
        <source>a diagram&apos;s name is neither empty nor &quot;All&quot; (the diagram of every entity)</source>
        <translation>der Name eines Diagramms ist weder leer noch „All“ (das Diagramm aller Entitäten)</translation>
    </message>
    <message>
        <source>two diagrams are named &quot;%1&quot;; rename one</source>
        <translation>zwei Diagramme heißen „%1“; benennen Sie eines um</translation>
    </message>
    <message>
        <source>the diagram &quot;%1&quot; lists &quot;%2&quot;, which is no entity of the model</source>
        <translation>das Diagramm „%1“ führt „%2“ auf, das keine Entität des Modells ist</translation>
    </message>
</context>
<context>
    <name>ModelWriter</name>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1: Die Datei kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: saving failed, the previous file is unchanged: %2</source>
        <translation>%1: Speichern fehlgeschlagen, die bisherige Datei ist unverändert: %2</translation>
    </message>
</context>
<context>
    <name>ObjectReader</name>
    <message>
        <source>the JSON is nested more than %1 levels deep</source>
        <translation>das JSON ist mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in one object</source>
        <translation>der Schlüssel „%1“ kommt in einem Objekt zweimal vor</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>eine Zahl mit Nachkommastellen</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>ein nicht unterstützter Wert</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; this object allows: %2</source>
        <translation>unbekannter Schlüssel „%1“; dieses Objekt erlaubt: %2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>the required key &quot;%1&quot; is missing</source>
        <translation>der erforderliche Schlüssel „%1“ fehlt</translation>
    </message>
    <message>
        <source>the integer is too large (at most 2^63-1)</source>
        <translation>die ganze Zahl ist zu groß (höchstens 2^63-1)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected %2</source>
        <translation>unbekannter Wert „%1“; erwartet: %2</translation>
    </message>
    <message>
        <source>the number %1 is too large; write a number below 1.8e308</source>
        <translation>die Zahl %1 ist zu groß; schreiben Sie eine Zahl unter 1,8e308</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>the folder %1 is not writable (%2)</source>
        <translation>der Ordner %1 ist nicht beschreibbar (%2)</translation>
    </message>
</context>
<context>
    <name>PipelineText</name>
    <message numerus="yes">
        <source>a stage is one operator and its argument, as {$match: {…}}; this has %n member(s)</source>
        <translation>
            <numerusform>eine Stufe ist ein Operator mit seinem Argument, etwa {$match: {…}}; diese hat %n Element</numerusform>
            <numerusform>eine Stufe ist ein Operator mit seinem Argument, etwa {$match: {…}}; diese hat %n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a stage: a stage&apos;s name begins with $, as $match</source>
        <translation>„%1“ ist keine Stufe: Der Name einer Stufe beginnt mit $, etwa $match</translation>
    </message>
</context>
<context>
    <name>PrismaImport</name>
    <message>
        <source>the composite type &quot;%1&quot; nests itself</source>
        <translation>der Composite Type „%1“ enthält sich selbst</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; has the type &quot;%2&quot;, which is no Prisma type, model, composite type or enum of this schema</source>
        <translation>das Feld „%1“ hat den Typ „%2“, der kein Prisma-Typ und kein Model, Composite Type oder Enum dieses Schemas ist</translation>
    </message>
    <message>
        <source>the relation&apos;s %1 must name one field: DocModeler relates documents by one key</source>
        <translation>%1 der Relation muss ein Feld nennen: DocModeler verbindet Dokumente über einen Schlüssel</translation>
    </message>
    <message>
        <source>the relation names the field &quot;%1&quot;, which &quot;%2&quot; does not have</source>
        <translation>die Relation nennt das Feld „%1“, das „%2“ nicht hat</translation>
    </message>
    <message>
        <source>@@%1 needs a list of fields</source>
        <translation>@@%1 braucht eine Liste von Feldern</translation>
    </message>
    <message>
        <source>the index names &quot;%1&quot;, which is no field of &quot;%2&quot;</source>
        <translation>der Index nennt „%1“, das kein Feld von „%2“ ist</translation>
    </message>
    <message>
        <source>the schema has no model: nothing to make a collection of</source>
        <translation>das Schema hat kein Model: nichts, woraus eine Collection würde</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, which a Prisma schema is</source>
        <translation>die Datei ist kein UTF-8-Text, wie ihn ein Prisma-Schema verlangt</translation>
    </message>
</context>
<context>
    <name>QueryHistory</name>
    <message>
        <source>sort %1</source>
        <translation>Sortierung %1</translation>
    </message>
    <message>
        <source>projection %1</source>
        <translation>Projektion %1</translation>
    </message>
    <message>
        <source>skip %1</source>
        <translation>überspringe %1</translation>
    </message>
    <message>
        <source>limit %1</source>
        <translation>Limit %1</translation>
    </message>
</context>
<context>
    <name>Refactor</name>
    <message>
        <source>index %1 of %2 moves to %3 as %4</source>
        <translation>Index %1 von %2 zieht nach %3 um, als %4</translation>
    </message>
    <message>
        <source>query &quot;%1&quot; moves from %2 to %3</source>
        <translation>Abfrage „%1“ zieht von %2 nach %3 um</translation>
    </message>
    <message>
        <source>%1 (%2) refers to %3 documents</source>
        <translation>%1 (%2) verweist auf %3-Dokumente</translation>
    </message>
    <message>
        <source>%1 has collection options</source>
        <translation>%1 hat Collection-Optionen</translation>
    </message>
    <message>
        <source>the TTL index %1 deletes %2 documents</source>
        <translation>der TTL-Index %1 löscht %2-Dokumente</translation>
    </message>
    <message>
        <source>index %1</source>
        <translation>Index %1</translation>
    </message>
    <message>
        <source>query &quot;%1&quot;</source>
        <translation>Abfrage „%1“</translation>
    </message>
    <message>
        <source>there is no relationship &quot;%1&quot;</source>
        <translation>es gibt keine Beziehung „%1“</translation>
    </message>
    <message>
        <source>%1 is a tree or a graph: choose its encoding instead</source>
        <translation>%1 ist ein Baum oder ein Graph: stattdessen seine Kodierung wählen</translation>
    </message>
    <message>
        <source>%1 has no N side</source>
        <translation>%1 hat keine N-Seite</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>%1 cannot be embedded only: %2</source>
        <translation>%1 kann nicht nur eingebettet werden: %2</translation>
    </message>
    <message>
        <source>%1 becomes an embedded type</source>
        <translation>%1 wird ein eingebetteter Typ</translation>
    </message>
    <message>
        <source>%1 stays a collection as well: each document is stored twice (%2)</source>
        <translation>%1 bleibt auch eine Collection: jedes Dokument wird doppelt gespeichert (%2)</translation>
    </message>
    <message>
        <source>%1 becomes a collection</source>
        <translation>%1 wird eine Collection</translation>
    </message>
    <message>
        <source>no relationship has the id &quot;%1&quot;; name one by its id or as ONE-&gt;MANY</source>
        <translation>keine Beziehung hat die ID „%1“; eine mit ihrer ID oder als EINS-&gt;VIELE angeben</translation>
    </message>
    <message>
        <source>no relationship leads from &quot;%1&quot; to &quot;%2&quot;</source>
        <translation>keine Beziehung führt von „%1“ nach „%2“</translation>
    </message>
    <message>
        <source>%1 relationships lead from &quot;%2&quot; to &quot;%3&quot;: name one by its id</source>
        <translation>%1 Beziehungen führen von „%2“ nach „%3“: eine mit ihrer ID angeben</translation>
    </message>
    <message>
        <source>%1.%2 declared: the collection&apos;s documents keep their reference to %3</source>
        <translation>%1.%2 deklariert: die Dokumente der Collection behalten ihre Referenz auf %3</translation>
    </message>
    <message>
        <source>%1.%2 removed: %3</source>
        <translation>%1.%2 entfernt: %3</translation>
    </message>
    <message>
        <source>an embedded document belongs to its parent</source>
        <translation>ein eingebettetes Dokument gehört zu seinem Elternteil</translation>
    </message>
    <message>
        <source>the parent lists its children now</source>
        <translation>der Elternteil listet jetzt seine Kinder</translation>
    </message>
    <message>
        <source>each child refers to its parent now</source>
        <translation>jedes Kind verweist jetzt auf seinen Elternteil</translation>
    </message>
    <message>
        <source>there is no entity %1</source>
        <translation>es gibt keine Entität %1</translation>
    </message>
    <message>
        <source>%1 is an embedded type, not a collection</source>
        <translation>%1 ist ein eingebetteter Typ, keine Collection</translation>
    </message>
    <message>
        <source>%1 and %2 both have a field %3: rename one of them first</source>
        <translation>%1 und %2 haben beide ein Feld %3: zuerst eines davon umbenennen</translation>
    </message>
    <message>
        <source>%1 takes the fields of its %2: %3</source>
        <translation>%1 übernimmt die Felder seines %2: %3</translation>
    </message>
    <message>
        <source>the reference between %1 and %2 is gone; %2 is gone</source>
        <translation>die Referenz zwischen %1 und %2 entfällt; %2 entfällt</translation>
    </message>
    <message>
        <source>%1.%2 tells the kinds apart but lists none: give it its values first</source>
        <translation>%1.%2 unterscheidet die Arten, nennt aber keine: zuerst seine Werte angeben</translation>
    </message>
    <message>
        <source>%1.%2 is not a string field: the kinds are named by strings</source>
        <translation>%1.%2 ist kein Zeichenkettenfeld: Die Arten werden mit Zeichenketten benannt</translation>
    </message>
    <message>
        <source>%1 has a field %2 of its own: name another field for the kind</source>
        <translation>%1 hat ein eigenes Feld %2: ein anderes Feld für die Art nennen</translation>
    </message>
    <message>
        <source>%1 tells its kinds apart by %2</source>
        <translation>%1 unterscheidet seine Arten nach %2</translation>
    </message>
    <message>
        <source>the documents of %1 join %2 as the kind &quot;%1&quot;</source>
        <translation>die Dokumente von %1 kommen als Art „%1“ zu %2</translation>
    </message>
    <message>
        <source>%1 gains %2 (optional)</source>
        <translation>%1 erhält %2 (optional)</translation>
    </message>
    <message>
        <source>the new collection needs a name</source>
        <translation>die neue Collection braucht einen Namen</translation>
    </message>
    <message>
        <source>there is an entity %1 already</source>
        <translation>es gibt schon eine Entität %1</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself</source>
        <translation>%1 kann nicht mit sich selbst zusammengeführt werden</translation>
    </message>
    <message>
        <source>name the fields that move to %1</source>
        <translation>die Felder nennen, die nach %1 umziehen</translation>
    </message>
    <message>
        <source>%1 has no field %2 to move</source>
        <translation>%1 hat kein Feld %2 zum Verschieben</translation>
    </message>
    <message>
        <source>%1.%2 holds a relationship&apos;s reference: it stays</source>
        <translation>%1.%2 enthält die Referenz einer Beziehung: Es bleibt</translation>
    </message>
    <message>
        <source>%1 moves %2 into the new collection %3, one document each under the same _id</source>
        <translation>%1 verschiebt %2 in die neue Collection %3, je ein Dokument unter derselben _id</translation>
    </message>
    <message>
        <source>%1 refers to its %2 one-to-one</source>
        <translation>%1 verweist eins zu eins auf sein %2</translation>
    </message>
    <message>
        <source>indexes moved to %1: %2</source>
        <translation>nach %1 verschobene Indizes: %2</translation>
    </message>
    <message>
        <source>%1 names no discriminator field that tells its kinds apart</source>
        <translation>%1 nennt kein Unterscheidungsfeld für seine Arten</translation>
    </message>
    <message>
        <source>%1 is not a kind of %2: %3 does not list it</source>
        <translation>%1 ist keine Art von %2: %3 führt sie nicht auf</translation>
    </message>
    <message>
        <source>the documents of %1 whose %2 is &quot;%3&quot; move into the new collection %3</source>
        <translation>die Dokumente von %1, deren %2 „%3“ ist, ziehen in die neue Collection %3</translation>
    </message>
    <message numerus="yes">
        <source>%n copied field(s) no longer written: the strategy has no place for them; kept for a change back</source>
        <translation>
            <numerusform>%n kopiertes Feld wird nicht mehr geschrieben: Die Strategie hat keinen Platz dafür; es bleibt für eine Rückkehr erhalten</numerusform>
            <numerusform>%n kopierte Felder werden nicht mehr geschrieben: Die Strategie hat keinen Platz dafür; sie bleiben für eine Rückkehr erhalten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchemaImport</name>
    <message>
        <source>a schema (an object)</source>
        <translation>ein Schema (ein Objekt)</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>unknown bsonType &quot;%1&quot;; expected %2</source>
        <translation>unbekannter bsonType „%1“; erwartet: %2</translation>
    </message>
    <message>
        <source>unknown type &quot;%1&quot;; expected string, boolean, null, object, array, number or integer</source>
        <translation>unbekannter Typ „%1“; erwartet: string, boolean, null, object, array, number oder integer</translation>
    </message>
    <message>
        <source>cannot follow &quot;$ref&quot;: &quot;%1&quot;; only &quot;#/$defs/&lt;BSON type&gt;&quot; is understood</source>
        <translation>„$ref“: „%1“ kann nicht aufgelöst werden; nur „#/$defs/&lt;BSON-Typ&gt;“ wird verstanden</translation>
    </message>
    <message>
        <source>an array of schemas</source>
        <translation>ein Array von Schemas</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an array of field names</source>
        <translation>ein Array von Feldnamen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is required but not among the properties</source>
        <translation>„%1“ ist als erforderlich angegeben, steht aber nicht unter den Properties</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>ShellSyntax</name>
    <message>
        <source>a document starts with {, as in {AlbumId: 1}</source>
        <translation>ein Dokument beginnt mit {, wie in {AlbumId: 1}</translation>
    </message>
    <message>
        <source>unexpected text after the document</source>
        <translation>unerwarteter Text nach dem Dokument</translation>
    </message>
    <message>
        <source>the comment is not closed with */</source>
        <translation>der Kommentar ist nicht mit */ geschlossen</translation>
    </message>
    <message>
        <source>documents are nested more than %1 levels deep</source>
        <translation>Dokumente sind mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>expected : after the key %1</source>
        <translation>: nach dem Schlüssel %1 erwartet</translation>
    </message>
    <message>
        <source>expected , or } after the value of %1</source>
        <translation>, oder } nach dem Wert von %1 erwartet</translation>
    </message>
    <message>
        <source>the document is not closed with }</source>
        <translation>das Dokument ist nicht mit } geschlossen</translation>
    </message>
    <message>
        <source>expected a field name</source>
        <translation>Feldname erwartet</translation>
    </message>
    <message>
        <source>expected , or ] in the array</source>
        <translation>, oder ] im Array erwartet</translation>
    </message>
    <message>
        <source>the array is not closed with ]</source>
        <translation>das Array ist nicht mit ] geschlossen</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>the text ends where a value should be</source>
        <translation>der Text endet, wo ein Wert stehen sollte</translation>
    </message>
    <message>
        <source>the string is not closed with %1</source>
        <translation>die Zeichenkette ist nicht mit %1 geschlossen</translation>
    </message>
    <message>
        <source>the escape needs %1 hexadecimal digits</source>
        <translation>die Escape-Sequenz braucht %1 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>the regular expression is not closed with /</source>
        <translation>der reguläre Ausdruck ist nicht mit / geschlossen</translation>
    </message>
    <message>
        <source>%1 is not a regular expression option MongoDB knows (i, m, s, x, u)</source>
        <translation>%1 ist keine Option für reguläre Ausdrücke, die MongoDB kennt (i, m, s, x, u)</translation>
    </message>
    <message>
        <source>expected a constructor after new, such as new Date(…)</source>
        <translation>nach new einen Konstruktor erwartet, etwa new Date(…)</translation>
    </message>
    <message>
        <source>%1 takes no arguments</source>
        <translation>%1 nimmt keine Argumente</translation>
    </message>
    <message>
        <source>%1 is not a value: quote text, as in &apos;rock&apos;</source>
        <translation>%1 ist kein Wert: Setzen Sie Text in Anführungszeichen, wie in &apos;rock&apos;</translation>
    </message>
    <message>
        <source>expected ) to close %1(</source>
        <translation>) zum Schließen von %1( erwartet</translation>
    </message>
    <message>
        <source>expected a string or a number</source>
        <translation>Zeichenkette oder Zahl erwartet</translation>
    </message>
    <message>
        <source>%1 takes a whole number that fits in %2 bits</source>
        <translation>%1 nimmt eine ganze Zahl, die in %2 Bit passt</translation>
    </message>
    <message>
        <source>%1 takes a decimal number, as in %1(&quot;9.99&quot;)</source>
        <translation>%1 nimmt eine Dezimalzahl, wie in %1(&quot;9.99&quot;)</translation>
    </message>
    <message>
        <source>ObjectId takes its 24 hexadecimal digits, as in ObjectId(&quot;65a1…&quot;)</source>
        <translation>ObjectId nimmt seine 24 Hexadezimalziffern, wie in ObjectId(&quot;65a1…&quot;)</translation>
    </message>
    <message>
        <source>an ObjectId is 24 hexadecimal digits</source>
        <translation>eine ObjectId besteht aus 24 Hexadezimalziffern</translation>
    </message>
    <message>
        <source>a date is a string such as &quot;2024-01-31T12:00:00Z&quot; or milliseconds since 1970</source>
        <translation>ein Datum ist eine Zeichenkette wie &quot;2024-01-31T12:00:00Z&quot; oder Millisekunden seit 1970</translation>
    </message>
    <message>
        <source>%1 is not a date such as &quot;2024-01-31&quot; or &quot;2024-01-31T12:00:00Z&quot;</source>
        <translation>%1 ist kein Datum wie &quot;2024-01-31&quot; oder &quot;2024-01-31T12:00:00Z&quot;</translation>
    </message>
    <message>
        <source>Timestamp&apos;s %1 is a whole number from 0 to 4294967295</source>
        <translation>%1 von Timestamp ist eine ganze Zahl von 0 bis 4294967295</translation>
    </message>
    <message>
        <source>Timestamp({t: …, i: …}) needs whole numbers t and i</source>
        <translation>Timestamp({t: …, i: …}) braucht ganze Zahlen t und i</translation>
    </message>
    <message>
        <source>Timestamp takes two numbers, as in Timestamp(1700000000, 1)</source>
        <translation>Timestamp nimmt zwei Zahlen, wie in Timestamp(1700000000, 1)</translation>
    </message>
    <message>
        <source>a UUID is 32 hexadecimal digits, as in UUID(&quot;0e9a3f2c-…&quot;)</source>
        <translation>eine UUID besteht aus 32 Hexadezimalziffern, wie in UUID(&quot;0e9a3f2c-…&quot;)</translation>
    </message>
    <message>
        <source>BinData takes a subtype from 0 to 255 and base64 text, as in BinData(0, &quot;AQID&quot;)</source>
        <translation>BinData nimmt einen Subtyp von 0 bis 255 und Base64-Text, wie in BinData(0, &quot;AQID&quot;)</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>der Text ist kein UTF-8</translation>
    </message>
    <message>
        <source>%1 takes a number, as in %1(1.5)</source>
        <translation>%1 nimmt eine Zahl, etwa %1(1.5)</translation>
    </message>
    <message>
        <source>Binary&apos;s data is read with Binary.createFromBase64(&apos;…&apos;, subtype)</source>
        <translation>Die Daten von Binary werden mit Binary.createFromBase64(&apos;…&apos;, Subtyp) gelesen</translation>
    </message>
    <message>
        <source>%1 is not a function the filter knows; use ObjectId, ISODate, new Date, Long, Int32, Double, Decimal128 (or NumberLong, NumberInt, NumberDecimal), Timestamp, UUID, Binary.createFromBase64, BinData, MinKey or MaxKey</source>
        <translation>%1 ist keine Funktion, die der Filter kennt; verwenden Sie ObjectId, ISODate, new Date, Long, Int32, Double, Decimal128 (oder NumberLong, NumberInt, NumberDecimal), Timestamp, UUID, Binary.createFromBase64, BinData, MinKey oder MaxKey</translation>
    </message>
    <message>
        <source>a binary subtype is a number from 0 to 255</source>
        <translation>ein Binär-Subtyp ist eine Zahl von 0 bis 255</translation>
    </message>
    <message>
        <source>%1&apos;s data is base64 text</source>
        <translation>Die Daten von %1 sind Base64-Text</translation>
    </message>
    <message>
        <source>Code takes its JavaScript as text, as in Code(&apos;x = 1&apos;)</source>
        <translation>Code nimmt sein JavaScript als Text, etwa Code(&apos;x = 1&apos;)</translation>
    </message>
</context>
<context>
    <name>SizeReport</name>
    <message>
        <source>over 16 MiB</source>
        <translation>über 16 MiB</translation>
    </message>
    <message>
        <source>over 16 MiB at %1 of %2 %3</source>
        <translation>über 16 MiB bei %1 von %2 %3</translation>
    </message>
</context>
<context>
    <name>StrategyTip</name>
    <message>
        <source>Store this relationship as: %1</source>
        <translation>Diese Beziehung speichern als: %1</translation>
    </message>
    <message>
        <source>Takes out of the documents: %1</source>
        <translation>Entfernt aus den Dokumenten: %1</translation>
    </message>
</context>
<context>
    <name>StubItem</name>
    <message>
        <source>%1
Double-click to open a diagram that shows it.</source>
        <translation>%1
Doppelklick öffnet ein Diagramm, das es zeigt.</translation>
    </message>
</context>
<context>
    <name>TrafficLog</name>
    <message>
        <source>cannot open the file</source>
        <translation>die Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the file cannot be read to its end (%1): a truncated .gz?</source>
        <translation>die Datei lässt sich nicht bis zum Ende lesen (%1): eine abgeschnittene .gz-Datei?</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the first line is neither JSON nor a line of the text format: this is no MongoDB log</source>
        <translation>die erste Zeile ist weder JSON noch eine Zeile des Textformats: das ist kein MongoDB-Log</translation>
    </message>
    <message>
        <source>the file is one JSON document of more than 512 MiB: export one document a line (mongoexport&apos;s default) and it is read streaming</source>
        <translation>die Datei ist ein JSON-Dokument von mehr als 512 MiB: exportieren Sie ein Dokument je Zeile (Standard von mongoexport), dann wird sie im Strom gelesen</translation>
    </message>
    <message>
        <source>line %1, column %2: this is not JSON</source>
        <translation>Zeile %1, Spalte %2: das ist kein JSON</translation>
    </message>
</context>
<context>
    <name>TreeText</name>
    <message>
        <source>Children of the node</source>
        <translation>Kinder des Knotens</translation>
    </message>
    <message>
        <source>All descendants of the node</source>
        <translation>Alle Nachkommen des Knotens</translation>
    </message>
    <message>
        <source>Ancestors of the node, root first</source>
        <translation>Vorfahren des Knotens, Wurzel zuerst</translation>
    </message>
    <message>
        <source>The whole tree in display order</source>
        <translation>Der ganze Baum in Anzeigereihenfolge</translation>
    </message>
    <message>
        <source>Move a subtree under another node</source>
        <translation>Einen Teilbaum unter einen anderen Knoten verschieben</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Indizes</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>server version &quot;%1&quot; is not a version such as 7.0</source>
        <translation>die Serverversion „%1“ ist keine Version wie 7.0</translation>
    </message>
    <message>
        <source>database name &quot;%1&quot; is longer than 63 bytes</source>
        <translation>der Datenbankname „%1“ ist länger als 63 Bytes</translation>
    </message>
    <message>
        <source>database name &quot;%1&quot; contains a character MongoDB forbids (/\. &quot;$*&lt;&gt;:|? or NUL)</source>
        <translation>der Datenbankname „%1“ enthält ein Zeichen, das MongoDB verbietet (/\. &quot;$*&lt;&gt;:|? oder NUL)</translation>
    </message>
    <message>
        <source>the id is empty</source>
        <translation>die ID ist leer</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by %2</source>
        <translation>die ID „%1“ wird bereits von %2 verwendet</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; is already used by entity %2</source>
        <translation>der Name „%1“ wird bereits von Entität %2 verwendet</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>der Name ist leer</translation>
    </message>
    <message>
        <source>collection name &quot;%1&quot; must not contain &apos;$&apos;</source>
        <translation>der Collection-Name „%1“ darf kein &apos;$&apos; enthalten</translation>
    </message>
    <message>
        <source>collection name must not contain a NUL character</source>
        <translation>der Collection-Name darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>collection name &quot;%1&quot; must not start with &quot;system.&quot;, which MongoDB reserves</source>
        <translation>der Collection-Name „%1“ darf nicht mit &quot;system.&quot; beginnen; MongoDB reserviert dies</translation>
    </message>
    <message>
        <source>the namespace &quot;%1.%2&quot; is longer than 255 bytes</source>
        <translation>der Namensraum „%1.%2“ ist länger als 255 Bytes</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an embedded document type; collection options apply only to collections</source>
        <translation>„%1“ ist ein eingebetteter Dokumenttyp; Collection-Optionen gelten nur für Collections</translation>
    </message>
    <message>
        <source>the estimated count is negative</source>
        <translation>die geschätzte Anzahl ist negativ</translation>
    </message>
    <message>
        <source>the growth per month is negative</source>
        <translation>das Wachstum pro Monat ist negativ</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is tagged polymorphic but names no discriminator field</source>
        <translation>„%1“ ist als polymorph markiert, nennt aber kein Diskriminatorfeld</translation>
    </message>
    <message>
        <source>the discriminator &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>der Diskriminator „%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>the field name is empty</source>
        <translation>der Feldname ist leer</translation>
    </message>
    <message>
        <source>field name &quot;%1&quot; must not start with &apos;$&apos;</source>
        <translation>der Feldname „%1“ darf nicht mit &apos;$&apos; beginnen</translation>
    </message>
    <message>
        <source>field name &quot;%1&quot; must not contain &apos;.&apos;; nest a field instead</source>
        <translation>der Feldname „%1“ darf kein &apos;.&apos; enthalten; verschachteln Sie stattdessen ein Feld</translation>
    </message>
    <message>
        <source>field name must not contain a NUL character</source>
        <translation>der Feldname darf kein NUL-Zeichen enthalten</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; appears twice at this level</source>
        <translation>das Feld „%1“ kommt auf dieser Ebene zweimal vor</translation>
    </message>
    <message>
        <source>_id must not be an array</source>
        <translation>_id darf kein Array sein</translation>
    </message>
    <message>
        <source>_id should be the first field; MongoDB moves it there</source>
        <translation>_id sollte das erste Feld sein; MongoDB verschiebt es dorthin</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has nested fields, so its type must include object</source>
        <translation>„%1“ hat verschachtelte Felder, daher muss sein Typ object enthalten</translation>
    </message>
    <message>
        <source>the minimum %1 is above the maximum %2</source>
        <translation>das Minimum %1 liegt über dem Maximum %2</translation>
    </message>
    <message>
        <source>the minimum length is above the maximum length</source>
        <translation>die Mindestlänge liegt über der Höchstlänge</translation>
    </message>
    <message>
        <source>the minimum item count is above the maximum</source>
        <translation>die Mindestanzahl an Elementen liegt über der Höchstanzahl</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has item bounds but is not an array</source>
        <translation>„%1“ hat Elementgrenzen, ist aber kein Array</translation>
    </message>
    <message>
        <source>the pattern is not a valid regular expression: %1</source>
        <translation>das Muster ist kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>a capped collection needs a size in bytes above 0</source>
        <translation>eine Capped Collection braucht eine Größe in Bytes über 0</translation>
    </message>
    <message>
        <source>a collection cannot be both capped and a time series</source>
        <translation>eine Collection kann nicht zugleich capped und eine Zeitreihe sein</translation>
    </message>
    <message>
        <source>a time series needs a time field</source>
        <translation>eine Zeitreihe braucht ein Zeitfeld</translation>
    </message>
    <message>
        <source>the time field &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>das Zeitfeld „%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>expireAfterSeconds must not be negative</source>
        <translation>expireAfterSeconds darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the TTL field &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>das TTL-Feld „%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>the shard key has no fields</source>
        <translation>der Shard-Key hat keine Felder</translation>
    </message>
    <message>
        <source>a shard key field has no name</source>
        <translation>ein Feld des Shard-Keys hat keinen Namen</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an entity of this model</source>
        <translation>%1 „%2“ ist keine Entität dieses Modells</translation>
    </message>
    <message>
        <source>the &quot;one&quot; side</source>
        <translation>die „1“-Seite</translation>
    </message>
    <message>
        <source>the &quot;N&quot; side</source>
        <translation>die „N“-Seite</translation>
    </message>
    <message>
        <source>a tree encoding applies only to a relationship of an entity with itself</source>
        <translation>eine Baumkodierung gilt nur für eine Beziehung einer Entität zu sich selbst</translation>
    </message>
    <message>
        <source>a materialized path needs a delimiter</source>
        <translation>ein materialisierter Pfad braucht ein Trennzeichen</translation>
    </message>
    <message>
        <source>embed-subset needs subset options (k and sort field)</source>
        <translation>embed-subset braucht Subset-Optionen (k und Sortierfeld)</translation>
    </message>
    <message>
        <source>the subset size k must be at least 1</source>
        <translation>die Subset-Größe k muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>the read/write ratio must not be negative</source>
        <translation>das Lese-/Schreibverhältnis darf nicht negativ sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an embedded document type, but %2 needs a collection there: its documents must have their own _id</source>
        <translation>„%1“ ist ein eingebetteter Dokumenttyp, aber %2 braucht dort eine Collection: ihre Dokumente brauchen eine eigene _id</translation>
    </message>
    <message>
        <source>a DBRef style has no effect on embedding</source>
        <translation>der DBRef-Stil wirkt sich beim Einbetten nicht aus</translation>
    </message>
    <message>
        <source>the sort field &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>das Sortierfeld „%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>copies &quot;%1&quot;, which is not a field of &quot;%2&quot;</source>
        <translation>kopiert „%1“, das kein Feld von „%2“ ist</translation>
    </message>
    <message>
        <source>the minimum count must not be negative</source>
        <translation>die Mindestanzahl darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the typical count %1 is below the minimum %2</source>
        <translation>die typische Anzahl %1 liegt unter dem Minimum %2</translation>
    </message>
    <message>
        <source>the typical count %1 is above the maximum %2</source>
        <translation>die typische Anzahl %1 liegt über dem Maximum %2</translation>
    </message>
    <message>
        <source>a one-to-one relationship allows at most 1 child</source>
        <translation>eine 1:1-Beziehung erlaubt höchstens ein Kind</translation>
    </message>
    <message>
        <source>embedding here makes a cycle: &quot;%1&quot; would contain itself</source>
        <translation>Einbetten erzeugt hier einen Zyklus: „%1“ würde sich selbst enthalten</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>die Collection</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an embedded document type; indexes belong to collections</source>
        <translation>„%1“ ist ein eingebetteter Dokumenttyp; Indizes gehören zu Collections</translation>
    </message>
    <message>
        <source>the index has no keys</source>
        <translation>der Index hat keine Schlüssel</translation>
    </message>
    <message>
        <source>the key has no field</source>
        <translation>der Schlüssel hat kein Feld</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; appears twice in the keys</source>
        <translation>das Feld „%1“ kommt in den Schlüsseln zweimal vor</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid field path</source>
        <translation>„%1“ ist kein gültiger Feldpfad</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>„%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>an index may have only one hashed field</source>
        <translation>ein Index darf nur ein gehashtes Feld haben</translation>
    </message>
    <message>
        <source>a hashed index cannot be unique</source>
        <translation>ein gehashter Index kann nicht eindeutig sein</translation>
    </message>
    <message>
        <source>a TTL index must have a single field</source>
        <translation>ein TTL-Index muss genau ein Feld haben</translation>
    </message>
    <message>
        <source>MongoDB creates the _id index by itself</source>
        <translation>MongoDB legt den _id-Index selbst an</translation>
    </message>
    <message>
        <source>the index name &quot;%1&quot; is already used by %2</source>
        <translation>der Indexname „%1“ wird bereits von %2 verwendet</translation>
    </message>
    <message>
        <source>the same keys are already indexed by %1</source>
        <translation>dieselben Schlüssel sind bereits durch %1 indiziert</translation>
    </message>
    <message>
        <source>the access pattern has no name</source>
        <translation>das Zugriffsmuster hat keinen Namen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an embedded document type; queries run on collections</source>
        <translation>„%1“ ist ein eingebetteter Dokumenttyp; Abfragen laufen auf Collections</translation>
    </message>
    <message>
        <source>the frequency must not be negative</source>
        <translation>die Häufigkeit darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the field is empty</source>
        <translation>das Feld ist leer</translation>
    </message>
    <message>
        <source>the suppression names &quot;%1&quot;, which is not in this model</source>
        <translation>die Unterdrückung nennt „%1“, das nicht in diesem Modell ist</translation>
    </message>
    <message>
        <source>a position for &quot;%1&quot;, which is not an entity</source>
        <translation>eine Position für „%1“, das keine Entität ist</translation>
    </message>
    <message>
        <source>embedded documents are stored whole; the copy is ignored</source>
        <translation>eingebettete Dokumente werden vollständig gespeichert; die Kopie wird ignoriert</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; holds a control character; MongoDB takes it, but shells and tools show it badly</source>
        <translation>der Name „%1“ enthält ein Steuerzeichen; MongoDB nimmt es an, aber Shells und Werkzeuge zeigen es schlecht an</translation>
    </message>
    <message>
        <source>the key pattern is not a valid regular expression: %1</source>
        <translation>das Schlüsselmuster ist kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has a key pattern but is not a map</source>
        <translation>„%1“ hat ein Schlüsselmuster, ist aber keine Map</translation>
    </message>
    <message>
        <source>_id cannot be a map</source>
        <translation>_id kann keine Map sein</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>der Schlüssel „%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; of &quot;%2&quot; holds several values; a reference holds one</source>
        <translation>der Schlüssel „%1“ von „%2“ enthält mehrere Werte; eine Referenz enthält einen</translation>
    </message>
    <message>
        <source>the tree&apos;s field &quot;%1&quot; is not a top-level field name: no dot, no leading $</source>
        <translation>das Baumfeld „%1“ ist kein Feldname der obersten Ebene: kein Punkt, kein führendes $</translation>
    </message>
    <message>
        <source>a relationship of an entity with itself is a tree, which needs a tree encoding, or a graph, which is many-to-many and child-referencing</source>
        <translation>eine Beziehung einer Entität zu sich selbst ist ein Baum, der eine Baumkodierung braucht, oder ein Graph, der viele-zu-viele ist und Kindreferenzen nutzt</translation>
    </message>
    <message>
        <source>the query has no filter, sort or fields: it tells the advice nothing and the documentation leaves it out</source>
        <translation>die Abfrage hat weder Filter noch Sortierung noch Felder: sie sagt der Beratung nichts, und die Dokumentation lässt sie weg</translation>
    </message>
    <message>
        <source>the reference object &quot;%1&quot; is not a top-level field name: no dot, no leading $</source>
        <translation>das Referenzobjekt „%1“ ist kein Feldname der obersten Ebene: kein Punkt, kein führendes $</translation>
    </message>
    <message>
        <source>the deepest level of a tree must not be negative</source>
        <translation>die tiefste Ebene eines Baums darf nicht negativ sein</translation>
    </message>
    <message>
        <source>many-to-many: each &quot;%1&quot; document refers to several &quot;%2&quot; documents, but its field &quot;%3&quot; is declared as one value; make it an array</source>
        <translation>m:n: jedes „%1“-Dokument verweist auf mehrere „%2“-Dokumente, aber sein Feld „%3“ ist als ein einzelner Wert deklariert; machen Sie es zu einem Array</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an embedded document type: its documents have no _id of their own; refer to them by a key of theirs (a field unique across the documents that embed them) or make &quot;%1&quot; a collection</source>
        <translation>„%1“ ist ein eingebetteter Dokumenttyp: Seine Dokumente haben keine eigene _id; verweisen Sie über einen eigenen Schlüssel auf sie (ein Feld, das über alle einbettenden Dokumente eindeutig ist) oder machen Sie „%1“ zu einer Collection</translation>
    </message>
    <message>
        <source>%1 has no place for a copy into the %2 side: it is kept for a change back, not written</source>
        <translation>%1 hat keinen Platz für eine Kopie auf der %2-Seite: Sie bleibt für eine Rückkehr erhalten und wird nicht geschrieben</translation>
    </message>
    <message>
        <source>%1 is no date: only a date comes after or before another</source>
        <translation>%1 ist kein Datum: nur ein Datum kommt nach oder vor einem anderen</translation>
    </message>
    <message>
        <source>%1 is ordered by &quot;%2&quot;, which is neither a date of its document nor ENTITY.FIELD of a document it refers to</source>
        <translation>%1 richtet sich nach &quot;%2&quot;, das weder ein Datum seines Dokuments noch ENTITÄT.FELD eines Dokuments ist, auf das es verweist</translation>
    </message>
    <message>
        <source>%1 puts no reference into the child: the condition is kept for a change back, not used</source>
        <translation>%1 schreibt keine Referenz in das Kind: die Bedingung bleibt für einen Wechsel zurück erhalten, wird aber nicht verwendet</translation>
    </message>
    <message>
        <source>the reference is there only when %1 has certain values, so a child may lack it: allow a child without a parent</source>
        <translation>die Referenz steht nur da, wenn %1 bestimmte Werte hat, also kann sie einem Kind fehlen: ein Kind ohne Elternteil erlauben</translation>
    </message>
    <message>
        <source>the condition&apos;s field &quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>das Feld „%1“ der Bedingung ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>the condition&apos;s field &quot;%1&quot; holds no single value to compare</source>
        <translation>das Feld „%1“ der Bedingung enthält keinen einzelnen Wert zum Vergleichen</translation>
    </message>
    <message>
        <source>%1 is not one of the values &quot;%2&quot; allows</source>
        <translation>%1 ist keiner der Werte, die „%2“ erlaubt</translation>
    </message>
</context>
<context>
    <name>WrittenFieldRows</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Written by %1 (%2)</source>
        <translation>Geschrieben von %1 (%2)</translation>
    </message>
    <message>
        <source>; F2 renames it in the relationship</source>
        <translation>; F2 benennt es in der Beziehung um</translation>
    </message>
</context>
<context>
    <name>docmodel::AccessPatternInspector</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>What the application asks</source>
        <translation>Was die Anwendung abfragt</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>A read or a write</source>
        <translation>Ein Lese- oder ein Schreibzugriff</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>schreiben</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>Sortierung:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Projektion:</translation>
    </message>
    <message>
        <source>Returned fields, comma separated</source>
        <translation>Zurückgegebene Felder, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Updates:</source>
        <translation>Änderungen:</translation>
    </message>
    <message>
        <source>Fields a write changes, comma separated</source>
        <translation>Felder, die ein Schreibzugriff ändert, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Frequency:</source>
        <translation>Häufigkeit:</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>Notes on the query</source>
        <translation>Anmerkungen zur Abfrage</translation>
    </message>
    <message>
        <source>Edit Access Pattern</source>
        <translation>Zugriffsmuster bearbeiten</translation>
    </message>
    <message>
        <source>How often the application runs it</source>
        <translation>Wie oft die Anwendung sie ausführt</translation>
    </message>
    <message>
        <source>field:op, comma separated; op is eq (equality), in, range, prefix (prefix-regex) or elem (elem-match); a field alone is an equality</source>
        <translation>feld:op, durch Kommas getrennt; op ist eq (Gleichheit), in, range, prefix (Präfix-Regex) oder elem (elem-match); ein Feld allein ist eine Gleichheit</translation>
    </message>
    <message>
        <source>eventId:eq, status:in, date:range</source>
        <translation>eventId:eq, status:in, date:range</translation>
    </message>
    <message>
        <source>field:asc or field:desc (or 1, -1), comma separated</source>
        <translation>feld:asc oder feld:desc (oder 1, -1), durch Kommas getrennt</translation>
    </message>
    <message>
        <source>date:desc, name:asc</source>
        <translation>date:desc, name:asc</translation>
    </message>
    <message>
        <source>eq, in, range, prefix or elem</source>
        <translation>eq, in, range, prefix oder elem</translation>
    </message>
    <message>
        <source>asc or desc</source>
        <translation>asc oder desc</translation>
    </message>
</context>
<context>
    <name>docmodel::AdvisorDock</name>
    <message>
        <source>Errors (%1)</source>
        <translation>Fehler (%1)</translation>
    </message>
    <message>
        <source>Warnings (%1)</source>
        <translation>Warnungen (%1)</translation>
    </message>
    <message>
        <source>Suggestions (%1)</source>
        <translation>Vorschläge (%1)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; %1</source>
        <translation>&lt;i&gt;Abhilfe:&lt;/i&gt; %1</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Berater</translation>
    </message>
    <message>
        <source>Apply Recommendation</source>
        <translation>Empfehlung übernehmen</translation>
    </message>
    <message>
        <source>Suppress…</source>
        <translation>Unterdrücken…</translation>
    </message>
    <message>
        <source>Advisor findings</source>
        <translation>Befunde des Beraters</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Make the change the selected finding recommends (undoable)</source>
        <translation>Die Änderung vornehmen, die der gewählte Befund empfiehlt (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Hide the selected finding for this object, with a reason kept in the model file</source>
        <translation>Den gewählten Befund für dieses Objekt ausblenden, mit einer Begründung in der Modelldatei</translation>
    </message>
    <message>
        <source>Suppress Finding</source>
        <translation>Befund unterdrücken</translation>
    </message>
    <message>
        <source>Why does this finding not apply here?</source>
        <translation>Warum trifft dieser Befund hier nicht zu?</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Choose a finding to see why and what to do.</source>
        <translation>Einen Befund wählen, um Grund und Abhilfe zu sehen.</translation>
    </message>
    <message>
        <source>Suppress %1</source>
        <translation>%1 unterdrücken</translation>
    </message>
    <message>
        <source>Collection %1</source>
        <translation>Collection %1</translation>
    </message>
    <message>
        <source>Embedded type %1</source>
        <translation>Eingebetteter Typ %1</translation>
    </message>
    <message>
        <source>Relationship %1 → %2</source>
        <translation>Beziehung %1 → %2</translation>
    </message>
    <message>
        <source>Index %1</source>
        <translation>Index %1</translation>
    </message>
    <message>
        <source>Query &quot;%1&quot;</source>
        <translation>Abfrage „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n suppressed</source>
        <translation>
            <numerusform>%n unterdrückt</numerusform>
            <numerusform>%n unterdrückt</numerusform>
        </translation>
    </message>
    <message>
        <source>Model check</source>
        <translation>Modellprüfung</translation>
    </message>
    <message>
        <source>&lt;i&gt;Fix:&lt;/i&gt; the model is not consistent until this is corrected; scripts and Apply use it as it is.</source>
        <translation>&lt;i&gt;Abhilfe:&lt;/i&gt; Das Modell ist nicht konsistent, bis dies korrigiert ist; Skripte und „Auf Server anwenden“ verwenden es so, wie es ist.</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>Das Modell</translation>
    </message>
    <message>
        <source>check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>A model check: the model is not consistent in itself</source>
        <translation>Eine Modellprüfung: Das Modell ist in sich nicht konsistent</translation>
    </message>
    <message>
        <source>data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>The data check: the documents against the model&apos;s validator</source>
        <translation>Die Datenprüfung: die Dokumente gegen den Validator des Modells</translation>
    </message>
    <message>
        <source>%1 applied</source>
        <translation>%1 übernommen</translation>
    </message>
    <message>
        <source>Applied: Undo takes it back</source>
        <translation>Übernommen: Rückgängig nimmt es zurück</translation>
    </message>
    <message>
        <source>Applied. Undo takes it back.</source>
        <translation>Übernommen. Rückgängig nimmt es zurück.</translation>
    </message>
    <message>
        <source>Add Index %1</source>
        <translation>Index %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>docmodel::AllowedValuesDialog</name>
    <message>
        <source>Allowed Values of %1</source>
        <translation>Erlaubte Werte von %1</translation>
    </message>
    <message>
        <source>One value per row; double-click or F2 edits it. An empty list allows any value.</source>
        <translation>Ein Wert pro Zeile; Doppelklick oder F2 bearbeitet ihn. Eine leere Liste erlaubt jeden Wert.</translation>
    </message>
</context>
<context>
    <name>docmodel::ApplyDataSteps</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Data step</source>
        <translation>Datenschritt</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 (removes old data: runs only when “Also remove old data” is checked, after the new shape checked out)</source>
        <translation>%1 (entfernt alte Daten: läuft nur, wenn „Alte Daten auch entfernen“ angekreuzt ist, und erst nachdem die neue Form geprüft ist)</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <translation>Von Hand: %1</translation>
    </message>
    <message>
        <source>Show the chosen step&apos;s pipeline and a few documents before and after it (from the dry run)</source>
        <translation>Die Pipeline des gewählten Schritts und einige Dokumente vorher und nachher zeigen (aus dem Probelauf)</translation>
    </message>
    <message>
        <source>Run the destructive steps too, once the migrated collections pass the new model&apos;s validators</source>
        <translation>Auch die destruktiven Schritte ausführen, sobald die migrierten Collections die Validatoren des neuen Modells bestehen</translation>
    </message>
    <message>
        <source>Run the data steps on the server in batches; each batch is recorded, so a run that stops resumes where it stopped</source>
        <translation>Die Datenschritte in Stapeln auf dem Server ausführen; jeder Stapel wird festgehalten, sodass ein unterbrochener Lauf dort weitermacht, wo er aufgehört hat</translation>
    </message>
    <message>
        <source>Stop after the batch running now</source>
        <translation>Nach dem laufenden Stapel anhalten</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Read the server to try the data steps on its documents.</source>
        <translation>Den Server lesen, um die Datenschritte an seinen Dokumenten auszuprobieren.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Trying the data steps on %1…</source>
        <translation>Die Datenschritte werden an %1 ausprobiert …</translation>
    </message>
    <message>
        <source>Migrating the documents of %1…</source>
        <translation>Die Dokumente von %1 werden migriert …</translation>
    </message>
    <message numerus="yes">
        <source>done, %n batch(es)</source>
        <translation>
            <numerusform>erledigt, %n Stapel</numerusform>
            <numerusform>erledigt, %n Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>running: %n batch(es) done</source>
        <translation>
            <numerusform>läuft: %n Stapel erledigt</numerusform>
            <numerusform>läuft: %n Stapel erledigt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>documents the step reads → documents it writes</source>
        <translation>Dokumente, die der Schritt liest → Dokumente, die er schreibt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n batch(es)</source>
        <translation>
            <numerusform>%1, %n Stapel</numerusform>
            <numerusform>%1, %n Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; counts do not add up: %2</source>
        <translation>%1; die Zahlen gehen nicht auf: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Dry run: nothing was written. Choose a step and Show Documents to see a few documents before and after it.</source>
        <translation>Probelauf: nichts wurde geschrieben. Einen Schritt wählen und „Dokumente zeigen“, um einige Dokumente vorher und nachher zu sehen.</translation>
    </message>
    <message>
        <source>The documents are migrated.</source>
        <translation>Die Dokumente sind migriert.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 documents fail the new model.</source>
        <translation>%1: %2 von %3 Dokumenten passen nicht zum neuen Modell.</translation>
    </message>
    <message>
        <source>Cancelled: Migrate Documents goes on where it stopped.</source>
        <translation>Abgebrochen: „Dokumente migrieren“ macht dort weiter, wo es aufgehört hat.</translation>
    </message>
    <message>
        <source>The data steps could not be tried: %1</source>
        <translation>Die Datenschritte konnten nicht ausprobiert werden: %1</translation>
    </message>
    <message>
        <source>The migration stopped: %1. Migrate Documents goes on where it stopped.</source>
        <translation>Die Migration hat angehalten: %1. „Dokumente migrieren“ macht dort weiter, wo sie aufgehört hat.</translation>
    </message>
    <message>
        <source>// Choose a data step to see its pipeline and documents.</source>
        <translation>// Einen Datenschritt wählen, um seine Pipeline und Dokumente zu sehen.</translation>
    </message>
    <message>
        <source>// db.%1.drop()</source>
        <translation>// db.%1.drop()</translation>
    </message>
    <message>
        <source>// db.%1.aggregate(…), in batches by _id:</source>
        <translation>// db.%1.aggregate(…), in Stapeln nach _id:</translation>
    </message>
    <message>
        <source>// before</source>
        <translation>// vorher</translation>
    </message>
    <message>
        <source>// after</source>
        <translation>// nachher</translation>
    </message>
    <message>
        <source>Show Doc&amp;uments</source>
        <translation>Dok&amp;umente zeigen</translation>
    </message>
    <message>
        <source>Also remo&amp;ve old data</source>
        <translation>Alte Daten auch ent&amp;fernen</translation>
    </message>
    <message>
        <source>Mi&amp;grate Documents</source>
        <translation>Dokumente mi&amp;grieren</translation>
    </message>
    <message>
        <source>%1 → %2 removed</source>
        <translation>%1 → %2 entfernt</translation>
    </message>
    <message>
        <source>documents the step reads → documents it removes</source>
        <translation>Dokumente, die der Schritt liest → Dokumente, die er entfernt</translation>
    </message>
    <message>
        <source>// db.%1.deleteMany(…):</source>
        <translation>// db.%1.deleteMany(…):</translation>
    </message>
    <message>
        <source>Keep them: the drop waits</source>
        <translation>Behalten: das Löschen wartet</translation>
    </message>
    <message>
        <source>Move them to a collection</source>
        <translation>In eine Collection verschieben</translation>
    </message>
    <message>
        <source>Drop them with their collection</source>
        <translation>Mit ihrer Collection löschen</translation>
    </message>
    <message>
        <source>Children whose parent does not exist are not embedded; the dry run counts them. Their collection is dropped only when none are left or you choose here.</source>
        <translation>Kinder, deren Elternteil nicht existiert, werden nicht eingebettet; der Probelauf zählt sie. Ihre Collection wird nur gelöscht, wenn keine übrig sind oder Sie hier wählen.</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Collection for children without a parent</source>
        <translation>Collection für Kinder ohne Elternteil</translation>
    </message>
    <message>
        <source>C&amp;hildren without a parent:</source>
        <translation>Kinder o&amp;hne Elternteil:</translation>
    </message>
    <message>
        <source>%1_orphans</source>
        <translation>%1_orphans</translation>
    </message>
    <message>
        <source>Name the collection the children without a parent move to.</source>
        <translation>Nennen Sie die Collection, in die die Kinder ohne Elternteil verschoben werden.</translation>
    </message>
    <message>
        <source>Choose below what happens to the children without a parent.</source>
        <translation>Wählen Sie unten, was mit den Kindern ohne Elternteil geschieht.</translation>
    </message>
</context>
<context>
    <name>docmodel::ApplyDialog</name>
    <message>
        <source>&amp;Read Server</source>
        <translation>Server &amp;lesen</translation>
    </message>
    <message>
        <source>Show &amp;Command</source>
        <translation>&amp;Befehl anzeigen</translation>
    </message>
    <message>
        <source>C&amp;ontinue after a failed step</source>
        <translation>Nach fehlgeschlagenem Schritt &amp;fortfahren</translation>
    </message>
    <message>
        <source>&amp;Apply Checked Steps</source>
        <translation>Markierte Schritte &amp;anwenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Apply the Model to the Server</source>
        <translation>Das Modell auf den Server anwenden</translation>
    </message>
    <message>
        <source>Read the database&apos;s collections and indexes and compare them with the model</source>
        <translation>Die Collections und Indizes der Datenbank lesen und mit dem Modell vergleichen</translation>
    </message>
    <message>
        <source>Show the exact command the chosen step sends to the server</source>
        <translation>Den genauen Befehl anzeigen, den der gewählte Schritt an den Server sendet</translation>
    </message>
    <message>
        <source>Without this, the run stops at the first step that fails</source>
        <translation>Ohne diese Option hält der Lauf beim ersten fehlgeschlagenen Schritt an</translation>
    </message>
    <message>
        <source>Stop after the step running now</source>
        <translation>Nach dem gerade laufenden Schritt anhalten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>Read the server to compare the model with this database.</source>
        <translation>Lesen Sie den Server, um das Modell mit dieser Datenbank zu vergleichen.</translation>
    </message>
    <message>
        <source>The database could not be read: %1</source>
        <translation>Die Datenbank konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cancelled: the server was not read.</source>
        <translation>Abgebrochen: Der Server wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>Name the database to compare the model with, then Read Server.</source>
        <translation>Geben Sie die Datenbank an, mit der das Modell verglichen werden soll, und wählen Sie dann „Server lesen“.</translation>
    </message>
    <message>
        <source>Name the database to compare the model with.</source>
        <translation>Geben Sie die Datenbank an, mit der das Modell verglichen werden soll.</translation>
    </message>
    <message>
        <source>Reading the database %1 on the server…</source>
        <translation>Die Datenbank %1 auf dem Server wird gelesen…</translation>
    </message>
    <message>
        <source>The database already is as the model asks: nothing to apply.</source>
        <translation>Die Datenbank entspricht bereits dem Modell: Nichts anzuwenden.</translation>
    </message>
    <message>
        <source>cannot be applied here</source>
        <translation>kann hier nicht angewendet werden</translation>
    </message>
    <message>
        <source>An option fixed when the collection was created differs; the collection must be re-created by hand (with its data).</source>
        <translation>Eine beim Anlegen der Collection festgelegte Option weicht ab; die Collection muss von Hand (mit ihren Daten) neu angelegt werden.</translation>
    </message>
    <message>
        <source>Destructive: removes something from the server. Runs only when checked.</source>
        <translation>Destruktiv: entfernt etwas vom Server. Wird nur ausgeführt, wenn markiert.</translation>
    </message>
    <message>
        <source>Drop the collection %1 and all its documents?</source>
        <translation>Die Collection %1 und alle ihre Dokumente löschen?</translation>
    </message>
    <message>
        <source>Drop the index %1 of %2?</source>
        <translation>Den Index %1 von %2 löschen?</translation>
    </message>
    <message>
        <source>Destructive step</source>
        <translation>Destruktiver Schritt</translation>
    </message>
    <message>
        <source>%1

%2

This cannot be undone from DocModeler.</source>
        <translation>%1

%2

Dies kann in DocModeler nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>// Choose a step to see the command it sends.</source>
        <translation>// Wählen Sie einen Schritt, um den Befehl zu sehen, den er sendet.</translation>
    </message>
    <message>
        <source>// No command: this step cannot be applied by DocModeler.</source>
        <translation>// Kein Befehl: Dieser Schritt kann von DocModeler nicht angewendet werden.</translation>
    </message>
    <message>
        <source>Check at least one step to apply.</source>
        <translation>Markieren Sie mindestens einen Schritt zum Anwenden.</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>failed (code %1)</source>
        <translation>fehlgeschlagen (Code %1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not known: it may have run when the run ended; Read Server shows it</source>
        <translation>unbekannt: Der Schritt wurde beim Ende des Laufs möglicherweise ausgeführt; „Server lesen“ zeigt es</translation>
    </message>
    <message>
        <source>%1 done, %2 skipped, %3 failed, %4 not run.</source>
        <translation>%1 erledigt, %2 übersprungen, %3 fehlgeschlagen, %4 nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The run ended: %1</source>
        <translation>Der Lauf wurde beendet: %1</translation>
    </message>
    <message>
        <source>The connection to the server was lost.</source>
        <translation>Die Verbindung zum Server ist abgebrochen.</translation>
    </message>
    <message>
        <source>Read Server and apply again to finish: nothing that was done is repeated.</source>
        <translation>Lesen Sie den Server und wenden Sie erneut an, um abzuschließen: Bereits Erledigtes wird nicht wiederholt.</translation>
    </message>
    <message>
        <source>Read the server again to see what is left to apply</source>
        <translation>Den Server erneut lesen, um zu sehen, was noch anzuwenden ist</translation>
    </message>
    <message>
        <source>Run the checked steps on the server, in this order</source>
        <translation>Die markierten Schritte in dieser Reihenfolge auf dem Server ausführen</translation>
    </message>
    <message>
        <source>S&amp;hard collections</source>
        <translation>Collections s&amp;harden</translation>
    </message>
    <message>
        <source>On a mongos: shard each collection by the model&apos;s shard key (after an index that starts with the key)</source>
        <translation>Auf einem mongos: jede Collection nach dem Shard-Schlüssel des Modells sharden (nach einem Index, der mit dem Schlüssel beginnt)</translation>
    </message>
    <message>
        <source>No collection of the model has a shard key</source>
        <translation>Keine Collection des Modells hat einen Shard-Schlüssel</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), %1 checked. Destructive steps (in red) run only when checked.</source>
        <translation>
            <numerusform>%n Schritt, %1 markiert. Destruktive Schritte (rot) laufen nur, wenn markiert.</numerusform>
            <numerusform>%n Schritte, %1 markiert. Destruktive Schritte (rot) laufen nur, wenn markiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applying %n step(s) to %1…</source>
        <translation>
            <numerusform>%n Schritt wird auf %1 angewendet…</numerusform>
            <numerusform>%n Schritte werden auf %1 angewendet…</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Moderate (leave failing documents)</source>
        <translation>&amp;Moderat (abgelehnte Dokumente belassen)</translation>
    </message>
    <message>
        <source>&amp;Warn only</source>
        <translation>Nur &amp;warnen</translation>
    </message>
    <message>
        <source>validationLevel: moderate for the chosen validator step: documents that already fail it can still be updated; new and valid documents are checked</source>
        <translation>validationLevel: moderate für den gewählten Validator-Schritt: Dokumente, die ihn schon verletzen, können weiter geändert werden; neue und gültige Dokumente werden geprüft</translation>
    </message>
    <message>
        <source>validationAction: warn for the chosen validator step: failing writes are logged by the server, not refused</source>
        <translation>validationAction: warn für den gewählten Validator-Schritt: ungültige Schreibvorgänge protokolliert der Server, statt sie abzulehnen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Destructive: existing documents fail this validator, so writes to them would fail. Runs only when checked; Moderate or Warn make it safe for them.</source>
        <translation>Destruktiv: Vorhandene Dokumente verletzen diesen Validator, Schreibvorgänge auf sie würden fehlschlagen. Wird nur ausgeführt, wenn markiert; „Moderat“ oder „Nur warnen“ machen ihn für sie unschädlich.</translation>
    </message>
    <message>
        <source>Set a validator on %1 that existing documents fail? Writes to them will fail.</source>
        <translation>Einen Validator auf %1 setzen, den vorhandene Dokumente verletzen? Schreibvorgänge auf sie werden fehlschlagen.</translation>
    </message>
    <message>
        <source>The existing documents could not be checked (%1): check this step only if they may fail the validator.</source>
        <translation>Die vorhandenen Dokumente konnten nicht geprüft werden (%1): Markieren Sie diesen Schritt nur, wenn sie den Validator verletzen dürfen.</translation>
    </message>
    <message>
        <source>Change Validators</source>
        <translation>Validatoren ändern</translation>
    </message>
    <message>
        <source>These collections hold documents, and their validators change:

%1

Apply?</source>
        <translation>Diese Collections enthalten Dokumente, und ihre Validatoren ändern sich:

%1

Anwenden?</translation>
    </message>
    <message>
        <source>After the apply, %1: %2 (%3).</source>
        <translation>Nach dem Anwenden, %1: %2 (%3).</translation>
    </message>
    <message>
        <source>The server answered ok but did not keep the validator of %1: it does not keep validators, so the next Read Server lists them again (uncheck them there).</source>
        <translation>Der Server hat mit ok geantwortet, den Validator von %1 aber nicht behalten: Er behält keine Validatoren, daher listet das nächste „Server lesen“ sie erneut auf (dort abwählen).</translation>
    </message>
    <message numerus="yes">
        <source>Checking the documents already on the server against %n new validator(s) and unique index(es)…</source>
        <translation>
            <numerusform>Die bereits auf dem Server vorhandenen Dokumente werden gegen %n neuen Validator oder eindeutigen Index geprüft…</numerusform>
            <numerusform>Die bereits auf dem Server vorhandenen Dokumente werden gegen %n neue Validatoren und eindeutige Indizes geprüft…</numerusform>
        </translation>
    </message>
    <message>
        <source>Existing documents repeat this unique index&apos;s key: the server refuses to build it until the values differ. Runs only when checked.</source>
        <translation>Vorhandene Dokumente wiederholen den Schlüssel dieses eindeutigen Index: Der Server lehnt seinen Bau ab, bis die Werte verschieden sind. Läuft nur, wenn angehakt.</translation>
    </message>
    <message>
        <source>&amp;Guarantee (constraint)</source>
        <translation>&amp;Garantieren (constraint)</translation>
    </message>
    <message>
        <source>%1; the server will guarantee that every document keeps passing (validationLevel constraint)</source>
        <translation>%1; der Server wird garantieren, dass jedes Dokument weiter passt (validationLevel constraint)</translation>
    </message>
    <message>
        <source>The server is MongoDB %1; the level needs 9.0 or later.</source>
        <translation>Der Server ist MongoDB %1; die Stufe braucht 9.0 oder neuer.</translation>
    </message>
    <message>
        <source>(version unknown)</source>
        <translation>(Version unbekannt)</translation>
    </message>
    <message>
        <source>validationLevel: constraint for the chosen validator step (MongoDB 9.0): every existing document passes it, and the server guarantees that every document keeps matching it.</source>
        <translation>validationLevel: constraint für den gewählten Validator-Schritt (MongoDB 9.0): Jedes vorhandene Dokument erfüllt ihn, und der Server garantiert, dass jedes Dokument ihn weiter erfüllt.</translation>
    </message>
    <message>
        <source>Not offered: %1</source>
        <translation>Nicht angeboten: %1</translation>
    </message>
</context>
<context>
    <name>docmodel::CanvasEditor</name>
    <message>
        <source>Add Collection</source>
        <translation>Collection hinzufügen</translation>
    </message>
    <message>
        <source>Add Embedded Type</source>
        <translation>Eingebetteten Typ hinzufügen</translation>
    </message>
    <message>
        <source>Add Tree Relationship</source>
        <translation>Baumbeziehung hinzufügen</translation>
    </message>
    <message>
        <source>Connect Entities</source>
        <translation>Entitäten verbinden</translation>
    </message>
    <message>
        <source>Set Strategy to %1</source>
        <translation>Strategie auf %1 setzen</translation>
    </message>
    <message>
        <source>Set Cardinality to %1</source>
        <translation>Kardinalität auf %1 setzen</translation>
    </message>
    <message>
        <source>Rename Entity</source>
        <translation>Entität umbenennen</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Entity(s)</source>
        <translation>
            <numerusform>%n Entität einfügen</numerusform>
            <numerusform>%n Entitäten einfügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Lay Out All</source>
        <translation>Alles anordnen</translation>
    </message>
    <message>
        <source>Lay Out Selection</source>
        <translation>Auswahl anordnen</translation>
    </message>
    <message>
        <source>Merge %1 into %2</source>
        <translation>%1 mit %2 zusammenführen</translation>
    </message>
    <message>
        <source>Split %1 off %2</source>
        <translation>%1 von %2 abtrennen</translation>
    </message>
    <message numerus="yes">
        <source>Set Strategy to %1 (%n copied field(s) no longer written)</source>
        <translation>
            <numerusform>Strategie auf %1 setzen (%n kopiertes Feld wird nicht mehr geschrieben)</numerusform>
            <numerusform>Strategie auf %1 setzen (%n kopierte Felder werden nicht mehr geschrieben)</numerusform>
        </translation>
    </message>
    <message>
        <source>Make Room</source>
        <translation>Platz schaffen</translation>
    </message>
</context>
<context>
    <name>docmodel::CheckDataDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Check Data against the Model</source>
        <translation>Daten gegen das Modell prüfen</translation>
    </message>
    <message>
        <source>every document</source>
        <translation>jedes Dokument</translation>
    </message>
    <message>
        <source>random sample of </source>
        <translation>Zufallsstichprobe von </translation>
    </message>
    <message>
        <source>Documents per collection to read and check; a server that evaluates $jsonSchema counts every document itself</source>
        <translation>Dokumente je Collection, die gelesen und geprüft werden; ein Server, der $jsonSchema auswertet, zählt jedes Dokument selbst</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Choose a failing document to see its reasons as the server reports them.</source>
        <translation>Wählen Sie ein abgelehntes Dokument, um seine Gründe so zu sehen, wie der Server sie meldet.</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>Files and Dumps</source>
        <translation>Dateien und Dumps</translation>
    </message>
    <message>
        <source>Connected Server</source>
        <translation>Verbundener Server</translation>
    </message>
    <message>
        <source>not connected (File ▸ Connect to Server…)</source>
        <translation>nicht verbunden (Datei ▸ Mit Server verbinden …)</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Dokumente:</translation>
    </message>
    <message>
        <source>files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>Checking %1 (%2 of %3)…</source>
        <translation>%1 wird geprüft (%2 von %3) …</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>dem Server</translation>
    </message>
    <message>
        <source>The documents could not be checked: %1</source>
        <translation>Die Dokumente konnten nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Each collection of the model is checked against the validator its export writes.</source>
        <translation>Jede Collection des Modells wird gegen den Validator geprüft, den ihr Export schreibt.</translation>
    </message>
    <message>
        <source>Checking the documents of %1…</source>
        <translation>Die Dokumente von %1 werden geprüft …</translation>
    </message>
    <message>
        <source>Checking %1 (%2 %)…</source>
        <translation>%1 wird geprüft (%2 %) …</translation>
    </message>
    <message>
        <source>Reading the files…</source>
        <translation>Die Dateien werden gelesen …</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1 (Read from %2.)</source>
        <translation>%1 (Gelesen aus: %2.)</translation>
    </message>
</context>
<context>
    <name>docmodel::CollectionOptionsForm</name>
    <message>
        <source>Which writes the validator checks</source>
        <translation>Welche Schreibvorgänge der Validator prüft</translation>
    </message>
    <message>
        <source>strict: every insert and update</source>
        <translation>strict: jedes Einfügen und Ändern</translation>
    </message>
    <message>
        <source>moderate: not updates of documents that already fail</source>
        <translation>moderate: keine Änderungen an Dokumenten, die schon durchfallen</translation>
    </message>
    <message>
        <source>off: no validation</source>
        <translation>off: keine Validierung</translation>
    </message>
    <message>
        <source>Validation level:</source>
        <translation>Validierungsstufe:</translation>
    </message>
    <message>
        <source>What the server does with a write that fails the validator</source>
        <translation>Was der Server mit einem Schreibvorgang tut, den der Validator ablehnt</translation>
    </message>
    <message>
        <source>error: refuse the write</source>
        <translation>error: den Schreibvorgang ablehnen</translation>
    </message>
    <message>
        <source>warn: accept it and log a warning</source>
        <translation>warn: annehmen und eine Warnung protokollieren</translation>
    </message>
    <message>
        <source>Validation action:</source>
        <translation>Validierungsaktion:</translation>
    </message>
    <message>
        <source>Collation:</source>
        <translation>Kollation:</translation>
    </message>
    <message>
        <source>A locale such as en or de@collation=phonebook, or a collation document such as {&quot;locale&quot;: &quot;en&quot;, &quot;strength&quot;: 2}; empty for binary comparison</source>
        <translation>Ein Gebietsschema wie en oder de@collation=phonebook oder ein Kollationsdokument wie {&quot;locale&quot;: &quot;en&quot;, &quot;strength&quot;: 2}; leer für binären Vergleich</translation>
    </message>
    <message>
        <source>Shard key:</source>
        <translation>Shard-Schlüssel:</translation>
    </message>
    <message>
        <source>field:kind, comma separated; kind is asc or hashed; empty for an unsharded collection</source>
        <translation>feld:art, durch Kommas getrennt; art ist asc oder hashed; leer für eine nicht geshardete Collection</translation>
    </message>
    <message>
        <source>Unique shard key</source>
        <translation>Eindeutiger Shard-Schlüssel</translation>
    </message>
    <message>
        <source>The server refuses two documents with the same shard key</source>
        <translation>Der Server lehnt zwei Dokumente mit demselben Shard-Schlüssel ab</translation>
    </message>
    <message>
        <source>Time series</source>
        <translation>Zeitreihe</translation>
    </message>
    <message>
        <source>Measurements over time, stored by the server in buckets</source>
        <translation>Messwerte über die Zeit, vom Server in Buckets gespeichert</translation>
    </message>
    <message>
        <source>Time field:</source>
        <translation>Zeitfeld:</translation>
    </message>
    <message>
        <source>The date field each measurement has</source>
        <translation>Das Datumsfeld jedes Messwerts</translation>
    </message>
    <message>
        <source>Meta field:</source>
        <translation>Metafeld:</translation>
    </message>
    <message>
        <source>The field that names the series (a sensor, a user); empty for none</source>
        <translation>Das Feld, das die Reihe benennt (ein Sensor, ein Benutzer); leer für keines</translation>
    </message>
    <message>
        <source>How far apart the measurements of one series usually are</source>
        <translation>Wie weit die Messwerte einer Reihe gewöhnlich auseinanderliegen</translation>
    </message>
    <message>
        <source>Granularity:</source>
        <translation>Granularität:</translation>
    </message>
    <message>
        <source>Expire after:</source>
        <translation>Ablauf nach:</translation>
    </message>
    <message>
        <source>How long measurements are kept, e.g. 90d or 12h; empty to keep them</source>
        <translation>Wie lange Messwerte bleiben, z. B. 90d oder 12h; leer, um sie zu behalten</translation>
    </message>
    <message>
        <source>Capped collection</source>
        <translation>Begrenzte Collection (capped)</translation>
    </message>
    <message>
        <source>A fixed-size collection that overwrites its oldest documents when full</source>
        <translation>Eine Collection fester Größe, die ihre ältesten Dokumente überschreibt, wenn sie voll ist</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>The most bytes it holds, e.g. 16MiB or 1GB</source>
        <translation>Höchstens so viele Bytes, z. B. 16MiB oder 1GB</translation>
    </message>
    <message>
        <source>At most:</source>
        <translation>Höchstens:</translation>
    </message>
    <message>
        <source>The most documents it holds; empty for no limit</source>
        <translation>Höchstens so viele Dokumente; leer für keine Grenze</translation>
    </message>
    <message>
        <source>Expire documents (TTL)</source>
        <translation>Dokumente ablaufen lassen (TTL)</translation>
    </message>
    <message>
        <source>The server deletes each document a while after the date in a field</source>
        <translation>Der Server löscht jedes Dokument eine Weile nach dem Datum in einem Feld</translation>
    </message>
    <message>
        <source>Date field:</source>
        <translation>Datumsfeld:</translation>
    </message>
    <message>
        <source>The date the expiry counts from</source>
        <translation>Das Datum, ab dem der Ablauf zählt</translation>
    </message>
    <message>
        <source>How long after that date, e.g. 90d or 12h</source>
        <translation>Wie lange nach diesem Datum, z. B. 90d oder 12h</translation>
    </message>
    <message>
        <source>A time series collection takes no validator</source>
        <translation>Eine Zeitreihen-Collection nimmt keinen Validator an</translation>
    </message>
</context>
<context>
    <name>docmodel::ConnectDialog</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Remember password in the system keychain</source>
        <translation>Passwort im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>Use TLS</source>
        <translation>TLS verwenden</translation>
    </message>
    <message>
        <source>Allow invalid host names</source>
        <translation>Ungültige Hostnamen zulassen</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Connect to a Server</source>
        <translation>Mit einem Server verbinden</translation>
    </message>
    <message>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <source>Connections used before; passwords are never stored in this list</source>
        <translation>Bisher verwendete Verbindungen; Passwörter werden in dieser Liste nie gespeichert</translation>
    </message>
    <message>
        <source>A mongodb:// or mongodb+srv:// connection string</source>
        <translation>Eine Verbindungszeichenfolge mit mongodb:// oder mongodb+srv://</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Otherwise the password is kept in memory until DocModeler quits</source>
        <translation>Sonst wird das Passwort bis zum Beenden von DocModeler im Speicher gehalten</translation>
    </message>
    <message>
        <source>Advanced options</source>
        <translation>Erweiterte Optionen</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>&amp;Zuletzt verwendet:</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>User &amp;name:</source>
        <translation>Benutzer&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>Chosen by the server</source>
        <translation>Vom Server gewählt</translation>
    </message>
    <message>
        <source>admin, or the URI&apos;s database</source>
        <translation>admin oder die Datenbank der URI</translation>
    </message>
    <message>
        <source>⚠ The server&apos;s certificate is accepted whatever host name it names: anyone between you and the server can pretend to be it. Use this only to test.</source>
        <translation>⚠ Das Zertifikat des Servers wird unabhängig vom darin genannten Hostnamen akzeptiert: Jeder zwischen Ihnen und dem Server kann sich als dieser ausgeben. Verwenden Sie dies nur zum Testen.</translation>
    </message>
    <message>
        <source>How long to look for a server that can answer</source>
        <translation>Wie lange nach einem Server gesucht wird, der antworten kann</translation>
    </message>
    <message>
        <source>How long to wait for a connection to open</source>
        <translation>Wie lange auf den Aufbau einer Verbindung gewartet wird</translation>
    </message>
    <message>
        <source>How long to wait for an answer once a request is sent</source>
        <translation>Wie lange nach dem Senden einer Anfrage auf eine Antwort gewartet wird</translation>
    </message>
    <message>
        <source>&amp;Authentication database:</source>
        <translation>Authentifizierungs&amp;datenbank:</translation>
    </message>
    <message>
        <source>&amp;Mechanism:</source>
        <translation>&amp;Mechanismus:</translation>
    </message>
    <message>
        <source>CA &amp;file:</source>
        <translation>&amp;CA-Datei:</translation>
    </message>
    <message>
        <source>Certificate Authority File</source>
        <translation>Datei der Zertifizierungsstelle</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Client &amp;certificate:</source>
        <translation>Client-Zertifi&amp;kat:</translation>
    </message>
    <message>
        <source>Client Certificate and Key</source>
        <translation>Client-Zertifikat und Schlüssel</translation>
    </message>
    <message>
        <source>PEM files (*.pem);;All files (*)</source>
        <translation>PEM-Dateien (*.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A&amp;pp name:</source>
        <translation>App-Nam&amp;e:</translation>
    </message>
    <message>
        <source>Server &amp;selection timeout:</source>
        <translation>&amp;Serverauswahl-Zeitlimit:</translation>
    </message>
    <message>
        <source>C&amp;onnect timeout:</source>
        <translation>Ver&amp;bindungs-Zeitlimit:</translation>
    </message>
    <message>
        <source>S&amp;ocket timeout:</source>
        <translation>S&amp;ocket-Zeitlimit:</translation>
    </message>
    <message>
        <source>&amp;Read preference:</source>
        <translation>&amp;Lesepräferenz:</translation>
    </message>
    <message>
        <source>The password was moved from the URI into the password field, so the URI can be shown and remembered without it.</source>
        <translation>Das Passwort wurde aus der URI in das Passwortfeld verschoben, damit die URI ohne es angezeigt und gespeichert werden kann.</translation>
    </message>
    <message>
        <source>Stop &amp;Test</source>
        <translation>&amp;Test abbrechen</translation>
    </message>
    <message>
        <source>Asking %1…</source>
        <translation>%1 wird gefragt…</translation>
    </message>
    <message>
        <source>Connected to %1: MongoDB %2, %3, wire versions %4–%5.</source>
        <translation>Verbunden mit %1: MongoDB %2, %3, Wire-Versionen %4–%5.</translation>
    </message>
    <message>
        <source>Replica set %1 (%2).</source>
        <translation>Replica Set %1 (%2).</translation>
    </message>
    <message>
        <source>Test cancelled.</source>
        <translation>Test abgebrochen.</translation>
    </message>
    <message>
        <source>Enter the URI of a server, such as mongodb://127.0.0.1:27017.</source>
        <translation>Geben Sie die URI eines Servers ein, etwa mongodb://127.0.0.1:27017.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
</context>
<context>
    <name>docmodel::CopiesDialog</name>
    <message>
        <source>Copied Fields of %1 → %2</source>
        <translation>Kopierte Felder von %1 → %2</translation>
    </message>
    <message>
        <source>Source field</source>
        <translation>Quellfeld</translation>
    </message>
    <message>
        <source>Copied into</source>
        <translation>Kopiert in</translation>
    </message>
    <message>
        <source>Name of the copy</source>
        <translation>Name der Kopie</translation>
    </message>
    <message>
        <source>the children</source>
        <translation>die Kinder</translation>
    </message>
    <message>
        <source>the parent</source>
        <translation>den Elternteil</translation>
    </message>
    <message>
        <source>Empty: the source field&apos;s name</source>
        <translation>Leer: der Name des Quellfelds</translation>
    </message>
    <message>
        <source>Fields of one side repeated in the other, so that a read needs no second query. Into the children: each document of %1 holds a copy of a field of its parent in %2. Into the parent: each reference to a document of %1 carries a copy of its field.</source>
        <translation>Felder der einen Seite in der anderen wiederholt, damit ein Lesen keine zweite Abfrage braucht. In die Kinder: jedes Dokument von %1 hält eine Kopie eines Felds seines Elternteils in %2. In den Elternteil: jeder Verweis auf ein Dokument von %1 trägt eine Kopie seines Felds.</translation>
    </message>
</context>
<context>
    <name>docmodel::CredentialStore</name>
    <message>
        <source>the keychain is switched off</source>
        <translation>der Schlüsselbund ist ausgeschaltet</translation>
    </message>
    <message>
        <source>Remembered passwords are kept in the system keychain.</source>
        <translation>Gespeicherte Passwörter werden im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>No system keychain is available (%1): passwords are kept in memory for this session only.</source>
        <translation>Kein Schlüsselbund des Systems verfügbar (%1): Passwörter werden nur für diese Sitzung im Speicher gehalten.</translation>
    </message>
</context>
<context>
    <name>docmodel::DataController</name>
    <message>
        <source>&amp;Reverse-Engineer...</source>
        <translation>Rückwärts &amp;erschließen …</translation>
    </message>
    <message>
        <source>Infer a model, with its relationships, from mongoexport files, a mongodump folder or the connected server</source>
        <translation>Ein Modell mit seinen Beziehungen aus mongoexport-Dateien, einem mongodump-Ordner oder dem verbundenen Server ableiten</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Check &amp;Data...</source>
        <translation>&amp;Daten prüfen...</translation>
    </message>
    <message>
        <source>Count the documents, in files or on the connected server, that the model&apos;s validators would refuse, and why</source>
        <translation>Die Dokumente in Dateien oder auf dem verbundenen Server zählen, die die Validatoren des Modells ablehnen würden, und warum</translation>
    </message>
    <message>
        <source>Import &amp;Traffic...</source>
        <translation>&amp;Verkehr importieren...</translation>
    </message>
    <message>
        <source>Read servers&apos; logs, profiler output, $queryStats and $indexStats into access patterns with their observed frequencies, and the use of the indexes</source>
        <translation>Protokolle von Servern, Profiler-Ausgaben, $queryStats und $indexStats als Zugriffsmuster mit ihren beobachteten Häufigkeiten und die Nutzung der Indizes einlesen</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Inferred Entities</source>
        <translation>
            <numerusform>%n abgeleitete Entität hinzufügen</numerusform>
            <numerusform>%n abgeleitete Entitäten hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Traffic</source>
        <translation>Verkehr importieren</translation>
    </message>
    <message>
        <source>Add Index %1</source>
        <translation>Index %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramController</name>
    <message>
        <source>&amp;New Diagram from Selection…</source>
        <translation>&amp;Neues Diagramm aus Auswahl…</translation>
    </message>
    <message>
        <source>A subject area of the selected entities: a diagram of its own, the model unchanged</source>
        <translation>Ein Themenbereich aus den ausgewählten Entitäten: ein eigenes Diagramm, das Modell unverändert</translation>
    </message>
    <message>
        <source>Ctrl+Alt+N</source>
        <translation>Ctrl+Alt+N</translation>
    </message>
    <message>
        <source>Add &amp;Neighbours</source>
        <translation>&amp;Nachbarn hinzufügen</translation>
    </message>
    <message>
        <source>Add the entities one relationship away from the selection (or from the whole diagram) to this diagram</source>
        <translation>Die Entitäten, die eine Beziehung von der Auswahl (oder vom ganzen Diagramm) entfernt sind, diesem Diagramm hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+G</source>
        <translation>Ctrl+Alt+G</translation>
    </message>
    <message>
        <source>&amp;Show in Diagram…</source>
        <translation>In Diagramm &amp;zeigen…</translation>
    </message>
    <message>
        <source>Open another diagram that shows the selected entity</source>
        <translation>Ein anderes Diagramm öffnen, das die ausgewählte Entität zeigt</translation>
    </message>
    <message>
        <source>Ctrl+Alt+J</source>
        <translation>Ctrl+Alt+J</translation>
    </message>
    <message>
        <source>&amp;Rename Diagram…</source>
        <translation>Diagramm &amp;umbenennen…</translation>
    </message>
    <message>
        <source>Rename the subject area shown</source>
        <translation>Den gezeigten Themenbereich umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete Diagram</source>
        <translation>Diagramm &amp;löschen</translation>
    </message>
    <message>
        <source>Delete the subject area shown; its entities stay in the model</source>
        <translation>Den gezeigten Themenbereich löschen; seine Entitäten bleiben im Modell</translation>
    </message>
    <message>
        <source>&amp;Find Subject Areas</source>
        <translation>Themenbereiche &amp;finden</translation>
    </message>
    <message>
        <source>Divide the model into subject areas by its relationships (or its names), each laid out on its own</source>
        <translation>Das Modell nach seinen Beziehungen (oder Namen) in Themenbereiche teilen, jeden für sich angeordnet</translation>
    </message>
    <message>
        <source>Ne&amp;xt Diagram</source>
        <translation>Nä&amp;chstes Diagramm</translation>
    </message>
    <message>
        <source>Show the next diagram</source>
        <translation>Das nächste Diagramm zeigen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+PgDown</source>
        <translation>Ctrl+Alt+PgDown</translation>
    </message>
    <message>
        <source>&amp;Previous Diagram</source>
        <translation>&amp;Vorheriges Diagramm</translation>
    </message>
    <message>
        <source>Show the previous diagram</source>
        <translation>Das vorherige Diagramm zeigen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+PgUp</source>
        <translation>Ctrl+Alt+PgUp</translation>
    </message>
    <message>
        <source>New Diagram</source>
        <translation>Neues Diagramm</translation>
    </message>
    <message>
        <source>Name of the new diagram:</source>
        <translation>Name des neuen Diagramms:</translation>
    </message>
    <message>
        <source>A diagram named &quot;%1&quot; exists; choose another name.</source>
        <translation>Ein Diagramm namens „%1“ existiert; wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>New Diagram %1</source>
        <translation>Neues Diagramm %1</translation>
    </message>
    <message>
        <source>Add Neighbours</source>
        <translation>Nachbarn hinzufügen</translation>
    </message>
    <message>
        <source>No entity one relationship away is missing here.</source>
        <translation>Hier fehlt keine Entität, die eine Beziehung entfernt ist.</translation>
    </message>
    <message numerus="yes">
        <source>Add %n Neighbour(s)</source>
        <translation>
            <numerusform>%n Nachbarn hinzufügen</numerusform>
            <numerusform>%n Nachbarn hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename Diagram</source>
        <translation>Diagramm umbenennen</translation>
    </message>
    <message>
        <source>New name of &quot;%1&quot;:</source>
        <translation>Neuer Name von „%1“:</translation>
    </message>
    <message>
        <source>Rename Diagram %1</source>
        <translation>Diagramm %1 umbenennen</translation>
    </message>
    <message>
        <source>Delete Diagram %1</source>
        <translation>Diagramm %1 löschen</translation>
    </message>
    <message>
        <source>Finding subject areas and laying each out…</source>
        <translation>Themenbereiche werden gesucht und einzeln angeordnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Find Subject Areas</source>
        <translation>Themenbereiche finden</translation>
    </message>
    <message numerus="yes">
        <source>Find %n Subject Area(s)</source>
        <translation>
            <numerusform>%n Themenbereich finden</numerusform>
            <numerusform>%n Themenbereiche finden</numerusform>
        </translation>
    </message>
    <message>
        <source>Show in Diagram</source>
        <translation>In Diagramm zeigen</translation>
    </message>
    <message>
        <source>No other diagram shows this entity.</source>
        <translation>Kein anderes Diagramm zeigt diese Entität.</translation>
    </message>
    <message>
        <source>Diagrams that show it:</source>
        <translation>Diagramme, die sie zeigen:</translation>
    </message>
    <message>
        <source>Entities or relationships changed while the subject areas were being found; find them again.</source>
        <translation>Entitäten oder Beziehungen haben sich geändert, während die Themenbereiche gesucht wurden; suchen Sie sie erneut.</translation>
    </message>
    <message>
        <source>Show &amp;Every Entity</source>
        <translation>&amp;Jede Entität zeigen</translation>
    </message>
    <message>
        <source>Draw every entity of a very large model in All, instead of the overview of its subject areas</source>
        <translation>Jede Entität eines sehr großen Modells in „Alle“ zeichnen statt der Übersicht seiner Themenbereiche</translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramScene</name>
    <message numerus="yes">
        <source>Move %n Entity(s)</source>
        <translation>
            <numerusform>%n Entität verschieben</numerusform>
            <numerusform>%n Entitäten verschieben</numerusform>
        </translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>→ %1 (%2)</source>
        <translation>→ %1 (%2)</translation>
    </message>
    <message>
        <source>Entities in no area</source>
        <translation>Entitäten ohne Bereich</translation>
    </message>
    <message numerus="yes">
        <source>%n relationship(s) between %1 and %2</source>
        <translation>
            <numerusform>%n Beziehung zwischen %1 und %2</numerusform>
            <numerusform>%n Beziehungen zwischen %1 und %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::DiagramTabs</name>
    <message>
        <source>Diagrams</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>All (%1)</source>
        <translation>Alle (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Every entity of the model</source>
        <translation>Jede Entität des Modells</translation>
    </message>
    <message numerus="yes">
        <source>Subject area %1: %n entity(ies)</source>
        <translation>
            <numerusform>Themenbereich %1: %n Entität</numerusform>
            <numerusform>Themenbereich %1: %n Entitäten</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename Diagram…</source>
        <translation>Diagramm umbenennen…</translation>
    </message>
    <message>
        <source>Delete Diagram</source>
        <translation>Diagramm löschen</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentEditDialog</name>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Said by</source>
        <translation>Laut</translation>
    </message>
    <message>
        <source>&amp;Send…</source>
        <translation>&amp;Senden…</translation>
    </message>
    <message>
        <source>The document cannot be sent: %1.</source>
        <translation>Das Dokument kann nicht gesendet werden: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3.</source>
        <translation>Zeile %1, Spalte %2: %3.</translation>
    </message>
    <message>
        <source>the model</source>
        <translation>dem Modell</translation>
    </message>
    <message>
        <source>&amp;Send Anyway…</source>
        <translation>&amp;Trotzdem senden…</translation>
    </message>
    <message>
        <source>The model&apos;s validator of %1 cannot be checked: %2</source>
        <translation>Der Validator des Modells für %1 kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>The model sets no validator for %1: nothing to check before sending.</source>
        <translation>Das Modell setzt keinen Validator für %1: vor dem Senden gibt es nichts zu prüfen.</translation>
    </message>
    <message>
        <source>The document passes the model&apos;s validator of %1.</source>
        <translation>Das Dokument besteht den Validator des Modells für %1.</translation>
    </message>
    <message numerus="yes">
        <source>The document breaks %n rule(s) of the model&apos;s validator of %1 (marked in the text). It can still be sent: the server&apos;s validator has the last word.</source>
        <translation>
            <numerusform>Das Dokument verletzt %n Regel des Validators des Modells für %1 (im Text markiert). Es kann trotzdem gesendet werden: Der Validator des Servers hat das letzte Wort.</numerusform>
            <numerusform>Das Dokument verletzt %n Regeln des Validators des Modells für %1 (im Text markiert). Es kann trotzdem gesendet werden: Der Validator des Servers hat das letzte Wort.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Wird gesendet…</translation>
    </message>
    <message>
        <source>the server</source>
        <translation>dem Server</translation>
    </message>
    <message>
        <source>The server refused the document: %1</source>
        <translation>Der Server hat das Dokument abgelehnt: %1</translation>
    </message>
    <message>
        <source>(the document)</source>
        <translation>(das Dokument)</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentInputs</name>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Add &amp;Files...</source>
        <translation>&amp;Dateien hinzufügen...</translation>
    </message>
    <message>
        <source>Add F&amp;older...</source>
        <translation>&amp;Ordner hinzufügen...</translation>
    </message>
    <message>
        <source>Add Files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>mongoexport and mongodump files (%1);;All files (*)</source>
        <translation>mongoexport- und mongodump-Dateien (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add a Dump Folder</source>
        <translation>Einen Dump-Ordner hinzufügen</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentLinks</name>
    <message>
        <source>Open the document of %1 whose %2 is %3 (a reference guessed from the field&apos;s name). Click or press Return.</source>
        <translation>Das Dokument von %1 öffnen, dessen %2 gleich %3 ist (eine aus dem Feldnamen erratene Referenz). Klicken oder Eingabetaste drücken.</translation>
    </message>
    <message>
        <source>Open the document of %1 whose %2 is %3. Click or press Return.</source>
        <translation>Das Dokument von %1 öffnen, dessen %2 gleich %3 ist. Klicken oder Eingabetaste drücken.</translation>
    </message>
    <message>
        <source>&amp;Open %1 %2</source>
        <translation>%1 %2 ö&amp;ffnen</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentTableModel</name>
    <message>
        <source>This document has no %1.</source>
        <translation>Dieses Dokument hat kein %1.</translation>
    </message>
    <message>
        <source>%1 — double-click to open it here</source>
        <translation>%1 — Doppelklick öffnet es hier</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentTreeModel</name>
    <message>
        <source>document, %1 bytes</source>
        <translation>Dokument, %1 Bytes</translation>
    </message>
    <message>
        <source>Unfold to read the whole text, a line at a time.</source>
        <translation>Aufklappen, um den ganzen Text zeilenweise zu lesen.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>A reference: Ctrl+click, Return or the context menu opens the document it names.</source>
        <translation>Ein Verweis: Strg+Klick, Eingabe oder das Kontextmenü öffnet das Dokument, das er nennt.</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentViews</name>
    <message>
        <source>mongosh</source>
        <translation>mongosh</translation>
    </message>
    <message>
        <source>Relaxed Extended JSON</source>
        <translation>Relaxed Extended JSON</translation>
    </message>
    <message>
        <source>Canonical Extended JSON</source>
        <translation>Canonical Extended JSON</translation>
    </message>
    <message numerus="yes">
        <source>Copy %n Document(s) as %1</source>
        <translation>
            <numerusform>%n Dokument als %1 kopieren</numerusform>
            <numerusform>%n Dokumente als %1 kopieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy the Page as %1</source>
        <translation>Die Seite als %1 kopieren</translation>
    </message>
    <message>
        <source>&amp;Open in Place</source>
        <translation>Hier ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Follow Reference to %1</source>
        <translation>Verweis nach %1 &amp;folgen</translation>
    </message>
</context>
<context>
    <name>docmodel::DocumentWriter</name>
    <message>
        <source>&amp;Insert Document…</source>
        <translation>Dokument &amp;einfügen…</translation>
    </message>
    <message>
        <source>&amp;Edit Document…</source>
        <translation>Dokument &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Clone Document…</source>
        <translation>Dokument &amp;klonen…</translation>
    </message>
    <message>
        <source>&amp;Delete Documents…</source>
        <translation>Dokumente &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Undo Last Write</source>
        <translation>Letztes Schreiben &amp;rückgängig</translation>
    </message>
    <message>
        <source>Write a new document into this collection, checked against the model first</source>
        <translation>Ein neues Dokument in diese Collection schreiben, zuerst gegen das Modell geprüft</translation>
    </message>
    <message>
        <source>Change the chosen document as mongosh text, checked against the model first</source>
        <translation>Das gewählte Dokument als mongosh-Text ändern, zuerst gegen das Modell geprüft</translation>
    </message>
    <message>
        <source>Insert a copy of the chosen document, with a new _id</source>
        <translation>Eine Kopie des gewählten Dokuments mit neuer _id einfügen</translation>
    </message>
    <message>
        <source>Delete the chosen documents, after one confirmation</source>
        <translation>Die gewählten Dokumente nach einer Bestätigung löschen</translation>
    </message>
    <message>
        <source>Put back what the last write changed, while its page is on screen</source>
        <translation>Zurücksetzen, was das letzte Schreiben geändert hat, solange seine Seite angezeigt wird</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>What is sent:</source>
        <translation>Was gesendet wird:</translation>
    </message>
    <message>
        <source>Insert a Document into %1</source>
        <translation>Ein Dokument in %1 einfügen</translation>
    </message>
    <message>
        <source>Edit %1 in %2</source>
        <translation>%1 in %2 bearbeiten</translation>
    </message>
    <message>
        <source>Clone %1 in %2</source>
        <translation>%1 in %2 klonen</translation>
    </message>
    <message>
        <source>Insert a Document</source>
        <translation>Ein Dokument einfügen</translation>
    </message>
    <message>
        <source>Insert this document into %1.%2?</source>
        <translation>Dieses Dokument in %1.%2 einfügen?</translation>
    </message>
    <message>
        <source>an edit keeps the document&apos;s _id (%1); Clone makes a copy with another.</source>
        <translation>Eine Bearbeitung behält die _id des Dokuments (%1); Klonen macht eine Kopie mit einer anderen.</translation>
    </message>
    <message>
        <source>Replace a Document</source>
        <translation>Ein Dokument ersetzen</translation>
    </message>
    <message>
        <source>Replace the document %1 in %2.%3 with the one edited?</source>
        <translation>Das Dokument %1 in %2.%3 durch das bearbeitete ersetzen?</translation>
    </message>
    <message>
        <source>Delete Documents</source>
        <translation>Dokumente löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n document(s) from %1.%2? Undo Last Write can insert them again while this page is on screen.</source>
        <translation>
            <numerusform>%n Dokument aus %1.%2 löschen? „Letztes Schreiben rückgängig“ kann es wieder einfügen, solange diese Seite angezeigt wird.</numerusform>
            <numerusform>%n Dokumente aus %1.%2 löschen? „Letztes Schreiben rückgängig“ kann sie wieder einfügen, solange diese Seite angezeigt wird.</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo Last Write</source>
        <translation>Letztes Schreiben rückgängig</translation>
    </message>
    <message>
        <source>Undo the %1 in %2.%3?</source>
        <translation>%1 in %2.%3 rückgängig machen?</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>insert of %1</source>
        <translation>Einfügen von %1</translation>
    </message>
    <message>
        <source>edit of %1</source>
        <translation>Bearbeiten von %1</translation>
    </message>
    <message numerus="yes">
        <source>deletion of %n document(s)</source>
        <translation>
            <numerusform>Löschen von %n Dokument</numerusform>
            <numerusform>Löschen von %n Dokumenten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not a value in mongosh&apos;s syntax: %2</source>
        <translation>%1 ist kein Wert in der Syntax von mongosh: %2</translation>
    </message>
    <message>
        <source>Edit %1 of %2 in %3</source>
        <translation>%1 von %2 in %3 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>%n of the chosen documents show(s) no _id and stay(s).</source>
        <translation>
            <numerusform>%n der gewählten Dokumente zeigt keine _id und bleibt.</numerusform>
            <numerusform>%n der gewählten Dokumente zeigen keine _id und bleiben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The page shows a projection: run the query without one to edit whole documents</source>
        <translation>Die Seite zeigt eine Projektion: Führen Sie die Abfrage ohne sie aus, um ganze Dokumente zu bearbeiten</translation>
    </message>
    <message>
        <source>The page shows a projection: a document replaced with what is shown would lose the fields left out. Run the query without a projection to edit it.</source>
        <translation>Die Seite zeigt eine Projektion: Ein durch das Gezeigte ersetztes Dokument verlöre die ausgelassenen Felder. Führen Sie die Abfrage ohne Projektion aus, um es zu bearbeiten.</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n document(s) from %1.%2? The page shows a projection, so the deletion cannot be undone from here: the fields left out are not on screen to insert again.</source>
        <translation>
            <numerusform>%n Dokument aus %1.%2 löschen? Die Seite zeigt eine Projektion, daher kann das Löschen hier nicht rückgängig gemacht werden: Die ausgelassenen Felder sind nicht da, um sie wieder einzufügen.</numerusform>
            <numerusform>%n Dokumente aus %1.%2 löschen? Die Seite zeigt eine Projektion, daher kann das Löschen hier nicht rückgängig gemacht werden: Die ausgelassenen Felder sind nicht da, um sie wieder einzufügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>the document was changed or deleted since the page was read, and is left as it is now. Refresh the page (F5) and edit it again.</source>
        <translation>Das Dokument wurde geändert oder gelöscht, seit die Seite gelesen wurde, und bleibt, wie es jetzt ist. Laden Sie die Seite neu (F5) und bearbeiten Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>docmodel::EntityInspector</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>The collection name, or the name of the embedded document type</source>
        <translation>Der Collection-Name oder der Name des eingebetteten Dokumenttyps</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>A collection of its own, or a document type embedded in others</source>
        <translation>Eine eigene Collection oder ein in andere eingebetteter Dokumenttyp</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>embedded document</source>
        <translation>eingebettetes Dokument</translation>
    </message>
    <message>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <source>What the documents hold</source>
        <translation>Was die Dokumente enthalten</translation>
    </message>
    <message>
        <source>Estimated documents:</source>
        <translation>Geschätzte Dokumente:</translation>
    </message>
    <message>
        <source>How many documents the collection will hold</source>
        <translation>Wie viele Dokumente die Collection enthalten wird</translation>
    </message>
    <message>
        <source>Growth per month:</source>
        <translation>Wachstum pro Monat:</translation>
    </message>
    <message>
        <source>New documents per month</source>
        <translation>Neue Dokumente pro Monat</translation>
    </message>
    <message>
        <source>Patterns:</source>
        <translation>Muster:</translation>
    </message>
    <message>
        <source>Discriminator:</source>
        <translation>Diskriminator:</translation>
    </message>
    <message>
        <source>The type field of a polymorphic collection</source>
        <translation>Das Typfeld einer polymorphen Collection</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a field after the selected one</source>
        <translation>Ein Feld nach dem ausgewählten hinzufügen</translation>
    </message>
    <message>
        <source>Add Nested</source>
        <translation>Verschachtelt hinzufügen</translation>
    </message>
    <message>
        <source>Add a field inside the selected object field</source>
        <translation>Ein Feld im ausgewählten Objektfeld hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected field</source>
        <translation>Das ausgewählte Feld entfernen</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move the selected field up</source>
        <translation>Das ausgewählte Feld nach oben verschieben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Move the selected field down</source>
        <translation>Das ausgewählte Feld nach unten verschieben</translation>
    </message>
    <message>
        <source>Indexes (double-click to edit)</source>
        <translation>Indizes (Doppelklick zum Bearbeiten)</translation>
    </message>
    <message>
        <source>Access patterns (double-click to edit)</source>
        <translation>Zugriffsmuster (Doppelklick zum Bearbeiten)</translation>
    </message>
    <message>
        <source>Rename Entity</source>
        <translation>Entität umbenennen</translation>
    </message>
    <message>
        <source>Change Entity Kind</source>
        <translation>Art der Entität ändern</translation>
    </message>
    <message>
        <source>Edit Entity</source>
        <translation>Entität bearbeiten</translation>
    </message>
    <message>
        <source>Edit Patterns</source>
        <translation>Muster bearbeiten</translation>
    </message>
    <message>
        <source>Edit Field</source>
        <translation>Feld bearbeiten</translation>
    </message>
    <message>
        <source>Add Field</source>
        <translation>Feld hinzufügen</translation>
    </message>
    <message>
        <source>Remove Field</source>
        <translation>Feld entfernen</translation>
    </message>
    <message>
        <source>Move Field</source>
        <translation>Feld verschieben</translation>
    </message>
    <message>
        <source>Pattern tags, comma separated: bucket, computed, subset, outlier, polymorphic, attribute, gridfs-bucket, worker-queue, pre-aggregated, junction</source>
        <translation>Muster-Tags, durch Kommas getrennt: bucket, computed, subset, outlier, polymorphic, attribute, gridfs-bucket, worker-queue, pre-aggregated, junction</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Edit Collection Options</source>
        <translation>Collection-Optionen bearbeiten</translation>
    </message>
    <message>
        <source>Indexes &amp;&amp; Queries</source>
        <translation>Indizes &amp;&amp; Abfragen</translation>
    </message>
    <message>
        <source>Rename Field</source>
        <translation>Feld umbenennen</translation>
    </message>
</context>
<context>
    <name>docmodel::EntityTreeModel</name>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>embedded document</source>
        <translation>eingebettetes Dokument</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>docmodel::ExportController</name>
    <message>
        <source>Export &amp;Diagram...</source>
        <translation>&amp;Diagramm exportieren …</translation>
    </message>
    <message>
        <source>Save the diagram as a PNG, SVG or PDF file</source>
        <translation>Das Diagramm als PNG-, SVG- oder PDF-Datei speichern</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>E&amp;xport...</source>
        <translation>E&amp;xportieren...</translation>
    </message>
    <message>
        <source>Export a mongosh script, JSON Schema, Mermaid, TypeScript, Mongoose, Prisma or Pydantic types, or documentation, previewed first</source>
        <translation>Ein mongosh-Skript, JSON Schema, Mermaid, TypeScript-, Mongoose-, Prisma- oder Pydantic-Typen oder Dokumentation exportieren, zuerst in der Vorschau</translation>
    </message>
    <message>
        <source>Ctrl+Alt+E</source>
        <translation>Ctrl+Alt+E</translation>
    </message>
    <message>
        <source>A&amp;pply to Server...</source>
        <translation>&amp;Auf Server anwenden...</translation>
    </message>
    <message>
        <source>Compare the model with a database on the connected server and apply the differences, step by step</source>
        <translation>Das Modell mit einer Datenbank auf dem verbundenen Server vergleichen und die Unterschiede Schritt für Schritt anwenden</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Grafik (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Cannot export the diagram</source>
        <translation>Das Diagramm kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported the diagram to %1</source>
        <translation>Diagramm nach %1 exportiert</translation>
    </message>
    <message>
        <source>Apply to Server</source>
        <translation>Auf Server anwenden</translation>
    </message>
    <message>
        <source>Not connected to a server. Connect first (File ▸ Connect to Server…), then apply the model to one of its databases.</source>
        <translation>Nicht mit einem Server verbunden. Verbinden Sie sich zuerst (Datei ▸ Mit Server verbinden…) und wenden Sie das Modell dann auf eine seiner Datenbanken an.</translation>
    </message>
    <message>
        <source>Co&amp;nnect...</source>
        <translation>Ver&amp;binden...</translation>
    </message>
</context>
<context>
    <name>docmodel::ExportDialog</name>
    <message>
        <source>Shard the collections that have a shard key</source>
        <translation>Collections mit Shard-Key sharden</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>the shell&apos;s current database</source>
        <translation>die aktuelle Datenbank der Shell</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;Save As...</source>
        <translation>&amp;Speichern unter...</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Lines: %1, bytes: %2</source>
        <translation>Zeilen: %1, Bytes: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 files (*.%2);;All files (*)</source>
        <translation>%1-Dateien (*.%2);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The language the documentation is written in</source>
        <translation>Die Sprache, in der die Dokumentation geschrieben wird</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Warning: %1 cannot express %2</source>
        <translation>Warnung: %1 kann nicht ausdrücken: %2</translation>
    </message>
</context>
<context>
    <name>docmodel::FieldForm</name>
    <message>
        <source>Field name:</source>
        <translation>Feldname:</translation>
    </message>
    <message>
        <source>Must not start with $ or contain a dot</source>
        <translation>Darf nicht mit $ beginnen oder einen Punkt enthalten</translation>
    </message>
    <message>
        <source>A BSON type, or a union written as string | null; [string] or array&lt;string&gt; makes an array. Enter or leaving the box applies it.</source>
        <translation>Ein BSON-Typ oder eine Union, geschrieben als string | null; [string] oder array&lt;string&gt; ergibt ein Array. Enter oder das Verlassen des Felds übernimmt die Eingabe.</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Required</source>
        <translation>Erforderlich</translation>
    </message>
    <message>
        <source>Array of this type</source>
        <translation>Array dieses Typs</translation>
    </message>
    <message>
        <source>Map: keys are data, each value of this type</source>
        <translation>Map: Schlüssel sind Daten, jeder Wert von diesem Typ</translation>
    </message>
    <message>
        <source>An object whose keys are ids, dates or other data rather than names; the type, array and nested fields describe every value</source>
        <translation>Ein Objekt, dessen Schlüssel IDs, Daten oder andere Werte statt Namen sind; Typ, Array und verschachtelte Felder beschreiben jeden Wert</translation>
    </message>
    <message>
        <source>Key pattern:</source>
        <translation>Schlüsselmuster:</translation>
    </message>
    <message>
        <source>A regular expression every key of the map matches, e.g. ^[0-9a-f]{24}$; empty for any key</source>
        <translation>Ein regulärer Ausdruck, auf den jeder Schlüssel der Map passt, z. B. ^[0-9a-f]{24}$; leer für beliebige Schlüssel</translation>
    </message>
    <message>
        <source>Allowed values:</source>
        <translation>Erlaubte Werte:</translation>
    </message>
    <message>
        <source>Minimum:</source>
        <translation>Minimum:</translation>
    </message>
    <message>
        <source>Smallest allowed number</source>
        <translation>Kleinste erlaubte Zahl</translation>
    </message>
    <message>
        <source>Maximum:</source>
        <translation>Maximum:</translation>
    </message>
    <message>
        <source>Largest allowed number</source>
        <translation>Größte erlaubte Zahl</translation>
    </message>
    <message>
        <source>Pattern:</source>
        <translation>Muster:</translation>
    </message>
    <message>
        <source>A regular expression strings must match</source>
        <translation>Ein regulärer Ausdruck, dem Zeichenketten entsprechen müssen</translation>
    </message>
    <message>
        <source>Field description:</source>
        <translation>Feldbeschreibung:</translation>
    </message>
    <message>
        <source>What the field holds</source>
        <translation>Was das Feld enthält</translation>
    </message>
    <message>
        <source>What kind of value the preview invents</source>
        <translation>Welche Art von Wert die Vorschau erfindet</translation>
    </message>
    <message>
        <source>Sample values:</source>
        <translation>Beispielwerte:</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>Liste…</translation>
    </message>
    <message>
        <source>Edit the allowed values one per row</source>
        <translation>Die erlaubten Werte zeilenweise bearbeiten</translation>
    </message>
    <message>
        <source>Values separated by commas, e.g. new, done, archived; or a JSON array. Empty allows any value.</source>
        <translation>Werte durch Kommas getrennt, z. B. new, done, archived; oder ein JSON-Array. Leer erlaubt jeden Wert.</translation>
    </message>
    <message>
        <source>Default value:</source>
        <translation>Standardwert:</translation>
    </message>
    <message>
        <source>What a migration gives documents that lack the field, read by the field&apos;s type (e.g. 0, draft, or JSON); empty for none</source>
        <translation>Was eine Migration Dokumenten gibt, denen das Feld fehlt, gelesen nach dem Typ des Felds (z. B. 0, draft oder JSON); leer für keinen</translation>
    </message>
    <message>
        <source>Comes after:</source>
        <translation>Kommt nach:</translation>
    </message>
    <message>
        <source>For a date: the date it follows in sample documents, a field of this document (createdAt) or ENTITY.FIELD of the document it refers to (events.startsAt)</source>
        <translation>Für ein Datum: das Datum, dem es in Beispieldokumenten folgt, ein Feld dieses Dokuments (createdAt) oder ENTITÄT.FELD des Dokuments, auf das es verweist (events.startsAt)</translation>
    </message>
    <message>
        <source>e.g. events.startsAt</source>
        <translation>z. B. events.startsAt</translation>
    </message>
    <message>
        <source>Comes before:</source>
        <translation>Kommt vor:</translation>
    </message>
    <message>
        <source>For a date: the date it precedes in sample documents, a field of this document (endsAt) or ENTITY.FIELD of the document it refers to (events.startsAt)</source>
        <translation>Für ein Datum: das Datum, dem es in Beispieldokumenten vorausgeht, ein Feld dieses Dokuments (endsAt) oder ENTITÄT.FELD des Dokuments, auf das es verweist (events.startsAt)</translation>
    </message>
</context>
<context>
    <name>docmodel::FileController</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>Start a new, empty model</source>
        <translation>Ein neues, leeres Modell beginnen</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a model file</source>
        <translation>Eine Modelldatei öffnen</translation>
    </message>
    <message>
        <source>&amp;JSON Schema...</source>
        <translation>&amp;JSON Schema...</translation>
    </message>
    <message>
        <source>Create a model from a JSON Schema or a $jsonSchema validator</source>
        <translation>Ein Modell aus einem JSON Schema oder einem $jsonSchema-Validator erstellen</translation>
    </message>
    <message>
        <source>&amp;Prisma Schema...</source>
        <translation>&amp;Prisma-Schema...</translation>
    </message>
    <message>
        <source>Create a model from a Prisma schema for MongoDB: models, composite types, relations, enums and indexes</source>
        <translation>Ein Modell aus einem Prisma-Schema für MongoDB erstellen: Models, Composite Types, Relationen, Enums und Indizes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the model</source>
        <translation>Das Modell speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Save the model under a new name</source>
        <translation>Das Modell unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Reopen Last Model on Start</source>
        <translation>Letztes Modell beim Start öffnen</translation>
    </message>
    <message>
        <source>Open the model you worked on last when DocModeler starts</source>
        <translation>Beim Start von DocModeler das zuletzt bearbeitete Modell öffnen</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>Das Modell kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The model could not be opened. Nothing was changed.

%1</source>
        <translation>Das Modell konnte nicht geöffnet werden. Es wurde nichts geändert.

%1</translation>
    </message>
    <message>
        <source>an untitled model</source>
        <translation>einem unbenannten Modell</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>DocModeler did not close properly. Unsaved changes to %1 from %2 were kept.

Restore them?</source>
        <translation>DocModeler wurde nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an %1 vom %2 wurden aufbewahrt.

Wiederherstellen?</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>The recovery file cannot be read; it is kept for inspection.

%1</source>
        <translation>Die Wiederherstellungsdatei ist nicht lesbar; sie wird zur Prüfung aufbewahrt.

%1</translation>
    </message>
    <message>
        <source>Untitled model</source>
        <translation>Unbenanntes Modell</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>DocModeler models (%1)</source>
        <translation>DocModeler-Modelle (%1)</translation>
    </message>
    <message>
        <source>Import Prisma Schema</source>
        <translation>Prisma-Schema importieren</translation>
    </message>
    <message>
        <source>Import JSON Schema</source>
        <translation>JSON Schema importieren</translation>
    </message>
    <message>
        <source>Prisma schemas (*.prisma);;All files (*)</source>
        <translation>Prisma-Schemas (*.prisma);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>JSON Schemas (*.json);;All files (*)</source>
        <translation>JSON Schemas (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot import the schema</source>
        <translation>Das Schema lässt sich nicht importieren</translation>
    </message>
    <message>
        <source>%1 could not be imported. Nothing was changed.

%2</source>
        <translation>%1 konnte nicht importiert werden. Nichts wurde geändert.

%2</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>Das Modell kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save Model</source>
        <translation>Modell speichern</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The model &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Das Modell „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
</context>
<context>
    <name>docmodel::IndexInspector</name>
    <message>
        <source>Keys:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <source>field:kind, comma separated; kind is asc, desc, text, hashed, 2d, 2dsphere or wildcard</source>
        <translation>feld:art, durch Kommas getrennt; art ist asc, desc, text, hashed, 2d, 2dsphere oder wildcard</translation>
    </message>
    <message>
        <source>Index name:</source>
        <translation>Indexname:</translation>
    </message>
    <message>
        <source>Empty for MongoDB&apos;s default name</source>
        <translation>Leer für den Standardnamen von MongoDB</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Eindeutig</translation>
    </message>
    <message>
        <source>Sparse</source>
        <translation>Sparse</translation>
    </message>
    <message>
        <source>Hidden from the query planner</source>
        <translation>Vor dem Abfrageplaner verborgen</translation>
    </message>
    <message>
        <source>Expire after (s):</source>
        <translation>Ablauf nach (s):</translation>
    </message>
    <message>
        <source>TTL: seconds after the date in the field; empty for none</source>
        <translation>TTL: Sekunden nach dem Datum im Feld; leer für keinen</translation>
    </message>
    <message>
        <source>Partial filter:</source>
        <translation>Teilfilter:</translation>
    </message>
    <message>
        <source>A JSON filter document; empty for none</source>
        <translation>Ein JSON-Filterdokument; leer für keinen</translation>
    </message>
    <message>
        <source>Edit Index</source>
        <translation>Index bearbeiten</translation>
    </message>
    <message>
        <source>Proposed by the imported traffic (untick once reviewed)</source>
        <translation>Vom importierten Verkehr vorgeschlagen (nach Prüfung abwählen)</translation>
    </message>
    <message>
        <source>The index set of the imported traffic recommends this index; the scripts create it like any other</source>
        <translation>Die Indexauswahl des importierten Verkehrs empfiehlt diesen Index; die Skripte legen ihn an wie jeden anderen</translation>
    </message>
</context>
<context>
    <name>docmodel::InferDialog</name>
    <message>
        <source>&amp;Skip documents that cannot be read</source>
        <translation>Unlesbare Dokumente ü&amp;berspringen</translation>
    </message>
    <message>
        <source>&amp;Infer</source>
        <translation>&amp;Ableiten</translation>
    </message>
    <message>
        <source>&amp;Open Model</source>
        <translation>Modell ö&amp;ffnen</translation>
    </message>
    <message>
        <source>mongoexport files (JSON lines or a JSON array of Extended JSON) and mongodump folders or .bson files. Each file is a collection named after it; a dump&apos;s metadata gives indexes and options.</source>
        <translation>mongoexport-Dateien (JSON-Zeilen oder ein JSON-Array aus Extended JSON) und mongodump-Ordner oder .bson-Dateien. Jede Datei ist eine nach ihr benannte Collection; die Metadaten eines Dumps liefern Indizes und Optionen.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message numerus="yes">
        <source>Inferring %n collections...</source>
        <translation>
            <numerusform>Leite %n Collection ab...</numerusform>
            <numerusform>Leite %n Collections ab...</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading, %1 %</source>
        <translation>Liest, %1 %</translation>
    </message>
    <message>
        <source>Reading...</source>
        <translation>Liest...</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%n documents, %1</source>
        <translation>
            <numerusform>%n Dokument, %1</numerusform>
            <numerusform>%n Dokumente, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Abgebrochen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Inference stopped: %1
Tick &quot;Skip documents that cannot be read&quot; to go on past damaged documents.</source>
        <translation>Ableitung angehalten: %1
„Unlesbare Dokumente überspringen“ ankreuzen, um an beschädigten Dokumenten vorbei weiterzumachen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>A&amp;dd to Current Model</source>
        <translation>Zum aktuellen Modell &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Reverse-Engineer a Model</source>
        <translation>Modell rückwärts erschließen</translation>
    </message>
    <message>
        <source>&amp;Files and Dumps</source>
        <translation>&amp;Dateien und Dumps</translation>
    </message>
    <message>
        <source>Connected &amp;Server</source>
        <translation>Verbundener &amp;Server</translation>
    </message>
    <message>
        <source>Relationships found: tick those to add. The weak ones start unticked.</source>
        <translation>Gefundene Beziehungen: die hinzuzufügenden ankreuzen. Die schwachen sind anfangs nicht angekreuzt.</translation>
    </message>
    <message>
        <source>Inference stopped: %1</source>
        <translation>Ableitung abgebrochen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n entities, %1. Open the model to see it laid out; it is not saved yet.</source>
        <translation>
            <numerusform>Fertig: %n Entität, %1. Öffnen Sie das Modell, um es angeordnet zu sehen; es ist noch nicht gespeichert.</numerusform>
            <numerusform>Fertig: %n Entitäten, %1. Öffnen Sie das Modell, um es angeordnet zu sehen; es ist noch nicht gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n relationships found</source>
        <translation>
            <numerusform>%n Beziehung gefunden</numerusform>
            <numerusform>%n Beziehungen gefunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Inferring %n collections on the server...</source>
        <translation>
            <numerusform>Leite %n Collection auf dem Server ab …</numerusform>
            <numerusform>Leite %n Collections auf dem Server ab …</numerusform>
        </translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Sampling...</source>
        <translation>Stichprobe …</translation>
    </message>
    <message>
        <source>%1 of %2 documents</source>
        <translation>%1 von %2 Dokumenten</translation>
    </message>
    <message>
        <source>How many of a field&apos;s values must differ for it to count as a key others refer to. The evidence names the duplicates a nearly unique key has.</source>
        <translation>Wie viele Werte eines Felds sich unterscheiden müssen, damit es als Schlüssel gilt, auf den andere verweisen. Die Begründung nennt die Duplikate eines nahezu eindeutigen Schlüssels.</translation>
    </message>
    <message>
        <source>A &amp;key&apos;s values differ in at least</source>
        <translation>Die Werte eines &amp;Schlüssels unterscheiden sich in mindestens</translation>
    </message>
    <message>
        <source>of the documents read</source>
        <translation>der gelesenen Dokumente</translation>
    </message>
    <message>
        <source>Make the sample&apos;s e&amp;xtremes rules (longest array and string, least and greatest number)</source>
        <translation>E&amp;xtremwerte der Stichprobe zu Regeln machen (längstes Array und längste Zeichenkette, kleinste und größte Zahl)</translation>
    </message>
    <message>
        <source>Off: the validators allow longer arrays and strings and other numbers than the documents read hold; the ranges seen are kept as information. On: maxItems, maxLength, minimum and maximum from the documents read.</source>
        <translation>Aus: Die Validatoren erlauben längere Arrays und Zeichenketten und andere Zahlen, als die gelesenen Dokumente enthalten; die gesehenen Bereiche bleiben als Information erhalten. Ein: maxItems, maxLength, minimum und maximum aus den gelesenen Dokumenten.</translation>
    </message>
</context>
<context>
    <name>docmodel::InlineRenamer</name>
    <message>
        <source>Entity name</source>
        <translation>Name der Entität</translation>
    </message>
</context>
<context>
    <name>docmodel::InspectorPage</name>
    <message>
        <source>Character %1: &quot;%2&quot; names no field before its colon.</source>
        <translation>Zeichen %1: „%2“ nennt kein Feld vor seinem Doppelpunkt.</translation>
    </message>
    <message>
        <source>Character %1: &quot;%2&quot; is not understood; use %3.</source>
        <translation>Zeichen %1: „%2“ wird nicht verstanden; verwenden Sie %3.</translation>
    </message>
</context>
<context>
    <name>docmodel::LayoutRunner</name>
    <message>
        <source>The model changed while it was being laid out; lay it out again.</source>
        <translation>Das Modell hat sich während des Anordnens geändert; bitte erneut anordnen.</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveCompare</name>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>In the model</source>
        <translation>Im Modell</translation>
    </message>
    <message>
        <source>On the server</source>
        <translation>Auf dem Server</translation>
    </message>
    <message>
        <source>Model: the $jsonSchema the exports write</source>
        <translation>Modell: das $jsonSchema, das die Exporte schreiben</translation>
    </message>
    <message>
        <source>Server: the collection&apos;s validator</source>
        <translation>Server: der Validator der Collection</translation>
    </message>
    <message>
        <source>The open model has no collection named %1.</source>
        <translation>Das geöffnete Modell hat keine Collection namens %1.</translation>
    </message>
    <message>
        <source>Choose a collection that is also in the open model.</source>
        <translation>Eine Collection wählen, die auch im geöffneten Modell ist.</translation>
    </message>
    <message>
        <source>The model&apos;s collection %1 beside the server&apos;s %2.%1. Nothing is changed on either side.</source>
        <translation>Die Collection %1 des Modells neben %2.%1 auf dem Server. Auf keiner Seite wird etwas geändert.</translation>
    </message>
    <message>
        <source>waiting for the server&apos;s indexes…</source>
        <translation>warten auf die Indizes des Servers…</translation>
    </message>
    <message>
        <source>both, keys differ</source>
        <translation>beide, Schlüssel weichen ab</translation>
    </message>
    <message>
        <source>both, options differ</source>
        <translation>beide, Optionen weichen ab</translation>
    </message>
    <message>
        <source>both</source>
        <translation>beide</translation>
    </message>
    <message>
        <source>only in the model</source>
        <translation>nur im Modell</translation>
    </message>
    <message>
        <source>only on the server</source>
        <translation>nur auf dem Server</translation>
    </message>
    <message>
        <source>The _id index every collection has; a model lists it only to set its options.</source>
        <translation>Der _id-Index, den jede Collection hat; ein Modell führt ihn nur auf, um seine Optionen zu setzen.</translation>
    </message>
    <message>
        <source>strict (not set)</source>
        <translation>strict (nicht gesetzt)</translation>
    </message>
    <message>
        <source>error (not set)</source>
        <translation>error (nicht gesetzt)</translation>
    </message>
    <message>
        <source>// no validator on the server</source>
        <translation>// kein Validator auf dem Server</translation>
    </message>
    <message>
        <source>The server has no validator for this collection; the model has one.</source>
        <translation>Der Server hat keinen Validator für diese Collection; das Modell hat einen.</translation>
    </message>
    <message>
        <source>The validators are the same.</source>
        <translation>Die Validatoren sind gleich.</translation>
    </message>
    <message>
        <source>The validators differ.</source>
        <translation>Die Validatoren unterscheiden sich.</translation>
    </message>
    <message>
        <source>Level: %1 in the model, %2 on the server. Action: %3 in the model, %4 on the server.</source>
        <translation>Stufe: %1 im Modell, %2 auf dem Server. Aktion: %3 im Modell, %4 auf dem Server.</translation>
    </message>
    <message>
        <source>built in (_id)</source>
        <translation>eingebaut (_id)</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveConnection</name>
    <message>
        <source>Not connected: connect to a server first.</source>
        <translation>Nicht verbunden: Verbinden Sie sich zuerst mit einem Server.</translation>
    </message>
    <message>
        <source>The server did not answer within %1 s. It may be overloaded or unreachable; try again or reconnect.</source>
        <translation>Der Server hat nicht innerhalb von %1 s geantwortet. Er ist vielleicht überlastet oder nicht erreichbar; versuchen Sie es erneut oder verbinden Sie sich neu.</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveDataCheck</name>
    <message>
        <source>Check &amp;Documents</source>
        <translation>&amp;Dokumente prüfen</translation>
    </message>
    <message>
        <source>Count the documents the model&apos;s validator would refuse, and why</source>
        <translation>Die Dokumente zählen, die der Validator des Modells ablehnen würde, und warum</translation>
    </message>
    <message>
        <source>every document</source>
        <translation>jedes Dokument</translation>
    </message>
    <message>
        <source>sample of </source>
        <translation>Stichprobe von </translation>
    </message>
    <message>
        <source>Where the server cannot count with $jsonSchema, the documents are read and checked here: every one, or a random sample of this many</source>
        <translation>Wo der Server nicht mit $jsonSchema zählen kann, werden die Dokumente hier gelesen und geprüft: jedes oder eine Zufallsstichprobe dieser Größe</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>The documents could not be checked: %1</source>
        <translation>Die Dokumente konnten nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Check Documents counts the documents of %1 the model&apos;s validator would refuse.</source>
        <translation>„Dokumente prüfen“ zählt die Dokumente von %1, die der Validator des Modells ablehnen würde.</translation>
    </message>
    <message>
        <source>Checking the documents of %1…</source>
        <translation>Die Dokumente von %1 werden geprüft …</translation>
    </message>
    <message>
        <source>&amp;Cancel Check</source>
        <translation>Prüfung &amp;abbrechen</translation>
    </message>
    <message>
        <source>Nothing was checked.</source>
        <translation>Nichts wurde geprüft.</translation>
    </message>
    <message>
        <source>%1: %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveDetails</name>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Capped:</source>
        <translation>Capped:</translation>
    </message>
    <message>
        <source>Collation:</source>
        <translation>Kollation:</translation>
    </message>
    <message>
        <source>Time series:</source>
        <translation>Zeitreihe:</translation>
    </message>
    <message>
        <source>View on:</source>
        <translation>View auf:</translation>
    </message>
    <message>
        <source>Pipeline:</source>
        <translation>Pipeline:</translation>
    </message>
    <message>
        <source>Listed:</source>
        <translation>Aufgelistet:</translation>
    </message>
    <message>
        <source>Everything listCollections answered:</source>
        <translation>Alles, was listCollections geliefert hat:</translation>
    </message>
    <message>
        <source>Validation level:</source>
        <translation>Validierungsstufe:</translation>
    </message>
    <message>
        <source>Validation action:</source>
        <translation>Validierungsaktion:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Documents:</source>
        <translation>Dokumente:</translation>
    </message>
    <message>
        <source>Data size:</source>
        <translation>Datengröße:</translation>
    </message>
    <message>
        <source>Average document:</source>
        <translation>Durchschnittliches Dokument:</translation>
    </message>
    <message>
        <source>Storage size:</source>
        <translation>Speichergröße:</translation>
    </message>
    <message>
        <source>Total index size:</source>
        <translation>Gesamtgröße der Indizes:</translation>
    </message>
    <message>
        <source>Indexes:</source>
        <translation>Indizes:</translation>
    </message>
    <message>
        <source>Validator</source>
        <translation>Validator</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Indizes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiken</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>Explain</translation>
    </message>
    <message>
        <source>Compare with Model</source>
        <translation>Mit Modell vergleichen</translation>
    </message>
    <message>
        <source>Choose a collection in the tree.</source>
        <translation>Eine Collection im Baum wählen.</translation>
    </message>
    <message>
        <source>A view has no indexes or statistics of its own; see its source collection %1.</source>
        <translation>Ein View hat keine eigenen Indizes oder Statistiken; siehe seine Quell-Collection %1.</translation>
    </message>
    <message>
        <source>%1.%2 — %3</source>
        <translation>%1.%2 — %3</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>yes, %1, at most %2 documents</source>
        <translation>ja, %1, höchstens %2 Dokumente</translation>
    </message>
    <message>
        <source>any number of</source>
        <translation>beliebig viele</translation>
    </message>
    <message>
        <source>none (simple binary comparison)</source>
        <translation>keine (einfacher binärer Vergleich)</translation>
    </message>
    <message>
        <source>not a view</source>
        <translation>kein View</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>by the server</source>
        <translation>vom Server</translation>
    </message>
    <message>
        <source>not confirmed: the server could not list collections; the name comes from the open model</source>
        <translation>nicht bestätigt: Der Server konnte keine Collections auflisten; der Name stammt aus dem geöffneten Modell</translation>
    </message>
    <message>
        <source>// no options</source>
        <translation>// keine Optionen</translation>
    </message>
    <message>
        <source>not set (the server&apos;s default is strict)</source>
        <translation>nicht gesetzt (Standard des Servers ist strict)</translation>
    </message>
    <message>
        <source>not set (the server&apos;s default is error)</source>
        <translation>nicht gesetzt (Standard des Servers ist error)</translation>
    </message>
    <message>
        <source>// this collection has no validator</source>
        <translation>// diese Collection hat keinen Validator</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Aggregation</source>
        <translation>Aggregation</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveDock</name>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Co&amp;nnect to Server...</source>
        <translation>Mit Server &amp;verbinden...</translation>
    </message>
    <message>
        <source>&amp;Disconnect from Server</source>
        <translation>Vom Server &amp;trennen</translation>
    </message>
    <message>
        <source>Connect to a Server...</source>
        <translation>Mit einem Server verbinden...</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Erneut verbinden</translation>
    </message>
    <message>
        <source>Waiting for the server…</source>
        <translation>Warten auf den Server…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>Connect to a MongoDB server and explore it in the Live dock</source>
        <translation>Mit einem MongoDB-Server verbinden und ihn im Live-Dock erkunden</translation>
    </message>
    <message>
        <source>Close the connection to the server</source>
        <translation>Die Verbindung zum Server schließen</translation>
    </message>
    <message>
        <source>Stop waiting for the requests still running</source>
        <translation>Nicht länger auf die noch laufenden Anfragen warten</translation>
    </message>
    <message>
        <source>Not connected. Connect to a server to see its databases, collections, indexes and documents beside the model.</source>
        <translation>Nicht verbunden. Verbinden Sie sich mit einem Server, um seine Datenbanken, Collections, Indizes und Dokumente neben dem Modell zu sehen.</translation>
    </message>
    <message>
        <source>The password could not be stored in the system keychain; it is kept in memory for this session only.</source>
        <translation>Das Passwort konnte nicht im Schlüsselbund des Systems gespeichert werden; es wird nur für diese Sitzung im Speicher gehalten.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for the server (%n request(s))…</source>
        <translation>
            <numerusform>Warten auf den Server (%n Anfrage)…</numerusform>
            <numerusform>Warten auf den Server (%n Anfragen)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>Indizes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiken</translation>
    </message>
    <message>
        <source>The server is not answering. %1
The model and the rest of the workbench are not affected.</source>
        <translation>Der Server antwortet nicht. %1
Das Modell und der Rest der Werkbank sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Choose a collection in the tree.</source>
        <translation>Eine Collection im Baum wählen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Read the databases, the chosen collection&apos;s counts and indexes, and the page of documents again (%1)</source>
        <translation>Die Datenbanken, Anzahlen und Indizes der gewählten Collection und die Seite der Dokumente neu lesen (%1)</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveExplain</name>
    <message>
        <source>&amp;Explain the Query</source>
        <translation>Abfrage &amp;erklären</translation>
    </message>
    <message>
        <source>Ask the server how it would run the Documents tab&apos;s query</source>
        <translation>Den Server fragen, wie er die Abfrage des Reiters Dokumente ausführen würde</translation>
    </message>
    <message>
        <source>Winning stage: %1. Index: %2.</source>
        <translation>Stufe des gewählten Plans: %1. Index: %2.</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>The server did not explain the query.</source>
        <translation>Der Server hat die Abfrage nicht erklärt.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Explain shows the plan the server picks for the query of the Documents tab.</source>
        <translation>Explain zeigt den Plan, den der Server für die Abfrage des Reiters Dokumente wählt.</translation>
    </message>
    <message>
        <source>filter %1</source>
        <translation>Filter %1</translation>
    </message>
    <message>
        <source>sort %1</source>
        <translation>Sortierung %1</translation>
    </message>
    <message>
        <source>%1.%2: %3</source>
        <translation>%1.%2: %3</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Der Server wird gefragt…</translation>
    </message>
    <message>
        <source>Nothing was asked: the query does not parse.</source>
        <translation>Nichts wurde gefragt: Die Abfrage lässt sich nicht lesen.</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveIndexes</name>
    <message>
        <source>&amp;New Index…</source>
        <translation>&amp;Neuer Index…</translation>
    </message>
    <message>
        <source>&amp;Drop…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>&amp;Hide</source>
        <translation>&amp;Verbergen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>Nutzung</translation>
    </message>
    <message>
        <source>Create an index on this collection: the plan and, for a unique index, the count of repeated keys come first</source>
        <translation>Einen Index auf dieser Collection anlegen: Zuerst kommen der Plan und bei einem eindeutigen Index die Zählung wiederholter Schlüssel</translation>
    </message>
    <message>
        <source>Drop the chosen index, after its plan</source>
        <translation>Den gewählten Index löschen, nach seinem Plan</translation>
    </message>
    <message>
        <source>Hide the chosen index from the query planner (it is still maintained), or show it again; collMod, after its plan</source>
        <translation>Den gewählten Index vor dem Query-Planer verbergen (er wird weiter gepflegt) oder wieder zeigen; collMod, nach seinem Plan</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>%1 since %2</source>
        <translation>%1 seit %2</translation>
    </message>
    <message>
        <source>Un&amp;hide</source>
        <translation>Wieder &amp;zeigen</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveInferenceSource</name>
    <message>
        <source>&amp;Every document</source>
        <translation>&amp;Jedes Dokument</translation>
    </message>
    <message>
        <source> documents</source>
        <translation> Dokumente</translation>
    </message>
    <message>
        <source>Taken at random on the server ($sample): a large collection costs only this many.</source>
        <translation>Zufällig auf dem Server gezogen ($sample): Eine große Collection kostet nur so viele.</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>C&amp;ollections:</source>
        <translation>C&amp;ollections:</translation>
    </message>
    <message>
        <source>&amp;Sample per collection:</source>
        <translation>&amp;Stichprobe je Collection:</translation>
    </message>
    <message>
        <source>Co&amp;nnect to Server...</source>
        <translation>Mit Server &amp;verbinden …</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>Verbunden mit %1.</translation>
    </message>
    <message>
        <source>The server lists no collections in &quot;%1&quot;.</source>
        <translation>Der Server listet keine Collections in „%1“.</translation>
    </message>
    <message>
        <source>Not connected to a server.</source>
        <translation>Mit keinem Server verbunden.</translation>
    </message>
    <message>
        <source>Listing the databases of %1...</source>
        <translation>Liste die Datenbanken von %1 auf …</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveQuery</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Weiter ▶</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>How many documents each page reads from the server&apos;s cursor</source>
        <translation>Wie viele Dokumente jede Seite aus dem Cursor des Servers liest</translation>
    </message>
    <message>
        <source>mongosh</source>
        <translation>mongosh</translation>
    </message>
    <message>
        <source>Extended JSON, relaxed</source>
        <translation>Extended JSON, relaxed</translation>
    </message>
    <message>
        <source>Extended JSON, canonical</source>
        <translation>Extended JSON, canonical</translation>
    </message>
    <message>
        <source>Filter:</source>
        <translation>Filter:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Projektion:</translation>
    </message>
    <message>
        <source>Sort:</source>
        <translation>Sortierung:</translation>
    </message>
    <message>
        <source>Skip:</source>
        <translation>Überspringen:</translation>
    </message>
    <message>
        <source>Limit:</source>
        <translation>Limit:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Seitengröße:</translation>
    </message>
    <message>
        <source>The query was cancelled.</source>
        <translation>Die Abfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No documents match.</source>
        <translation>Keine Dokumente passen.</translation>
    </message>
    <message>
        <source>No more documents.</source>
        <translation>Keine weiteren Dokumente.</translation>
    </message>
    <message>
        <source>Filter, in the shell&apos;s syntax or as Extended JSON; empty matches every document</source>
        <translation>Filter in der Syntax der Shell oder als Extended JSON; leer passt auf jedes Dokument</translation>
    </message>
    <message>
        <source>Projection, in the shell&apos;s syntax or as Extended JSON; empty returns whole documents</source>
        <translation>Projektion in der Syntax der Shell oder als Extended JSON; leer liefert ganze Dokumente</translation>
    </message>
    <message>
        <source>Sort, in the shell&apos;s syntax or as Extended JSON; empty keeps the server&apos;s order</source>
        <translation>Sortierung in der Syntax der Shell oder als Extended JSON; leer behält die Reihenfolge des Servers</translation>
    </message>
    <message>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <source>%1.%2 %3</source>
        <translation>%1.%2 %3</translation>
    </message>
    <message>
        <source>There is no collection %1 in %2 to open.</source>
        <translation>In %2 gibt es keine Collection %1 zum Öffnen.</translation>
    </message>
    <message>
        <source>Back to the query a followed reference came from (%1)</source>
        <translation>Zurück zur Abfrage, von der eine verfolgte Referenz kam (%1)</translation>
    </message>
    <message>
        <source>Back to %1 (%2)</source>
        <translation>Zurück zu %1 (%2)</translation>
    </message>
    <message>
        <source>Forward again after Back (%1)</source>
        <translation>Nach Zurück wieder vorwärts (%1)</translation>
    </message>
    <message>
        <source>Forward to %1 (%2)</source>
        <translation>Vorwärts zu %1 (%2)</translation>
    </message>
    <message>
        <source>The syntax of the text view and of Copy</source>
        <translation>Die Syntax der Textansicht und von Kopieren</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Documents as collapsible trees, as a table with a column per field, or as text</source>
        <translation>Dokumente als aufklappbare Bäume, als Tabelle mit einer Spalte je Feld oder als Text</translation>
    </message>
    <message>
        <source>%1 The query was run again from document %2.</source>
        <translation>%1 Die Abfrage wurde ab Dokument %2 erneut ausgeführt.</translation>
    </message>
    <message>
        <source>The referenced document does not exist: %1 has no document matching %2.</source>
        <translation>Das referenzierte Dokument existiert nicht: %1 hat kein Dokument, das auf %2 passt.</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2 von %3</translation>
    </message>
    <message>
        <source>%1–%2 of about %3</source>
        <translation>%1–%2 von etwa %3</translation>
    </message>
    <message>
        <source>%1–%2 of … (counting)</source>
        <translation>%1–%2 von … (wird gezählt)</translation>
    </message>
    <message>
        <source>%1–%2, more on the server</source>
        <translation>%1–%2, weitere auf dem Server</translation>
    </message>
    <message>
        <source>// The text view shows %1 of these %2 documents (%3 of %4); the tree and the table show them all.

</source>
        <translation>// Die Textansicht zeigt %1 dieser %2 Dokumente (%3 von %4); Baum und Tabelle zeigen alle.

</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>This collection&apos;s favourite and recent queries (kept across sessions)</source>
        <translation>Favoriten und letzte Abfragen dieser Collection (über Sitzungen hinweg behalten)</translation>
    </message>
    <message>
        <source>Favourites</source>
        <translation>Favoriten</translation>
    </message>
    <message>
        <source>★ %1 — %2</source>
        <translation>★ %1 — %2</translation>
    </message>
    <message>
        <source>No queries run here yet</source>
        <translation>Hier wurde noch keine Abfrage ausgeführt</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Save as &amp;Favourite...</source>
        <translation>Als &amp;Favorit speichern...</translation>
    </message>
    <message>
        <source>Save as Favourite</source>
        <translation>Als Favorit speichern</translation>
    </message>
    <message>
        <source>A name for the query on screen in %1.%2:</source>
        <translation>Ein Name für die angezeigte Abfrage in %1.%2:</translation>
    </message>
    <message>
        <source>&amp;Clear Recent Queries</source>
        <translation>Letzte Abfragen &amp;löschen</translation>
    </message>
    <message>
        <source>find in %1: %2</source>
        <translation>find in %1: %2</translation>
    </message>
    <message>
        <source>From the explorer: %1.%2.find(%3)</source>
        <translation>Aus dem Explorer: %1.%2.find(%3)</translation>
    </message>
    <message>
        <source>Add to the Model as an &amp;Access Pattern</source>
        <translation>Dem Modell als &amp;Zugriffsmuster hinzufügen</translation>
    </message>
    <message>
        <source>The model&apos;s collection %1 gets this query as a declared access pattern</source>
        <translation>Die Collection %1 des Modells erhält diese Abfrage als deklariertes Zugriffsmuster</translation>
    </message>
    <message>
        <source>&amp;Write</source>
        <translation>&amp;Schreiben</translation>
    </message>
    <message>
        <source>Insert, edit, clone or delete documents, each checked against the model and confirmed</source>
        <translation>Dokumente einfügen, bearbeiten, klonen oder löschen, jeweils gegen das Modell geprüft und bestätigt</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Erledigt: %1.</translation>
    </message>
</context>
<context>
    <name>docmodel::LiveTree</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Server tree</source>
        <translation>Serverbaum</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>wird verbunden…</translation>
    </message>
    <message>
        <source>MongoDB %1 · %2</source>
        <translation>MongoDB %1 · %2</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
    <message>
        <source>Wire versions: %1–%2</source>
        <translation>Wire-Versionen: %1–%2</translation>
    </message>
    <message>
        <source>Primary: %1</source>
        <translation>Primary: %1</translation>
    </message>
    <message>
        <source>Members: %1</source>
        <translation>Mitglieder: %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>not confirmed by the server</source>
        <translation>vom Server nicht bestätigt</translation>
    </message>
    <message>
        <source>The server could not list its databases; this name comes from the connection string or the open model.</source>
        <translation>Der Server konnte seine Datenbanken nicht auflisten; dieser Name stammt aus der Verbindungszeichenfolge oder dem geöffneten Modell.</translation>
    </message>
    <message>
        <source>No databases listed</source>
        <translation>Keine Datenbanken aufgelistet</translation>
    </message>
    <message>
        <source>%1 in all databases</source>
        <translation>%1 in allen Datenbanken</translation>
    </message>
    <message>
        <source>Databases could not be listed</source>
        <translation>Datenbanken konnten nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>No collections</source>
        <translation>Keine Collections</translation>
    </message>
    <message>
        <source>Collections could not be listed</source>
        <translation>Collections konnten nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>capped</source>
        <translation>capped</translation>
    </message>
    <message>
        <source>validated</source>
        <translation>validiert</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>The server could not list its collections; this name comes from the open model and was not found listed.</source>
        <translation>Der Server konnte seine Collections nicht auflisten; dieser Name stammt aus dem geöffneten Modell und wurde in keiner Auflistung gefunden.</translation>
    </message>
</context>
<context>
    <name>docmodel::MainWindow</name>
    <message>
        <source>Entities</source>
        <translation>Entitäten</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Model is valid</source>
        <translation>Modell ist gültig</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s)</source>
        <translation>Fehler: %1, Warnungen: %2</translation>
    </message>
    <message>
        <source>Untitled model</source>
        <translation>Unbenanntes Modell</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>Zoom %1 %</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>No entity matches &quot;%1&quot;</source>
        <translation>Keine Entität passt zu „%1“</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>Treffer %1 von %2</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>Close DocModeler</source>
        <translation>DocModeler schließen</translation>
    </message>
    <message>
        <source>Undo the last edit</source>
        <translation>Die letzte Änderung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>Die zuletzt rückgängig gemachte Änderung wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected entities</source>
        <translation>Die ausgewählten Entitäten kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Paste copied entities</source>
        <translation>Kopierte Entitäten einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>Copy the selected entities and paste them at once</source>
        <translation>Die ausgewählten Entitäten kopieren und sofort einfügen</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the selection with everything that depends on it</source>
        <translation>Die Auswahl mit allem löschen, was von ihr abhängt</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>Select every entity and relationship</source>
        <translation>Alle Entitäten und Beziehungen auswählen</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>Umbe&amp;nennen</translation>
    </message>
    <message>
        <source>Rename the selected entity on the canvas</source>
        <translation>Die ausgewählte Entität im Diagramm umbenennen</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <source>Find an entity by name</source>
        <translation>Eine Entität nach Namen suchen</translation>
    </message>
    <message>
        <source>Add &amp;Collection</source>
        <translation>&amp;Collection hinzufügen</translation>
    </message>
    <message>
        <source>Add a collection to the diagram</source>
        <translation>Eine Collection zum Diagramm hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Add &amp;Embedded Type</source>
        <translation>&amp;Eingebetteten Typ hinzufügen</translation>
    </message>
    <message>
        <source>Add an embedded document type to the diagram</source>
        <translation>Einen eingebetteten Dokumenttyp zum Diagramm hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Add &amp;Tree Relationship</source>
        <translation>&amp;Baumbeziehung hinzufügen</translation>
    </message>
    <message>
        <source>Relate the selected entity to itself: a tree</source>
        <translation>Die ausgewählte Entität mit sich selbst verbinden: ein Baum</translation>
    </message>
    <message>
        <source>Store the selected relationship as: %1</source>
        <translation>Die ausgewählte Beziehung speichern als: %1</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Show the diagram larger</source>
        <translation>Das Diagramm größer anzeigen</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Show more of the diagram</source>
        <translation>Mehr vom Diagramm anzeigen</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show the whole diagram</source>
        <translation>Das ganze Diagramm anzeigen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Zoom to 100 %</source>
        <translation>Auf 100 % zoomen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show &amp;Grid</source>
        <translation>&amp;Raster anzeigen</translation>
    </message>
    <message>
        <source>Draw a grid behind the diagram</source>
        <translation>Ein Raster hinter dem Diagramm zeichnen</translation>
    </message>
    <message>
        <source>&amp;Snap to Grid</source>
        <translation>Am Raster &amp;ausrichten</translation>
    </message>
    <message>
        <source>Moved entities snap to the grid</source>
        <translation>Verschobene Entitäten rasten am Raster ein</translation>
    </message>
    <message>
        <source>&amp;Lay Out Selection</source>
        <translation>Auswahl &amp;anordnen</translation>
    </message>
    <message>
        <source>Arrange the selected entities again</source>
        <translation>Die ausgewählten Entitäten neu anordnen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>Lay Out A&amp;ll</source>
        <translation>A&amp;lles anordnen</translation>
    </message>
    <message>
        <source>&amp;About DocModeler</source>
        <translation>&amp;Über DocModeler</translation>
    </message>
    <message>
        <source>Version and licence</source>
        <translation>Version und Lizenz</translation>
    </message>
    <message>
        <source>About DocModeler</source>
        <translation>Über DocModeler</translation>
    </message>
    <message>
        <source>Find entity (Ctrl+F)</source>
        <translation>Entität suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Type a name and press Enter; Enter again finds the next match</source>
        <translation>Namen eingeben und Enter drücken; erneutes Enter findet den nächsten Treffer</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Modell</translation>
    </message>
    <message>
        <source>Relationship &amp;Strategy</source>
        <translation>Beziehungs&amp;strategie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Cardinality</source>
        <translation>Kardinalität</translation>
    </message>
    <message>
        <source>Add Collection Here</source>
        <translation>Collection hier hinzufügen</translation>
    </message>
    <message>
        <source>Add Embedded Type Here</source>
        <translation>Eingebetteten Typ hier hinzufügen</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Show or hide the sample documents of the selection</source>
        <translation>Die Beispieldokumente der Auswahl zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <source>Show or hide the advisor&apos;s findings</source>
        <translation>Die Befunde des Beraters zeigen oder verbergen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederherstellen</translation>
    </message>
    <message>
        <source>Show the advisor&apos;s findings</source>
        <translation>Die Befunde des Beraters zeigen</translation>
    </message>
    <message>
        <source>Click to list every problem in the advisor</source>
        <translation>Klicken, um alle Probleme im Berater aufzulisten</translation>
    </message>
    <message>
        <source>&lt;h3&gt;DocModeler %1&lt;/h3&gt;&lt;p&gt;A workbench for designing MongoDB schemas.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and the MongoDB C driver %3.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%4&quot;&gt;%4&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;h3&gt;DocModeler %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank für den Entwurf von MongoDB-Schemas.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder später.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2 und dem MongoDB-C-Treiber %3.&lt;/p&gt;&lt;p&gt;&lt;a href=&quot;%4&quot;&gt;%4&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Add &amp;Index</source>
        <translation>&amp;Index hinzufügen</translation>
    </message>
    <message>
        <source>Add an index to the selected collection</source>
        <translation>Der ausgewählten Collection einen Index hinzufügen</translation>
    </message>
    <message>
        <source>Ctrl+Alt+I</source>
        <translation>Ctrl+Alt+I</translation>
    </message>
    <message>
        <source>Declare a query or write on the selected collection</source>
        <translation>Eine Abfrage oder einen Schreibvorgang auf der ausgewählten Collection deklarieren</translation>
    </message>
    <message>
        <source>Ctrl+Alt+Q</source>
        <translation>Ctrl+Alt+Q</translation>
    </message>
    <message>
        <source>Add &amp;Access Pattern</source>
        <translation>&amp;Zugriffsmuster hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Relationship</source>
        <translation>&amp;Beziehung hinzufügen</translation>
    </message>
    <message>
        <source>Drag from one entity to another to add a relationship between them (not a connection to a server)</source>
        <translation>Von einer Entität zu einer anderen ziehen, um eine Beziehung zwischen ihnen hinzuzufügen (keine Verbindung zu einem Server)</translation>
    </message>
    <message>
        <source>Arrange the whole diagram by its relationships (Graphviz)</source>
        <translation>Das ganze Diagramm nach seinen Beziehungen anordnen (Graphviz)</translation>
    </message>
    <message>
        <source>Layout &amp;Engine</source>
        <translation>Layout-&amp;Verfahren</translation>
    </message>
    <message>
        <source>&amp;Hierarchy (dot)</source>
        <translation>&amp;Hierarchie (dot)</translation>
    </message>
    <message>
        <source>Parents left of their children, edges routed around the boxes</source>
        <translation>Eltern links ihrer Kinder, Kanten um die Kästen herum geführt</translation>
    </message>
    <message>
        <source>&amp;Network (neato)</source>
        <translation>&amp;Netz (neato)</translation>
    </message>
    <message>
        <source>Related entities close together, for models without a clear hierarchy</source>
        <translation>Verbundene Entitäten nah beieinander, für Modelle ohne klare Hierarchie</translation>
    </message>
    <message>
        <source>&amp;Force-Directed (fdp)</source>
        <translation>&amp;Kräftebasiert (fdp)</translation>
    </message>
    <message>
        <source>Clusters of related entities pulled apart from each other</source>
        <translation>Gruppen verbundener Entitäten voneinander abgesetzt</translation>
    </message>
    <message>
        <source>Laying out the diagram…</source>
        <translation>Das Diagramm wird angeordnet …</translation>
    </message>
    <message>
        <source>Laying out the diagram with Graphviz…</source>
        <translation>Das Diagramm wird mit Graphviz angeordnet …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Lay Out</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <source>Laid out.</source>
        <translation>Angeordnet.</translation>
    </message>
    <message>
        <source>Layout cancelled.</source>
        <translation>Anordnen abgebrochen.</translation>
    </message>
    <message>
        <source>The model cannot be changed that way: %1.</source>
        <translation>Das Modell lässt sich so nicht ändern: %1.</translation>
    </message>
    <message>
        <source>Merge Into</source>
        <translation>Zusammenführen mit</translation>
    </message>
    <message>
        <source>Merge Collections</source>
        <translation>Collections zusammenführen</translation>
    </message>
    <message>
        <source>Split Off Fields…</source>
        <translation>Felder abtrennen …</translation>
    </message>
    <message>
        <source>Split Off Fields</source>
        <translation>Felder abtrennen</translation>
    </message>
    <message>
        <source>Split Off Kind</source>
        <translation>Art abtrennen</translation>
    </message>
    <message>
        <source>Name a discriminator field with the kinds as its allowed values first.</source>
        <translation>Zuerst ein Unterscheidungsfeld mit den Arten als erlaubten Werten nennen.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;Diagram</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <source>Laying out part %1 of %2 with Graphviz…</source>
        <translation>Teil %1 von %2 wird mit Graphviz angeordnet…</translation>
    </message>
</context>
<context>
    <name>docmodel::Minimap</name>
    <message>
        <source>Overview: click or drag to move the visible part</source>
        <translation>Übersicht: klicken oder ziehen, um den sichtbaren Ausschnitt zu verschieben</translation>
    </message>
</context>
<context>
    <name>docmodel::ModelDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>docmodel::ModelInspector</name>
    <message>
        <source>Model name:</source>
        <translation>Modellname:</translation>
    </message>
    <message>
        <source>The name of this model</source>
        <translation>Der Name dieses Modells</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <source>The database the scripts create the collections in</source>
        <translation>Die Datenbank, in der die Skripte die Collections anlegen</translation>
    </message>
    <message>
        <source>Server version:</source>
        <translation>Serverversion:</translation>
    </message>
    <message>
        <source>The MongoDB version the model targets, e.g. 7.0</source>
        <translation>Die MongoDB-Version, für die das Modell gedacht ist, z. B. 7.0</translation>
    </message>
    <message>
        <source>Free notes about the model</source>
        <translation>Freie Notizen zum Modell</translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation>Notizen:</translation>
    </message>
</context>
<context>
    <name>docmodel::NewIndexDialog</name>
    <message>
        <source>&amp;Unique: no two documents may have the same key</source>
        <translation>&amp;Eindeutig: keine zwei Dokumente dürfen denselben Schlüssel haben</translation>
    </message>
    <message>
        <source>New Index on %1</source>
        <translation>Neuer Index auf %1</translation>
    </message>
    <message>
        <source>Each key 1 (ascending), -1 (descending), &quot;text&quot;, &quot;hashed&quot;, &quot;2d&quot; or &quot;2dsphere&quot;; &quot;$**&quot; for a wildcard index</source>
        <translation>Jeder Schlüssel 1 (aufsteigend), -1 (absteigend), &quot;text&quot;, &quot;hashed&quot;, &quot;2d&quot; oder &quot;2dsphere&quot;; &quot;$**&quot; für einen Wildcard-Index</translation>
    </message>
    <message>
        <source>&amp;Plan…</source>
        <translation>&amp;Plan…</translation>
    </message>
    <message>
        <source>Show what will be sent, with the duplicate count of a unique key, before anything changes</source>
        <translation>Zeigen, was gesendet wird, mit der Duplikatzählung eines eindeutigen Schlüssels, bevor sich etwas ändert</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>Vorgabe: %1</translation>
    </message>
    <message>
        <source>default: from the keys</source>
        <translation>Vorgabe: aus den Schlüsseln</translation>
    </message>
</context>
<context>
    <name>docmodel::PipelineEditor</name>
    <message>
        <source>&amp;Add Stage</source>
        <translation>Stufe &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Preview Again</source>
        <translation>Vorschau &amp;erneuern</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>A new stage at the end of the pipeline</source>
        <translation>Eine neue Stufe am Ende der Pipeline</translation>
    </message>
    <message>
        <source> documents</source>
        <translation> Dokumente</translation>
    </message>
    <message>
        <source>How many documents each stage&apos;s preview shows</source>
        <translation>Wie viele Dokumente die Vorschau jeder Stufe zeigt</translation>
    </message>
    <message>
        <source>Read every stage&apos;s first documents from the server again (F5)</source>
        <translation>Die ersten Dokumente jeder Stufe erneut vom Server lesen (F5)</translation>
    </message>
    <message>
        <source>Stop the previews still running</source>
        <translation>Die noch laufenden Vorschauen anhalten</translation>
    </message>
    <message>
        <source>Copy the pipeline as mongosh runs it: db.getCollection(…).aggregate([…])</source>
        <translation>Die Pipeline so kopieren, wie mongosh sie ausführt: db.getCollection(…).aggregate([…])</translation>
    </message>
    <message>
        <source>Pre&amp;view:</source>
        <translation>&amp;Vorschau:</translation>
    </message>
    <message>
        <source>The pipeline is on the clipboard as mongosh runs it.</source>
        <translation>Die Pipeline liegt so in der Zwischenablage, wie mongosh sie ausführt.</translation>
    </message>
    <message>
        <source>Added to the model as an access pattern of %1 (Edit ▸ Undo takes it back).</source>
        <translation>Dem Modell als Zugriffsmuster von %1 hinzugefügt (Bearbeiten ▸ Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>Off: the pipeline goes on without this stage</source>
        <translation>Aus: Die Pipeline läuft ohne diese Stufe weiter</translation>
    </message>
    <message>
        <source>Waits for stage %1</source>
        <translation>Wartet auf Stufe %1</translation>
    </message>
    <message>
        <source>Does not read</source>
        <translation>Nicht lesbar</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3.</source>
        <translation>Zeile %1, Spalte %2: %3.</translation>
    </message>
    <message>
        <source>Empty: type a stage, as {$match: {…}}</source>
        <translation>Leer: Geben Sie eine Stufe ein, etwa {$match: {…}}</translation>
    </message>
    <message>
        <source>Not previewed: %1 writes to a collection. Copy the pipeline and run it in mongosh to write.</source>
        <translation>Keine Vorschau: %1 schreibt in eine Collection. Kopieren Sie die Pipeline und führen Sie sie in mongosh aus, um zu schreiben.</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Wird gelesen…</translation>
    </message>
    <message>
        <source>No documents come out of this stage</source>
        <translation>Aus dieser Stufe kommen keine Dokumente</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s): all this stage gives</source>
        <translation>
            <numerusform>%n Dokument: alles, was diese Stufe liefert</numerusform>
            <numerusform>%n Dokumente: alles, was diese Stufe liefert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n document(s)</source>
        <translation>
            <numerusform>Das erste Dokument</numerusform>
            <numerusform>Die ersten %n Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused by the server</source>
        <translation>Vom Server abgelehnt</translation>
    </message>
    <message>
        <source>Took too long</source>
        <translation>Dauerte zu lange</translation>
    </message>
    <message>
        <source>No answer from the server</source>
        <translation>Keine Antwort vom Server</translation>
    </message>
    <message>
        <source>Cancelled: Preview Again (F5) reads it</source>
        <translation>Abgebrochen: Vorschau erneuern (F5) liest sie</translation>
    </message>
    <message>
        <source>aggregate in %1: %2</source>
        <translation>aggregate in %1: %2</translation>
    </message>
    <message>
        <source>From the explorer: %1</source>
        <translation>Aus dem Explorer: %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Add to &amp;Model</source>
        <translation>Zum &amp;Modell hinzufügen</translation>
    </message>
    <message>
        <source>Add the pipeline to the open model as an access pattern of its collection: the fields of its leading $match, its $sort and $project</source>
        <translation>Die Pipeline dem offenen Modell als Zugriffsmuster ihrer Collection hinzufügen: die Felder ihres führenden $match, ihr $sort und $project</translation>
    </message>
</context>
<context>
    <name>docmodel::PipelineStageCard</name>
    <message>
        <source>Move the stage up</source>
        <translation>Stufe nach oben verschieben</translation>
    </message>
    <message>
        <source>Move the stage down</source>
        <translation>Stufe nach unten verschieben</translation>
    </message>
    <message>
        <source>Remove the stage</source>
        <translation>Stufe entfernen</translation>
    </message>
    <message>
        <source>Run this stage; unchecked, the pipeline goes on without it</source>
        <translation>Diese Stufe ausführen; abgewählt läuft die Pipeline ohne sie weiter</translation>
    </message>
    <message>
        <source>{$match: {status: &apos;A&apos;}}</source>
        <translation>{$match: {status: &apos;A&apos;}}</translation>
    </message>
    <message>
        <source>The stage in mongosh&apos;s syntax; its preview follows as you type (Ctrl+Return: now)</source>
        <translation>Die Stufe in mongosh-Syntax; ihre Vorschau folgt beim Tippen (Strg+Eingabe: sofort)</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3.</source>
        <translation>Zeile %1, Spalte %2: %3.</translation>
    </message>
</context>
<context>
    <name>docmodel::PreviewPanel</name>
    <message>
        <source>Typical document: %1</source>
        <translation>Typisches Dokument: %1</translation>
    </message>
    <message>
        <source>At maximum counts: %1</source>
        <translation>Bei Höchstanzahlen: %1</translation>
    </message>
    <message>
        <source>Unbounded: %1 can grow without limit</source>
        <translation>Unbegrenzt: %1 kann ohne Grenze wachsen</translation>
    </message>
    <message>
        <source>Estimated data: %1</source>
        <translation>Geschätzte Datenmenge: %1</translation>
    </message>
    <message>
        <source>Over MongoDB&apos;s 16 MiB document limit: these documents cannot be stored.</source>
        <translation>Über MongoDBs Dokumentgrenze von 16 MiB: Diese Dokumente können nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Above 100 KB or unbounded: consider referencing or the subset pattern.</source>
        <translation>Über 100 KB oder unbegrenzt: Referenzieren oder das Subset-Muster erwägen.</translation>
    </message>
    <message>
        <source>mongosh</source>
        <translation>mongosh</translation>
    </message>
    <message>
        <source>Extended JSON, relaxed</source>
        <translation>Extended JSON, relaxed</translation>
    </message>
    <message>
        <source>Extended JSON, canonical</source>
        <translation>Extended JSON, canonical</translation>
    </message>
    <message>
        <source>The syntax the documents are shown in</source>
        <translation>Die Syntax, in der die Dokumente gezeigt werden</translation>
    </message>
    <message>
        <source>Documents: </source>
        <translation>Dokumente: </translation>
    </message>
    <message>
        <source>How many sample documents to generate</source>
        <translation>Wie viele Beispieldokumente erzeugt werden</translation>
    </message>
    <message>
        <source>Seed: </source>
        <translation>Startwert: </translation>
    </message>
    <message>
        <source>Other seeds give other sample values</source>
        <translation>Andere Startwerte ergeben andere Beispielwerte</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the documents to the clipboard</source>
        <translation>Die Dokumente in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Tree encodings</source>
        <translation>Baumkodierungen</translation>
    </message>
    <message>
        <source>Documents of the collection %1</source>
        <translation>Dokumente der Collection %1</translation>
    </message>
    <message>
        <source>%1 is stored inside the documents of %2</source>
        <translation>%1 wird in den Dokumenten von %2 gespeichert</translation>
    </message>
    <message>
        <source>Select a collection or an embedded type to see its documents.</source>
        <translation>Eine Collection oder einen eingebetteten Typ auswählen, um seine Dokumente zu sehen.</translation>
    </message>
    <message>
        <source>No collection embeds &quot;%1&quot;, so no document holds it. Connect it to a collection with the embed strategy.</source>
        <translation>Keine Collection bettet „%1“ ein, daher enthält kein Dokument ihn. Verbinden Sie ihn mit der Strategie Einbetten mit einer Collection.</translation>
    </message>
    <message numerus="yes">
        <source>// … %n more line(s) not shown; Copy takes all of them</source>
        <translation>
            <numerusform>// … %n weitere Zeile nicht gezeigt; Kopieren nimmt alle</numerusform>
            <numerusform>// … %n weitere Zeilen nicht gezeigt; Kopieren nimmt alle</numerusform>
        </translation>
    </message>
    <message>
        <source>The documents shown stop where they pass 16 MiB.</source>
        <translation>Die gezeigten Dokumente enden dort, wo sie 16 MiB überschreiten.</translation>
    </message>
</context>
<context>
    <name>docmodel::RateEdit</name>
    <message>
        <source>per second</source>
        <translation>pro Sekunde</translation>
    </message>
    <message>
        <source>per minute</source>
        <translation>pro Minute</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>pro Stunde</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
</context>
<context>
    <name>docmodel::ReferencePresenceForm</name>
    <message>
        <source>A child may have no parent</source>
        <translation>Ein Kind darf ohne Elternteil sein</translation>
    </message>
    <message>
        <source>The reference may be missing or null (a task not yet assigned, a tree&apos;s root); otherwise the validator requires it</source>
        <translation>Der Verweis darf fehlen oder null sein (eine noch nicht zugewiesene Aufgabe, die Wurzel eines Baums); sonst verlangt ihn der Validator</translation>
    </message>
    <message>
        <source>…and then holds null (not only lacks the field)</source>
        <translation>…und enthält dann null (statt nur ohne das Feld zu sein)</translation>
    </message>
    <message>
        <source>On: a child without a parent holds null or lacks the reference. Off: it lacks the field, and the validator refuses null.</source>
        <translation>An: Ein Kind ohne Elternteil enthält null oder hat keine Referenz. Aus: Ihm fehlt das Feld, und der Validator lehnt null ab.</translation>
    </message>
    <message>
        <source>Held only when</source>
        <translation>Nur vorhanden, wenn</translation>
    </message>
    <message>
        <source>A field of the child whose value says whether it holds the reference: a ticket names its order only once sold</source>
        <translation>Ein Feld des Kinds, dessen Wert sagt, ob es die Referenz enthält: Ein Ticket nennt seine Bestellung erst, wenn es verkauft ist</translation>
    </message>
    <message>
        <source>is one of: sold, reserved</source>
        <translation>einer ist von: sold, reserved</translation>
    </message>
    <message>
        <source>The values, separated by commas, for which the child holds the reference; for any other value it lacks it, and the validator refuses it</source>
        <translation>Die Werte, durch Kommas getrennt, bei denen das Kind die Referenz enthält; bei jedem anderen Wert fehlt sie, und der Validator lehnt sie ab</translation>
    </message>
    <message>
        <source>Type the values of %1 for which the child holds the reference, separated by commas.</source>
        <translation>Die Werte von %1, bei denen das Kind die Referenz enthält, durch Kommas getrennt eingeben.</translation>
    </message>
    <message>
        <source>(always, when it has a parent)</source>
        <translation>(immer, wenn es ein Elternteil hat)</translation>
    </message>
</context>
<context>
    <name>docmodel::RelationshipInspector</name>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Bezeichnung:</translation>
    </message>
    <message>
        <source>A name for the relationship</source>
        <translation>Ein Name für die Beziehung</translation>
    </message>
    <message>
        <source>Cardinality:</source>
        <translation>Kardinalität:</translation>
    </message>
    <message>
        <source>How many children one parent has</source>
        <translation>Wie viele Kinder ein Elternteil hat</translation>
    </message>
    <message>
        <source>Minimum children:</source>
        <translation>Mindestens Kinder:</translation>
    </message>
    <message>
        <source>The fewest children a parent has</source>
        <translation>Die wenigsten Kinder eines Elternteils</translation>
    </message>
    <message>
        <source>Typical children:</source>
        <translation>Typisch Kinder:</translation>
    </message>
    <message>
        <source>The usual number of children</source>
        <translation>Die übliche Anzahl Kinder</translation>
    </message>
    <message>
        <source>Maximum children:</source>
        <translation>Höchstens Kinder:</translation>
    </message>
    <message>
        <source>The most children a parent has; empty for unbounded</source>
        <translation>Die meisten Kinder eines Elternteils; leer für unbegrenzt</translation>
    </message>
    <message>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Field in parent:</source>
        <translation>Feld im Elterndokument:</translation>
    </message>
    <message>
        <source>The field the parent document gets; empty for the default name</source>
        <translation>Das Feld, das das Elterndokument erhält; leer für den Standardnamen</translation>
    </message>
    <message>
        <source>Field in child:</source>
        <translation>Feld im Kind:</translation>
    </message>
    <message>
        <source>The parent reference in each child; empty for the default name</source>
        <translation>Die Referenz auf das Elterndokument in jedem Kind; leer für den Standardnamen</translation>
    </message>
    <message>
        <source>Copied fields:</source>
        <translation>Kopierte Felder:</translation>
    </message>
    <message>
        <source>Reference style:</source>
        <translation>Referenzstil:</translation>
    </message>
    <message>
        <source>A plain id or a DBRef</source>
        <translation>Eine einfache ID oder ein DBRef</translation>
    </message>
    <message>
        <source>manual id</source>
        <translation>manuelle ID</translation>
    </message>
    <message>
        <source>DBRef</source>
        <translation>DBRef</translation>
    </message>
    <message>
        <source>Children are queried on their own</source>
        <translation>Kinder werden eigenständig abgefragt</translation>
    </message>
    <message>
        <source>Reads per write of the related data</source>
        <translation>Lesezugriffe pro Schreibzugriff auf die verbundenen Daten</translation>
    </message>
    <message>
        <source>Read/write ratio:</source>
        <translation>Lese-/Schreibverhältnis:</translation>
    </message>
    <message>
        <source>Parent and children change together</source>
        <translation>Eltern und Kinder ändern sich gemeinsam</translation>
    </message>
    <message>
        <source>Subset</source>
        <translation>Teilmenge</translation>
    </message>
    <message>
        <source>How many children the parent embeds</source>
        <translation>Wie viele Kinder das Elterndokument einbettet</translation>
    </message>
    <message>
        <source>Embedded children (K):</source>
        <translation>Eingebettete Kinder (K):</translation>
    </message>
    <message>
        <source>The field that picks the K children (most recent first)</source>
        <translation>Das Feld, das die K Kinder auswählt (neueste zuerst)</translation>
    </message>
    <message>
        <source>Sort field:</source>
        <translation>Sortierfeld:</translation>
    </message>
    <message>
        <source>A field in the parent with the total number of children</source>
        <translation>Ein Feld im Elterndokument mit der Gesamtzahl der Kinder</translation>
    </message>
    <message>
        <source>Count field:</source>
        <translation>Zählfeld:</translation>
    </message>
    <message>
        <source>The separator of a materialized path</source>
        <translation>Das Trennzeichen eines materialisierten Pfads</translation>
    </message>
    <message>
        <source>Path delimiter:</source>
        <translation>Pfadtrennzeichen:</translation>
    </message>
    <message>
        <source>Edit Relationship</source>
        <translation>Beziehung bearbeiten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (one) → &lt;b&gt;%2&lt;/b&gt; (N)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (1) → &lt;b&gt;%2&lt;/b&gt; (N)</translation>
    </message>
    <message>
        <source>Recommended: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Empfohlen: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the direction is into-many or into-one</source>
        <translation>„%1“: die Richtung ist into-many oder into-one</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a field of &quot;%2&quot;</source>
        <translation>„%1“ ist kein Feld von „%2“</translation>
    </message>
    <message>
        <source>Index the reference field(s)</source>
        <translation>Referenzfeld(er) indizieren</translation>
    </message>
    <message>
        <source>Scripts and Apply create the index the strategy needs to follow the reference from the other side</source>
        <translation>Skripte und „Auf Server anwenden“ legen den Index an, den die Strategie braucht, um der Referenz von der anderen Seite aus zu folgen</translation>
    </message>
    <message>
        <source> (given by the declared index %1)</source>
        <translation> (gegeben durch den deklarierten Index %1)</translation>
    </message>
    <message>
        <source>Key in parent:</source>
        <translation>Schlüssel im Elternteil:</translation>
    </message>
    <message>
        <source>The parent&apos;s field the children&apos;s references hold: _id, or a natural key such as AlbumId</source>
        <translation>Das Feld des Elterndokuments, das die Referenzen der Kinder enthalten: _id oder ein natürlicher Schlüssel wie AlbumId</translation>
    </message>
    <message>
        <source>Key in children:</source>
        <translation>Schlüssel in Kindern:</translation>
    </message>
    <message>
        <source>The children&apos;s field the parent&apos;s references hold: _id, or a natural key</source>
        <translation>Das Feld der Kinddokumente, das die Referenzen des Elterndokuments enthalten: _id oder ein natürlicher Schlüssel</translation>
    </message>
    <message>
        <source> unique</source>
        <translation> eindeutig</translation>
    </message>
    <message>
        <source>Whether the children are queried, listed or sorted without their parent. Partly checked: not decided yet, and the advisor asks</source>
        <translation>Ob die Kinder ohne ihr Elternteil abgefragt, aufgelistet oder sortiert werden. Teilweise angekreuzt: noch nicht entschieden, und der Berater fragt nach</translation>
    </message>
    <message>
        <source>Tree or graph</source>
        <translation>Baum oder Graph</translation>
    </message>
    <message>
        <source>A tree, and how each node stores it; or a graph, where each document holds an array of other documents&apos; keys</source>
        <translation>Ein Baum und wie jeder Knoten ihn speichert; oder ein Graph, in dem jedes Dokument ein Array der Schlüssel anderer Dokumente enthält</translation>
    </message>
    <message>
        <source>Tree: %1</source>
        <translation>Baum: %1</translation>
    </message>
    <message>
        <source>Graph: an array of keys</source>
        <translation>Graph: ein Array von Schlüsseln</translation>
    </message>
    <message>
        <source>Stored as:</source>
        <translation>Gespeichert als:</translation>
    </message>
    <message>
        <source>Why this strategy</source>
        <translation>Warum diese Strategie</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a copy&apos;s name after &quot;as&quot; is one word, without &quot;.&quot; and not starting with &quot;$&quot;</source>
        <translation>„%1“: der Name einer Kopie nach „as“ ist ein Wort, ohne „.“ und nicht mit „$“ am Anfang</translation>
    </message>
    <message>
        <source>Denormalized fields as field:direction, comma separated; direction is into-many or into-one; &quot;as NAME&quot; after one gives the copy its own name (name:into-many as ownerName)</source>
        <translation>Denormalisierte Felder als feld:richtung, durch Kommas getrennt; die Richtung ist into-many oder into-one; „as NAME“ dahinter gibt der Kopie einen eigenen Namen (name:into-many as ownerName)</translation>
    </message>
    <message>
        <source>field:into-many as name, field:into-one</source>
        <translation>feld:into-many as name, feld:into-one</translation>
    </message>
    <message>
        <source>Table…</source>
        <translation>Tabelle…</translation>
    </message>
    <message>
        <source>Edit the copied fields as a table: source field, direction, name</source>
        <translation>Die kopierten Felder als Tabelle bearbeiten: Quellfeld, Richtung, Name</translation>
    </message>
    <message>
        <source>Group under:</source>
        <translation>Gruppieren unter:</translation>
    </message>
    <message>
        <source>A sub-document each child holds the reference and the copied fields in, as in assignee: {_id, name}; empty for top-level fields</source>
        <translation>Ein Unterdokument, in dem jedes Kind die Referenz und die kopierten Felder hält, wie in assignee: {_id, name}; leer für Felder auf oberster Ebene</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>oberste Ebene</translation>
    </message>
    <message>
        <source>The deepest level a node can be at (the root is level 0): worst-case sizes count ancestors and paths this deep</source>
        <translation>Die tiefste Ebene, auf der ein Knoten liegen kann (die Wurzel ist Ebene 0): Größen im ungünstigsten Fall zählen Vorfahren und Pfade bis zu dieser Tiefe</translation>
    </message>
    <message>
        <source>Deepest level:</source>
        <translation>Tiefste Ebene:</translation>
    </message>
</context>
<context>
    <name>docmodel::RelationshipReview</name>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Cardinality</source>
        <translation>Kardinalität</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Sicherheit</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Belege</translation>
    </message>
    <message>
        <source>%1 (tree, %2)</source>
        <translation>%1 (Baum, %2)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source> (DBRef)</source>
        <translation> (DBRef)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>docmodel::RowListDialog</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>docmodel::SplitFieldsDialog</name>
    <message>
        <source>Split Off Fields</source>
        <translation>Felder abtrennen</translation>
    </message>
    <message>
        <source>The fields you tick move from %1 into a new collection: one document for each document of %1 that has any of them, under the same _id, referring to it one-to-one. The data migration moves the values.</source>
        <translation>Die angehakten Felder ziehen von %1 in eine neue Collection: ein Dokument für jedes Dokument von %1, das eines davon hat, unter derselben _id und eins zu eins darauf verweisend. Die Datenmigration verschiebt die Werte.</translation>
    </message>
    <message>
        <source>New collection:</source>
        <translation>Neue Collection:</translation>
    </message>
    <message>
        <source>Fields to move:</source>
        <translation>Zu verschiebende Felder:</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Abtrennen</translation>
    </message>
</context>
<context>
    <name>docmodel::TrafficImportDialog</name>
    <message>
        <source>all documents</source>
        <translation>alle Dokumente</translation>
    </message>
    <message>
        <source>; sorted by %1</source>
        <translation>; sortiert nach %1</translation>
    </message>
    <message>
        <source>Import Traffic</source>
        <translation>Verkehr importieren</translation>
    </message>
    <message>
        <source>Servers&apos; logs (structured, or the text format of 2.2 to 4.2), system.profile documents, $queryStats, $indexStats or explain() output, plain or .gz. A $indexStats file does not name its collection: edit its line to COLLECTION=FILE.</source>
        <translation>Protokolle von Servern (strukturiert oder im Textformat von 2.2 bis 4.2), system.profile-Dokumente, Ausgaben von $queryStats, $indexStats oder explain(), unkomprimiert oder .gz. Eine $indexStats-Datei nennt ihre Collection nicht: ändern Sie ihre Zeile in COLLECTION=DATEI.</translation>
    </message>
    <message>
        <source>&amp;Add Files...</source>
        <translation>Dateien &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Filter and sort</source>
        <translation>Filter und Sortierung</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>Pläne</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Lesen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Add Traffic Sources</source>
        <translation>Verkehrsquellen hinzufügen</translation>
    </message>
    <message>
        <source>Logs and outputs (*.log *.gz *.json *.txt);;All files (*)</source>
        <translation>Protokolle und Ausgaben (*.log *.gz *.json *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3): %4 operations so far…</source>
        <translation>Lese %1 (%2 von %3): bisher %4 Operationen…</translation>
    </message>
    <message>
        <source>Not read: %1. Nothing was imported.</source>
        <translation>Nicht gelesen: %1. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n collection scan(s)</source>
        <translation>
            <numerusform>%n Collection-Scan</numerusform>
            <numerusform>%n Collection-Scans</numerusform>
        </translation>
    </message>
    <message>
        <source>Declared but never seen: %1.</source>
        <translation>Deklariert, aber nie gesehen: %1.</translation>
    </message>
    <message>
        <source>Namespaces the model has no collection for: %1.</source>
        <translation>Namensräume ohne Collection im Modell: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n $indexStats entry(ies) give the use of the model&apos;s indexes.</source>
        <translation>
            <numerusform>%n $indexStats-Eintrag gibt die Nutzung der Indizes des Modells an.</numerusform>
            <numerusform>%n $indexStats-Einträge geben die Nutzung der Indizes des Modells an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation>%1/min</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1/day</source>
        <translation>%1/Tag</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 Stunden</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>%1 operations in %2 query shapes over %3; %4 declared access patterns seen, %5 shapes proposed as new ones. %6 lines could not be read.</source>
        <translation>%1 Operationen in %2 Abfrageformen über %3; %4 deklarierte Zugriffsmuster gesehen, %5 Formen als neue vorgeschlagen. %6 Zeilen konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>not connected (File ▸ Connect to Server…)</source>
        <translation>nicht verbunden (Datei ▸ Mit Server verbinden …)</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>The &amp;profiler&apos;s documents (system.profile of the database)</source>
        <translation>Die Dokumente des &amp;Profilers (system.profile der Datenbank)</translation>
    </message>
    <message>
        <source>$&amp;queryStats entries of the database (MongoDB Atlas, 6.0.7 and later)</source>
        <translation>Einträge von $&amp;queryStats zur Datenbank (MongoDB Atlas, ab 6.0.7)</translation>
    </message>
    <message>
        <source>$inde&amp;xStats of each of its collections</source>
        <translation>$inde&amp;xStats jeder ihrer Collections</translation>
    </message>
    <message>
        <source>Read:</source>
        <translation>Lesen:</translation>
    </message>
    <message>
        <source>What the server cannot give (a profiler that is off, $queryStats it lacks or does not allow) is noted in the review; the rest is read.</source>
        <translation>Was der Server nicht liefern kann (ein ausgeschalteter Profiler, fehlendes oder nicht erlaubtes $queryStats), wird in der Durchsicht vermerkt; der Rest wird gelesen.</translation>
    </message>
    <message>
        <source>Connected Server</source>
        <translation>Verbundener Server</translation>
    </message>
    <message>
        <source>Reading %1 (%2 of %3)…</source>
        <translation>Lese %1 (%2 von %3)…</translation>
    </message>
    <message>
        <source>The server gave nothing to read for %1. Nothing was imported.
%2</source>
        <translation>Der Server lieferte für %1 nichts zu lesen. Nichts wurde importiert.
%2</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was imported.</source>
        <translation>Abgebrochen. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>Reading the traffic of %1…</source>
        <translation>Lese den Verkehr von %1…</translation>
    </message>
    <message>
        <source>&amp;Access Patterns</source>
        <translation>&amp;Zugriffsmuster</translation>
    </message>
    <message>
        <source>I&amp;ndexes</source>
        <translation>I&amp;ndizes</translation>
    </message>
</context>
<context>
    <name>docmodel::TrafficIndexReview</name>
    <message>
        <source>Index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <source>Serves</source>
        <translation>Bedient</translation>
    </message>
    <message>
        <source>Documents saved</source>
        <translation>Eingesparte Dokumente</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>The model has no collection for %1: add it first.</source>
        <translation>Das Modell hat keine Collection für %1: zuerst hinzufügen.</translation>
    </message>
    <message>
        <source>Unused: %1 %2 (no access since %3; hide it first, then drop it).</source>
        <translation>Ungenutzt: %1 %2 (kein Zugriff seit %3; zuerst verbergen, dann entfernen).</translation>
    </message>
    <message>
        <source>Redundant: %1 %2 begins %3.</source>
        <translation>Überflüssig: %1 %2 ist der Anfang von %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n small shape(s) left out (under 1 % of their collection&apos;s examined documents, seen fewer than 3 times).</source>
        <translation>
            <numerusform>%n kleine Form ausgelassen (unter 1 % der untersuchten Dokumente ihrer Collection, weniger als 3-mal gesehen).</numerusform>
            <numerusform>%n kleine Formen ausgelassen (unter 1 % der untersuchten Dokumente ihrer Collection, weniger als 3-mal gesehen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recommended index(es) serve %1 % of the documents the logged queries examined; the %2 accepted serve %3 %. %4 shapes are already served by existing indexes.</source>
        <translation>
            <numerusform>%n empfohlener Index bedient %1 % der Dokumente, die die protokollierten Abfragen untersuchten; die %2 angenommenen bedienen %3 %. %4 Formen bedienen schon vorhandene Indizes.</numerusform>
            <numerusform>%n empfohlene Indizes bedienen %1 % der Dokumente, die die protokollierten Abfragen untersuchten; die %2 angenommenen bedienen %3 %. %4 Formen bedienen schon vorhandene Indizes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>User interface language (de, en).</source>
        <translation>Sprache der Oberfläche (de, en).</translation>
    </message>
    <message>
        <source>A model file to open.</source>
        <translation>Eine zu öffnende Modelldatei.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit.</source>
        <translation>Ein Bild des Fensters in FILE speichern und beenden.</translation>
    </message>
    <message>
        <source>Select the entity with this name after opening.</source>
        <translation>Nach dem Öffnen die Entität mit diesem Namen auswählen.</translation>
    </message>
    <message>
        <source>No entity is named &quot;%1&quot;.</source>
        <translation>Keine Entität heißt „%1“.</translation>
    </message>
</context>
</TS>
