// ===== parent-refs =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  parent: null
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  parent: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  parent: ObjectId('65930b813e959342b0000001')
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  parent: ObjectId('65930b813e959342b0000001')
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  parent: ObjectId('659327a13e959342b0000003')
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  parent: ObjectId('659327a13e959342b0000003')
}
// Indexes
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: ObjectId('65930b813e959342b0000001') }).toArray().map(d => d._id);
// All descendants of the node
(() => { const out = []; let level = [ObjectId('65930b813e959342b0000001')]; while (level.length) { level = db.getCollection("categories").find({ parent: { $in: level } }).toArray().map(d => d._id); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }); while (node && node.parent !== null && node.parent !== undefined) { out.unshift(node.parent); node = db.getCollection("categories").findOne({ _id: node.parent }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
db.getCollection("categories").updateOne({ _id: ObjectId('659327a13e959342b0000003') }, { $set: { parent: ObjectId('659319913e959342b0000002') } });

// ===== child-refs =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  children: [
    ObjectId('65930b813e959342b0000001')
  ]
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  children: [
    ObjectId('659319913e959342b0000002'),
    ObjectId('659327a13e959342b0000003')
  ]
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  children: []
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  children: [
    ObjectId('659335b13e959342b0000004'),
    ObjectId('659343c13e959342b0000005')
  ]
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  children: []
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  children: []
}
// Indexes
db.getCollection("categories").createIndex({ children: 1 });
// Children of the node
db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }).children;
// All descendants of the node
(() => { const out = []; let level = [ObjectId('65930b813e959342b0000001')]; while (level.length) { level = db.getCollection("categories").find({ _id: { $in: level } }).toArray().flatMap(d => d.children); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("categories").findOne({ children: ObjectId('65930b813e959342b0000001') }); while (node) { out.unshift(node._id); node = db.getCollection("categories").findOne({ children: node._id }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const byId = new Map(all.map(d => [JSON.stringify(d._id), d])); const inner = new Set(all.flatMap(d => d.children).map(id => JSON.stringify(id))); const out = []; const walk = d => { out.push(d._id); d.children.forEach(id => walk(byId.get(JSON.stringify(id)))); }; all.filter(d => !inner.has(JSON.stringify(d._id))).forEach(walk); return out; })();
// Move a subtree under another node
(() => { const old = db.getCollection("categories").findOne({ children: ObjectId('659327a13e959342b0000003') }); const np = db.getCollection("categories").findOne({ _id: ObjectId('659319913e959342b0000002') }); db.getCollection("categories").updateOne({ _id: old._id, children: old.children }, { $set: { children: old.children.filter(id => JSON.stringify(id) !== JSON.stringify(ObjectId('659327a13e959342b0000003'))) } }); db.getCollection("categories").updateOne({ _id: np._id, children: np.children }, { $set: { children: [...np.children, ObjectId('659327a13e959342b0000003')] } }); })();

// ===== ancestors =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  ancestors: [],
  parent: null
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  ancestors: [
    ObjectId('6592fd713e959342b0000000')
  ],
  parent: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  ancestors: [
    ObjectId('6592fd713e959342b0000000'),
    ObjectId('65930b813e959342b0000001')
  ],
  parent: ObjectId('65930b813e959342b0000001')
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  ancestors: [
    ObjectId('6592fd713e959342b0000000'),
    ObjectId('65930b813e959342b0000001')
  ],
  parent: ObjectId('65930b813e959342b0000001')
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  ancestors: [
    ObjectId('6592fd713e959342b0000000'),
    ObjectId('65930b813e959342b0000001'),
    ObjectId('659327a13e959342b0000003')
  ],
  parent: ObjectId('659327a13e959342b0000003')
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  ancestors: [
    ObjectId('6592fd713e959342b0000000'),
    ObjectId('65930b813e959342b0000001'),
    ObjectId('659327a13e959342b0000003')
  ],
  parent: ObjectId('659327a13e959342b0000003')
}
// Indexes
db.getCollection("categories").createIndex({ ancestors: 1 });
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: ObjectId('65930b813e959342b0000001') }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ ancestors: ObjectId('65930b813e959342b0000001') }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }).ancestors;
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: ObjectId('659319913e959342b0000002') }); const moved = db.getCollection("categories").findOne({ _id: ObjectId('659327a13e959342b0000003') }); const oldPrefix = moved.ancestors.length; const prefix = [...np.ancestors, np._id]; db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { parent: np._id, ancestors: prefix } }); db.getCollection("categories").find({ ancestors: moved._id }).forEach(d => db.getCollection("categories").updateOne({ _id: d._id }, { $set: { ancestors: [...prefix, ...d.ancestors.slice(oldPrefix)] } })); })();

// ===== materialized-path =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  path: null
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  path: ',6592fd713e959342b0000000,'
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  path: ',6592fd713e959342b0000000,65930b813e959342b0000001,'
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  path: ',6592fd713e959342b0000000,65930b813e959342b0000001,'
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  path: ',6592fd713e959342b0000000,65930b813e959342b0000001,659327a13e959342b0000003,'
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  path: ',6592fd713e959342b0000000,65930b813e959342b0000001,659327a13e959342b0000003,'
}
// Indexes
db.getCollection("categories").createIndex({ path: 1 });
// Children of the node
db.getCollection("categories").find({ path: /,65930b813e959342b0000001,$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ path: /,65930b813e959342b0000001,/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }).path.split(",").filter(p => p).map(p => ObjectId(p));
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const key = d => (d.path || "") + (d._id.toHexString ? d._id.toHexString() : String(d._id)); all.sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0); return all.map(d => d._id); })();
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: ObjectId('659319913e959342b0000002') }); const moved = db.getCollection("categories").findOne({ _id: ObjectId('659327a13e959342b0000003') }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = (moved.path || ",") + id(moved) + ","; const newPrefix = (np.path || ",") + id(np) + ","; db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { path: (np.path || ",") + id(np) + "," } }); db.getCollection("categories").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("categories").updateOne({ _id: d._id }, { $set: { path: newPrefix + id(moved) + "," + d.path.slice(oldPath.length) } }); }); })();

// ===== nested-sets =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  parent: null,
  left: 1,
  right: 12
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  parent: ObjectId('6592fd713e959342b0000000'),
  left: 2,
  right: 11
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  parent: ObjectId('65930b813e959342b0000001'),
  left: 3,
  right: 4
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  parent: ObjectId('65930b813e959342b0000001'),
  left: 5,
  right: 10
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  parent: ObjectId('659327a13e959342b0000003'),
  left: 6,
  right: 7
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  parent: ObjectId('659327a13e959342b0000003'),
  left: 8,
  right: 9
}
// Indexes
db.getCollection("categories").createIndex({ left: 1, right: 1 });
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: ObjectId('65930b813e959342b0000001') }).toArray().map(d => d._id);
// All descendants of the node
(() => { const x = db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }); return db.getCollection("categories").find({ left: { $gt: x.left }, right: { $lt: x.right } }).toArray().map(d => d._id); })();
// Ancestors of the node, root first
(() => { const x = db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }); return db.getCollection("categories").find({ left: { $lt: x.left }, right: { $gt: x.right } }).sort({ left: 1 }).toArray().map(d => d._id); })();
// The whole tree in display order
db.getCollection("categories").find().sort({ left: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
db.getCollection("categories").updateOne({ _id: ObjectId('659327a13e959342b0000003') }, { $set: { parent: ObjectId('659319913e959342b0000002') } }); (() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); let n = 1; const walk = d => { const left = n++; all.filter(k => same(k.parent, d._id)).forEach(walk); db.getCollection("categories").updateOne({ _id: d._id }, { $set: { left: left, right: n++ } }); }; all.filter(d => d.parent === null).forEach(walk); })();

// ===== threaded-comments =====
// Documents
{
  _id: ObjectId('6592fd713e959342b0000000'),
  name: 'summit',
  slug: 'summit-meadow-938',
  path: '6592fd713e959342b0000000',
  depth: 0,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('65930b813e959342b0000001'),
  name: 'delta',
  slug: 'nimbus-raven-710',
  path: '6592fd713e959342b0000000:65930b813e959342b0000001',
  depth: 1,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659319913e959342b0000002'),
  name: 'juniper',
  slug: 'juniper-juniper-803',
  path: '6592fd713e959342b0000000:65930b813e959342b0000001:659319913e959342b0000002',
  depth: 2,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659327a13e959342b0000003'),
  name: 'harbor',
  slug: 'zephyr-summit-51',
  path: '6592fd713e959342b0000000:65930b813e959342b0000001:659327a13e959342b0000003',
  depth: 2,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659335b13e959342b0000004'),
  name: 'willow',
  slug: 'lagoon-tundra-690',
  path: '6592fd713e959342b0000000:65930b813e959342b0000001:659327a13e959342b0000003:659335b13e959342b0000004',
  depth: 3,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
{
  _id: ObjectId('659343c13e959342b0000005'),
  name: 'basalt',
  slug: 'willow-ember-528',
  path: '6592fd713e959342b0000000:65930b813e959342b0000001:659327a13e959342b0000003:659343c13e959342b0000005',
  depth: 3,
  thread_id: ObjectId('6592fd713e959342b0000000')
}
// Indexes
db.getCollection("categories").createIndex({ thread_id: 1 });
db.getCollection("categories").createIndex({ path: 1 });
// Children of the node
db.getCollection("categories").find({ path: /^6592fd713e959342b0000000:65930b813e959342b0000001:[^:]+$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ path: /^6592fd713e959342b0000000:65930b813e959342b0000001:/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: ObjectId('65930b813e959342b0000001') }).path.split(":").slice(0, -1).map(p => ObjectId(p));
// The whole tree in display order
db.getCollection("categories").find({ thread_id: ObjectId('6592fd713e959342b0000000') }).sort({ path: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: ObjectId('659319913e959342b0000002') }); const moved = db.getCollection("categories").findOne({ _id: ObjectId('659327a13e959342b0000003') }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = moved.path; const newPrefix = np.path + ":" + id(moved); db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { path: newPrefix } }); db.getCollection("categories").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("categories").updateOne({ _id: d._id }, { $set: { path: newPrefix + d.path.slice(oldPath.length) } }); }); })();

