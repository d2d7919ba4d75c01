// SPDX-License-Identifier: GPL-3.0-or-later
// Starts CongoDB (the in-memory server inside @push.rocks/smartmongo, installed
// into tests/tools/congodb by scripts/test) on 127.0.0.1, prints one line
// CONGODB_URI=mongodb://127.0.0.1:PORT and runs until killed.
//
//   node congodb-server.mjs [--port P] [--exit-on-stdin-close]
//
// No port, or 0: a free one. --exit-on-stdin-close: also stop when standard
// input closes, so a test process that dies leaves no server behind.
import { existsSync } from 'node:fs';

const dist = new URL('./congodb/node_modules/@push.rocks/smartmongo/dist_ts/congodb/', import.meta.url);
const entry = new URL('index.js', dist);
if (!existsSync(entry)) {
    console.error(`CongoDB is not installed (${entry.pathname}); scripts/test installs it`);
    process.exit(2);
}
const { CongoServer } = await import(entry.href);

// CongoDB's hello carries a topologyVersion (a new processId each time), so
// drivers switch to the streaming ("awaitable hello") monitoring protocol,
// which CongoDB does not implement: it answers at once without moreToCome, the
// driver's monitor fails ("Server ended moreToCome unexpectedly") and clears
// the connection pool, failing whatever operation is in flight (seen with
// mongosh: ten pool clears in five seconds). Without topologyVersion, drivers
// poll with plain hellos, which CongoDB answers correctly.
const { HelloHandler } = await import(new URL('server/handlers/HelloHandler.js', dist).href);
const hello = HelloHandler.prototype.handle;
HelloHandler.prototype.handle = async function (context) {
    const reply = await hello.call(this, context);
    delete reply.topologyVersion;
    return reply;
};

const args = process.argv.slice(2);
let port = 0;
let exitOnStdinClose = false;
for (let i = 0; i < args.length; ++i) {
    const arg = args[i];
    if (arg === '--exit-on-stdin-close') {
        exitOnStdinClose = true;
        continue;
    }
    const value = arg.startsWith('--port=') ? arg.slice(7) : arg === '--port' ? args[++i] : /^\d+$/.test(arg) ? arg : null;
    if (value === null || value === undefined || !/^\d+$/.test(value) || Number(value) > 65535) {
        console.error('usage: node congodb-server.mjs [--port P] [--exit-on-stdin-close]');
        process.exit(2);
    }
    port = Number(value);
}

const server = new CongoServer({ host: '127.0.0.1', port, storage: 'memory' });
try {
    await server.start();
} catch (err) {
    console.error(`CongoDB did not start on 127.0.0.1:${port}: ${err.message}`);
    process.exit(1);
}
// With port 0 the system picked one: ask the listening socket.
const actual = server.server?.address()?.port ?? port;
process.stdout.write(`CONGODB_URI=mongodb://127.0.0.1:${actual}\n`);

const stop = async () => {
    setTimeout(() => process.exit(0), 1000).unref(); // a stuck close must not keep it alive
    await server.stop().catch(() => {});
    process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
if (exitOnStdinClose) {
    process.stdin.on('end', stop);
    process.stdin.resume();
}
