// The embedded database's own thread: owns the one PGlite instance and answers the server's
// thread (server/db/pglite-worker-client.ts) over the worker's port, so the WebAssembly database
// and the HTTP server each have a core. Plain JavaScript, so Node runs this file as it is, from
// the source tree (tests) and beside the server bundle alike. The protocol is described in the
// client; docs/decisions/019-pglite-worker-thread.md says why.
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite } from '@electric-sql/pglite';

/** What a per-query parser or serializer of the server's thread stands for here: the text as is. */
const asText = (value) => value;

/** Thrown inside PGlite's transaction callback to have it roll back; not an error to report. */
const ROLLBACK = Symbol('rollback');

/** Open transactions by the id of the request that began them. */
const transactions = new Map();

const port = parentPort;
const reply = (id, value, transfer) => port.postMessage({ id, value }, transfer ?? []);
const replyError = (id, error) => port.postMessage({ id, error: describeError(error) });

let db;
try {
  db = await PGlite.create(workerData.dataDir);
} catch (err) {
  replyError(0, err);
  port.close();
}
if (db) {
  port.on('message', (request) => {
    handle(request).catch((err) => replyError(request.id, err));
  });
  reply(0);
}

async function handle(request) {
  switch (request.op) {
    case 'query': {
      const result = await target(request.tx).query(request.text, request.params, queryOptions(request.options));
      return reply(request.id, result);
    }
    case 'exec':
      return reply(request.id, await target(request.tx).exec(request.text, queryOptions(request.options)));
    case 'describe': {
      const { queryParams } = await db.describeQuery(request.text);
      return reply(
        request.id,
        queryParams.map((p) => p.dataTypeID),
      );
    }
    case 'begin':
      return begin(request.id);
    case 'rollback':
      await openTransaction(request.tx).tx.rollback();
      return reply(request.id);
    case 'end':
      return end(request);
    case 'dump': {
      const file = await db.dumpDataDir(request.compression);
      const bytes = await file.arrayBuffer();
      return reply(request.id, { bytes, type: file.type, name: file.name }, [bytes]);
    }
    case 'close':
      await db.close();
      reply(request.id);
      // Nothing else keeps this thread alive: it ends once the reply is sent.
      port.close();
      return;
    default:
      throw new Error(`unknown request ${String(request.op)}`);
  }
}

/** The database itself, or the open transaction a query belongs to. */
function target(txId) {
  return txId === undefined ? db : openTransaction(txId).tx;
}

function openTransaction(txId) {
  const open = transactions.get(txId);
  if (!open?.tx) throw new Error('Transaction is closed');
  return open;
}

/**
 * Starts one PGlite transaction and keeps it open until the server's thread ends it: PGlite holds
 * its transaction lock for as long as the callback runs, so no other query interleaves.
 */
function begin(id) {
  const open = { tx: undefined, end: undefined, done: undefined };
  transactions.set(id, open);
  const decided = new Promise((resolve) => (open.end = resolve));
  open.done = db
    .transaction(async (tx) => {
      open.tx = tx;
      reply(id);
      if (!(await decided)) throw ROLLBACK;
    })
    .finally(() => transactions.delete(id));
  // BEGIN itself failed: the caller is still waiting for its answer.
  open.done.catch((err) => {
    if (!open.tx) replyError(id, err);
  });
}

async function end({ id, tx: txId, commit }) {
  const open = transactions.get(txId);
  if (!open?.tx) throw new Error('Transaction is closed');
  open.end(commit);
  try {
    await open.done;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  reply(id);
}

/**
 * The per-query options as PGlite takes them. Functions cannot cross threads: a type the caller
 * has its own parser for comes back as text (the caller parses it), and a parameter the caller
 * serialized arrives as text and is passed on unchanged.
 */
function queryOptions(options) {
  if (!options) return undefined;
  const { textTypes, serializedTypes, ...rest } = options;
  if (textTypes) rest.parsers = Object.fromEntries(textTypes.map((type) => [type, asText]));
  if (serializedTypes) rest.serializers = Object.fromEntries(serializedTypes.map((type) => [type, asText]));
  return rest;
}

/** Fields of an error that are plain data (an Error's own fields are not cloned across threads). */
function describeError(err) {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  // The statement's parameters, as PGlite attaches them (the options hold functions: left out).
  if (Array.isArray(err.params)) fields.params = err.params;
  return {
    message: err.message,
    stack: err.stack,
    database: err instanceof messages.DatabaseError,
    fields,
  };
}
