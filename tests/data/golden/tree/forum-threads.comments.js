// ===== parent-refs =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: null
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592ec938d90444532000001')
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592ec938d90444532000001')
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('659308b38d90444532000003')
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('659308b38d90444532000003')
}
// Indexes
db.getCollection("comments").createIndex({ parent: 1 });
// Children of the node
db.getCollection("comments").find({ parent: ObjectId('6592ec938d90444532000001') }).toArray().map(d => d._id);
// All descendants of the node
(() => { const out = []; let level = [ObjectId('6592ec938d90444532000001')]; while (level.length) { level = db.getCollection("comments").find({ parent: { $in: level } }).toArray().map(d => d._id); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }); while (node && node.parent !== null && node.parent !== undefined) { out.unshift(node.parent); node = db.getCollection("comments").findOne({ _id: node.parent }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("comments").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
db.getCollection("comments").updateOne({ _id: ObjectId('659308b38d90444532000003') }, { $set: { parent: ObjectId('6592faa38d90444532000002') } });

// ===== child-refs =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: [
    ObjectId('6592ec938d90444532000001')
  ]
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: [
    ObjectId('6592faa38d90444532000002'),
    ObjectId('659308b38d90444532000003')
  ]
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: []
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: [
    ObjectId('659316c38d90444532000004'),
    ObjectId('659324d38d90444532000005')
  ]
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: []
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  children: []
}
// Indexes
db.getCollection("comments").createIndex({ children: 1 });
// Children of the node
db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }).children;
// All descendants of the node
(() => { const out = []; let level = [ObjectId('6592ec938d90444532000001')]; while (level.length) { level = db.getCollection("comments").find({ _id: { $in: level } }).toArray().flatMap(d => d.children); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("comments").findOne({ children: ObjectId('6592ec938d90444532000001') }); while (node) { out.unshift(node._id); node = db.getCollection("comments").findOne({ children: node._id }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("comments").find().toArray(); const byId = new Map(all.map(d => [JSON.stringify(d._id), d])); const inner = new Set(all.flatMap(d => d.children).map(id => JSON.stringify(id))); const out = []; const walk = d => { out.push(d._id); d.children.forEach(id => walk(byId.get(JSON.stringify(id)))); }; all.filter(d => !inner.has(JSON.stringify(d._id))).forEach(walk); return out; })();
// Move a subtree under another node
(() => { const old = db.getCollection("comments").findOne({ children: ObjectId('659308b38d90444532000003') }); const np = db.getCollection("comments").findOne({ _id: ObjectId('6592faa38d90444532000002') }); db.getCollection("comments").updateOne({ _id: old._id, children: old.children }, { $set: { children: old.children.filter(id => JSON.stringify(id) !== JSON.stringify(ObjectId('659308b38d90444532000003'))) } }); db.getCollection("comments").updateOne({ _id: np._id, children: np.children }, { $set: { children: [...np.children, ObjectId('659308b38d90444532000003')] } }); })();

// ===== ancestors =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [],
  parent: null
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [
    ObjectId('6592de838d90444532000000')
  ],
  parent: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [
    ObjectId('6592de838d90444532000000'),
    ObjectId('6592ec938d90444532000001')
  ],
  parent: ObjectId('6592ec938d90444532000001')
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [
    ObjectId('6592de838d90444532000000'),
    ObjectId('6592ec938d90444532000001')
  ],
  parent: ObjectId('6592ec938d90444532000001')
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [
    ObjectId('6592de838d90444532000000'),
    ObjectId('6592ec938d90444532000001'),
    ObjectId('659308b38d90444532000003')
  ],
  parent: ObjectId('659308b38d90444532000003')
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  ancestors: [
    ObjectId('6592de838d90444532000000'),
    ObjectId('6592ec938d90444532000001'),
    ObjectId('659308b38d90444532000003')
  ],
  parent: ObjectId('659308b38d90444532000003')
}
// Indexes
db.getCollection("comments").createIndex({ ancestors: 1 });
db.getCollection("comments").createIndex({ parent: 1 });
// Children of the node
db.getCollection("comments").find({ parent: ObjectId('6592ec938d90444532000001') }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("comments").find({ ancestors: ObjectId('6592ec938d90444532000001') }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }).ancestors;
// The whole tree in display order
(() => { const all = db.getCollection("comments").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
(() => { const np = db.getCollection("comments").findOne({ _id: ObjectId('6592faa38d90444532000002') }); const moved = db.getCollection("comments").findOne({ _id: ObjectId('659308b38d90444532000003') }); const oldPrefix = moved.ancestors.length; const prefix = [...np.ancestors, np._id]; db.getCollection("comments").updateOne({ _id: moved._id }, { $set: { parent: np._id, ancestors: prefix } }); db.getCollection("comments").find({ ancestors: moved._id }).forEach(d => db.getCollection("comments").updateOne({ _id: d._id }, { $set: { ancestors: [...prefix, ...d.ancestors.slice(oldPrefix)] } })); })();

// ===== materialized-path =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: null
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: ',6592de838d90444532000000,'
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: ',6592de838d90444532000000,6592ec938d90444532000001,'
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: ',6592de838d90444532000000,6592ec938d90444532000001,'
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: ',6592de838d90444532000000,6592ec938d90444532000001,659308b38d90444532000003,'
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: ',6592de838d90444532000000,6592ec938d90444532000001,659308b38d90444532000003,'
}
// Indexes
db.getCollection("comments").createIndex({ path: 1 });
// Children of the node
db.getCollection("comments").find({ path: /,6592ec938d90444532000001,$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("comments").find({ path: /,6592ec938d90444532000001,/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }).path.split(",").filter(p => p).map(p => ObjectId(p));
// The whole tree in display order
(() => { const all = db.getCollection("comments").find().toArray(); const key = d => (d.path || "") + (d._id.toHexString ? d._id.toHexString() : String(d._id)); all.sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0); return all.map(d => d._id); })();
// Move a subtree under another node
(() => { const np = db.getCollection("comments").findOne({ _id: ObjectId('6592faa38d90444532000002') }); const moved = db.getCollection("comments").findOne({ _id: ObjectId('659308b38d90444532000003') }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = (moved.path || ",") + id(moved) + ","; const newPrefix = (np.path || ",") + id(np) + ","; db.getCollection("comments").updateOne({ _id: moved._id }, { $set: { path: (np.path || ",") + id(np) + "," } }); db.getCollection("comments").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("comments").updateOne({ _id: d._id }, { $set: { path: newPrefix + id(moved) + "," + d.path.slice(oldPath.length) } }); }); })();

// ===== nested-sets =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: null,
  left: 1,
  right: 12
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592de838d90444532000000'),
  left: 2,
  right: 11
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592ec938d90444532000001'),
  left: 3,
  right: 4
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('6592ec938d90444532000001'),
  left: 5,
  right: 10
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('659308b38d90444532000003'),
  left: 6,
  right: 7
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  parent: ObjectId('659308b38d90444532000003'),
  left: 8,
  right: 9
}
// Indexes
db.getCollection("comments").createIndex({ left: 1, right: 1 });
db.getCollection("comments").createIndex({ parent: 1 });
// Children of the node
db.getCollection("comments").find({ parent: ObjectId('6592ec938d90444532000001') }).toArray().map(d => d._id);
// All descendants of the node
(() => { const x = db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }); return db.getCollection("comments").find({ left: { $gt: x.left }, right: { $lt: x.right } }).toArray().map(d => d._id); })();
// Ancestors of the node, root first
(() => { const x = db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }); return db.getCollection("comments").find({ left: { $lt: x.left }, right: { $gt: x.right } }).sort({ left: 1 }).toArray().map(d => d._id); })();
// The whole tree in display order
db.getCollection("comments").find().sort({ left: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
db.getCollection("comments").updateOne({ _id: ObjectId('659308b38d90444532000003') }, { $set: { parent: ObjectId('6592faa38d90444532000002') } }); (() => { const all = db.getCollection("comments").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); let n = 1; const walk = d => { const left = n++; all.filter(k => same(k.parent, d._id)).forEach(walk); db.getCollection("comments").updateOne({ _id: d._id }, { $set: { left: left, right: n++ } }); }; all.filter(d => d.parent === null).forEach(walk); })();

// ===== threaded-comments =====
// Documents
{
  _id: ObjectId('6592de838d90444532000000'),
  author: 'ada97',
  posted: ISODate('2020-06-20T12:32:39.220Z'),
  text: 'Orchid nimbus juniper quartz fjord tundra indigo indigo.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000',
  depth: 0,
  thread_id: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('6592ec938d90444532000001'),
  author: 'tim15',
  posted: ISODate('2023-03-20T01:16:11.206Z'),
  text: 'Cedar juniper tundra summit kestrel meadow amber delta.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001',
  depth: 1,
  thread_id: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('6592faa38d90444532000002'),
  author: 'ada52',
  posted: ISODate('2023-03-18T08:27:34.764Z'),
  text: 'Prairie juniper meadow cedar violet willow nimbus juniper.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001:6592faa38d90444532000002',
  depth: 2,
  thread_id: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('659308b38d90444532000003'),
  author: 'alan55',
  posted: ISODate('2020-03-10T19:17:16.505Z'),
  text: 'Kestrel quartz fjord harbor orchid willow umber meadow.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001:659308b38d90444532000003',
  depth: 2,
  thread_id: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('659316c38d90444532000004'),
  author: 'grace31',
  posted: ISODate('2021-11-10T19:55:12.076Z'),
  text: 'Cedar harbor willow cedar harbor delta orchid tundra.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001:659308b38d90444532000003:659316c38d90444532000004',
  depth: 3,
  thread_id: ObjectId('6592de838d90444532000000')
}
{
  _id: ObjectId('659324d38d90444532000005'),
  author: 'katherine38',
  posted: ISODate('2024-10-01T17:37:12.450Z'),
  text: 'Juniper nimbus meadow juniper summit delta orchid violet.',
  thread_id: ObjectId('65929da23e4d6edc9f000000'),
  path: '6592de838d90444532000000:6592ec938d90444532000001:659308b38d90444532000003:659324d38d90444532000005',
  depth: 3,
  thread_id: ObjectId('6592de838d90444532000000')
}
// Indexes
db.getCollection("comments").createIndex({ thread_id: 1 });
db.getCollection("comments").createIndex({ path: 1 });
// Children of the node
db.getCollection("comments").find({ path: /^6592de838d90444532000000:6592ec938d90444532000001:[^:]+$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("comments").find({ path: /^6592de838d90444532000000:6592ec938d90444532000001:/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("comments").findOne({ _id: ObjectId('6592ec938d90444532000001') }).path.split(":").slice(0, -1).map(p => ObjectId(p));
// The whole tree in display order
db.getCollection("comments").find({ thread_id: ObjectId('6592de838d90444532000000') }).sort({ path: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
(() => { const np = db.getCollection("comments").findOne({ _id: ObjectId('6592faa38d90444532000002') }); const moved = db.getCollection("comments").findOne({ _id: ObjectId('659308b38d90444532000003') }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = moved.path; const newPrefix = np.path + ":" + id(moved); db.getCollection("comments").updateOne({ _id: moved._id }, { $set: { path: newPrefix } }); db.getCollection("comments").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("comments").updateOne({ _id: d._id }, { $set: { path: newPrefix + d.path.slice(oldPath.length) } }); }); })();

