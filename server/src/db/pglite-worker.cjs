// Hosts PGlite in a worker thread. Two reasons: its WASM queries then never block the HTTP event loop,
// and it loads with Node's own module loader (PGlite's dynamic imports fail inside Jest's VM sandbox).
// Protocol: { id, op: 'query' | 'exec' | 'close', sql, params } -> { id, result } | { id, error }.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

// int8 (20) as a number, like the pg driver is configured (counts and paisa fit comfortably); pg_trgm for the forgiving search (migration 008).
const ready = PGlite.create(workerData.dataDir || undefined, { parsers: { 20: (v) => Number(v) }, extensions: { pg_trgm } });

function toPlainError(err) {
  const e = err || {};
  return { message: String(e.message || e), code: e.code, detail: e.detail, constraint: e.constraint };
}

async function handle(db, msg) {
  if (msg.op === 'query') {
    const r = await db.query(msg.sql, msg.params || []);
    return { rows: r.rows, rowCount: Math.max(r.rows.length, r.affectedRows || 0) };
  }
  if (msg.op === 'exec') {
    await db.exec(msg.sql);
    return null;
  }
  if (msg.op === 'close') {
    await db.close();
    return null;
  }
  throw new Error('unknown op ' + msg.op);
}

parentPort.on('message', async (msg) => {
  try {
    const db = await ready;
    parentPort.postMessage({ id: msg.id, result: await handle(db, msg) });
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: toPlainError(err) });
  }
});
