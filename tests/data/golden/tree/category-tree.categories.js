// ===== parent-refs =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  parent: null
}
{
  _id: 'Programming',
  name: 'delta',
  parent: 'Books'
}
{
  _id: 'Languages',
  name: 'juniper',
  parent: 'Programming'
}
{
  _id: 'Databases',
  name: 'harbor',
  parent: 'Programming'
}
{
  _id: 'MongoDB',
  name: 'willow',
  parent: 'Databases'
}
{
  _id: 'dbm',
  name: 'basalt',
  parent: 'Databases'
}
// Indexes
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: 'Programming' }).toArray().map(d => d._id);
// All descendants of the node
(() => { const out = []; let level = ['Programming']; while (level.length) { level = db.getCollection("categories").find({ parent: { $in: level } }).toArray().map(d => d._id); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("categories").findOne({ _id: 'Programming' }); while (node && node.parent !== null && node.parent !== undefined) { out.unshift(node.parent); node = db.getCollection("categories").findOne({ _id: node.parent }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
db.getCollection("categories").updateOne({ _id: 'Databases' }, { $set: { parent: 'Languages' } });

// ===== child-refs =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  children: [
    'Programming'
  ]
}
{
  _id: 'Programming',
  name: 'delta',
  children: [
    'Languages',
    'Databases'
  ]
}
{
  _id: 'Languages',
  name: 'juniper',
  children: []
}
{
  _id: 'Databases',
  name: 'harbor',
  children: [
    'MongoDB',
    'dbm'
  ]
}
{
  _id: 'MongoDB',
  name: 'willow',
  children: []
}
{
  _id: 'dbm',
  name: 'basalt',
  children: []
}
// Indexes
db.getCollection("categories").createIndex({ children: 1 });
// Children of the node
db.getCollection("categories").findOne({ _id: 'Programming' }).children;
// All descendants of the node
(() => { const out = []; let level = ['Programming']; while (level.length) { level = db.getCollection("categories").find({ _id: { $in: level } }).toArray().flatMap(d => d.children); out.push(...level); } return out; })();
// Ancestors of the node, root first
(() => { const out = []; let node = db.getCollection("categories").findOne({ children: 'Programming' }); while (node) { out.unshift(node._id); node = db.getCollection("categories").findOne({ children: node._id }); } return out; })();
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const byId = new Map(all.map(d => [JSON.stringify(d._id), d])); const inner = new Set(all.flatMap(d => d.children).map(id => JSON.stringify(id))); const out = []; const walk = d => { out.push(d._id); d.children.forEach(id => walk(byId.get(JSON.stringify(id)))); }; all.filter(d => !inner.has(JSON.stringify(d._id))).forEach(walk); return out; })();
// Move a subtree under another node
(() => { const old = db.getCollection("categories").findOne({ children: 'Databases' }); const np = db.getCollection("categories").findOne({ _id: 'Languages' }); db.getCollection("categories").updateOne({ _id: old._id, children: old.children }, { $set: { children: old.children.filter(id => JSON.stringify(id) !== JSON.stringify('Databases')) } }); db.getCollection("categories").updateOne({ _id: np._id, children: np.children }, { $set: { children: [...np.children, 'Databases'] } }); })();

// ===== ancestors =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  ancestors: [],
  parent: null
}
{
  _id: 'Programming',
  name: 'delta',
  ancestors: [
    'Books'
  ],
  parent: 'Books'
}
{
  _id: 'Languages',
  name: 'juniper',
  ancestors: [
    'Books',
    'Programming'
  ],
  parent: 'Programming'
}
{
  _id: 'Databases',
  name: 'harbor',
  ancestors: [
    'Books',
    'Programming'
  ],
  parent: 'Programming'
}
{
  _id: 'MongoDB',
  name: 'willow',
  ancestors: [
    'Books',
    'Programming',
    'Databases'
  ],
  parent: 'Databases'
}
{
  _id: 'dbm',
  name: 'basalt',
  ancestors: [
    'Books',
    'Programming',
    'Databases'
  ],
  parent: 'Databases'
}
// Indexes
db.getCollection("categories").createIndex({ ancestors: 1 });
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: 'Programming' }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ ancestors: 'Programming' }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: 'Programming' }).ancestors;
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); const out = []; const walk = id => { out.push(id); all.filter(d => same(d.parent, id)).forEach(d => walk(d._id)); }; all.filter(d => d.parent === null || d.parent === undefined).forEach(d => walk(d._id)); return out; })();
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: 'Languages' }); const moved = db.getCollection("categories").findOne({ _id: 'Databases' }); const oldPrefix = moved.ancestors.length; const prefix = [...np.ancestors, np._id]; db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { parent: np._id, ancestors: prefix } }); db.getCollection("categories").find({ ancestors: moved._id }).forEach(d => db.getCollection("categories").updateOne({ _id: d._id }, { $set: { ancestors: [...prefix, ...d.ancestors.slice(oldPrefix)] } })); })();

// ===== materialized-path =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  path: null
}
{
  _id: 'Programming',
  name: 'delta',
  path: ',Books,'
}
{
  _id: 'Languages',
  name: 'juniper',
  path: ',Books,Programming,'
}
{
  _id: 'Databases',
  name: 'harbor',
  path: ',Books,Programming,'
}
{
  _id: 'MongoDB',
  name: 'willow',
  path: ',Books,Programming,Databases,'
}
{
  _id: 'dbm',
  name: 'basalt',
  path: ',Books,Programming,Databases,'
}
// Indexes
db.getCollection("categories").createIndex({ path: 1 });
// Children of the node
db.getCollection("categories").find({ path: /,Programming,$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ path: /,Programming,/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: 'Programming' }).path.split(",").filter(p => p);
// The whole tree in display order
(() => { const all = db.getCollection("categories").find().toArray(); const key = d => (d.path || "") + (d._id.toHexString ? d._id.toHexString() : String(d._id)); all.sort((a, b) => key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0); return all.map(d => d._id); })();
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: 'Languages' }); const moved = db.getCollection("categories").findOne({ _id: 'Databases' }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = (moved.path || ",") + id(moved) + ","; const newPrefix = (np.path || ",") + id(np) + ","; db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { path: (np.path || ",") + id(np) + "," } }); db.getCollection("categories").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("categories").updateOne({ _id: d._id }, { $set: { path: newPrefix + id(moved) + "," + d.path.slice(oldPath.length) } }); }); })();

// ===== nested-sets =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  parent: null,
  left: 1,
  right: 12
}
{
  _id: 'Programming',
  name: 'delta',
  parent: 'Books',
  left: 2,
  right: 11
}
{
  _id: 'Languages',
  name: 'juniper',
  parent: 'Programming',
  left: 3,
  right: 4
}
{
  _id: 'Databases',
  name: 'harbor',
  parent: 'Programming',
  left: 5,
  right: 10
}
{
  _id: 'MongoDB',
  name: 'willow',
  parent: 'Databases',
  left: 6,
  right: 7
}
{
  _id: 'dbm',
  name: 'basalt',
  parent: 'Databases',
  left: 8,
  right: 9
}
// Indexes
db.getCollection("categories").createIndex({ left: 1, right: 1 });
db.getCollection("categories").createIndex({ parent: 1 });
// Children of the node
db.getCollection("categories").find({ parent: 'Programming' }).toArray().map(d => d._id);
// All descendants of the node
(() => { const x = db.getCollection("categories").findOne({ _id: 'Programming' }); return db.getCollection("categories").find({ left: { $gt: x.left }, right: { $lt: x.right } }).toArray().map(d => d._id); })();
// Ancestors of the node, root first
(() => { const x = db.getCollection("categories").findOne({ _id: 'Programming' }); return db.getCollection("categories").find({ left: { $lt: x.left }, right: { $gt: x.right } }).sort({ left: 1 }).toArray().map(d => d._id); })();
// The whole tree in display order
db.getCollection("categories").find().sort({ left: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
db.getCollection("categories").updateOne({ _id: 'Databases' }, { $set: { parent: 'Languages' } }); (() => { const all = db.getCollection("categories").find().toArray(); const same = (a, b) => JSON.stringify(a) === JSON.stringify(b); let n = 1; const walk = d => { const left = n++; all.filter(k => same(k.parent, d._id)).forEach(walk); db.getCollection("categories").updateOne({ _id: d._id }, { $set: { left: left, right: n++ } }); }; all.filter(d => d.parent === null).forEach(walk); })();

// ===== threaded-comments =====
// Documents
{
  _id: 'Books',
  name: 'summit',
  path: 'Books',
  depth: 0,
  thread_id: 'Books'
}
{
  _id: 'Programming',
  name: 'delta',
  path: 'Books:Programming',
  depth: 1,
  thread_id: 'Books'
}
{
  _id: 'Languages',
  name: 'juniper',
  path: 'Books:Programming:Languages',
  depth: 2,
  thread_id: 'Books'
}
{
  _id: 'Databases',
  name: 'harbor',
  path: 'Books:Programming:Databases',
  depth: 2,
  thread_id: 'Books'
}
{
  _id: 'MongoDB',
  name: 'willow',
  path: 'Books:Programming:Databases:MongoDB',
  depth: 3,
  thread_id: 'Books'
}
{
  _id: 'dbm',
  name: 'basalt',
  path: 'Books:Programming:Databases:dbm',
  depth: 3,
  thread_id: 'Books'
}
// Indexes
db.getCollection("categories").createIndex({ thread_id: 1 });
db.getCollection("categories").createIndex({ path: 1 });
// Children of the node
db.getCollection("categories").find({ path: /^Books:Programming:[^:]+$/ }).toArray().map(d => d._id);
// All descendants of the node
db.getCollection("categories").find({ path: /^Books:Programming:/ }).toArray().map(d => d._id);
// Ancestors of the node, root first
db.getCollection("categories").findOne({ _id: 'Programming' }).path.split(":").slice(0, -1);
// The whole tree in display order
db.getCollection("categories").find({ thread_id: 'Books' }).sort({ path: 1 }).toArray().map(d => d._id);
// Move a subtree under another node
(() => { const np = db.getCollection("categories").findOne({ _id: 'Languages' }); const moved = db.getCollection("categories").findOne({ _id: 'Databases' }); const id = (d => d._id.toHexString ? d._id.toHexString() : String(d._id)); const oldPath = moved.path; const newPrefix = np.path + ":" + id(moved); db.getCollection("categories").updateOne({ _id: moved._id }, { $set: { path: newPrefix } }); db.getCollection("categories").find({ path: { $regex: "^" + oldPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") } }).forEach(d => { if (d._id.equals ? !d._id.equals(moved._id) : d._id !== moved._id) db.getCollection("categories").updateOne({ _id: d._id }, { $set: { path: newPrefix + d.path.slice(oldPath.length) } }); }); })();

