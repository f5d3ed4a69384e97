// PGlite on a thread of its own (server/db/pglite-worker.mjs), seen from the server's thread as the
// part of PGlite that drizzle and our code call: query, exec, transaction, dumpDataDir, close.
// Requests and answers cross the worker's port as structured clones; what cannot cross (functions,
// an Error's own fields) is carried as data and rebuilt here. docs/decisions/019-pglite-worker-thread.md.
import { Worker } from 'node:worker_threads';
import { messages, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** What the server uses of PGlite; the worker client and PGlite itself both answer it. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir' | 'close'>;

type Compression = Parameters<PGlite['dumpDataDir']>[0];

/** Per-query options as they cross: the types whose parsers or serializers stay on this side. */
interface WireOptions extends Omit<QueryOptions, 'parsers' | 'serializers' | 'onNotice'> {
  textTypes?: number[];
  serializedTypes?: number[];
}

type Request =
  | { op: 'query'; text: string; params: unknown[] | undefined; options: WireOptions | undefined; tx?: number }
  | { op: 'exec'; text: string; options: WireOptions | undefined; tx?: number }
  | { op: 'describe'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'rollback'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump'; compression: Compression }
  | { op: 'close' };

interface WireError {
  message: string;
  stack?: string;
  /** PGlite's DatabaseError (SQLSTATE in fields.code), rebuilt as one here. */
  database?: boolean;
  fields: Record<string, unknown>;
}

type Answer = { id: number; value?: unknown; error?: undefined } | { id: number; error: WireError };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface PgliteWorkerOptions {
  /** Called once if the worker ends or fails without being closed; every pending call has failed. */
  onLost?: (error: Error) => void;
}

/** How long a worker may take to end once PGlite has closed in it. */
const CLOSE_GRACE_MS = 5_000;

/**
 * Where the worker's file is: beside this file in the source tree, and beside the server bundle
 * (scripts/build-server.mjs puts it there); other bundles name it (scripts/lib/source-tree-banner.mjs).
 */
const workerFile = () => process.env.BOLTS_PGLITE_WORKER ?? new URL('./pglite-worker.mjs', import.meta.url);

/** Starts the worker and opens PGlite in it (dataDir undefined: in memory). */
export async function openPgliteWorker(
  dataDir: string | undefined,
  options: PgliteWorkerOptions = {},
): Promise<PgliteWorkerClient> {
  const client = new PgliteWorkerClient(new Worker(workerFile(), { workerData: { dataDir } }), options);
  await client.ready;
  return client;
}

export class PgliteWorkerClient implements PgliteClient {
  /** Settles when PGlite has opened in the worker (the answer to request 0). */
  readonly ready: Promise<void>;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #lost: Error | undefined;
  #closing = false;
  readonly #exited: Promise<void>;

  constructor(
    /** The worker thread; tests end it to see a lost database. */
    readonly worker: Worker,
    private readonly options: PgliteWorkerOptions,
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject });
    });
    worker.on('message', (answer: Answer) => this.#answer(answer));
    worker.on('error', (err) => this.#lose(`it failed: ${err.message}`, err));
    worker.on('messageerror', (err) => this.#lose(`an answer could not be read: ${err.message}`, err));
    this.#exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        if (!this.#closing) this.#lose(`it exited with code ${code}`);
        resolve();
      });
    });
  }

  async query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    const parsers = options?.parsers;
    const wire = wireOptions(options);
    let sent = params;
    if (options?.serializers && params?.length) {
      sent = await this.#serialize(text, params, options.serializers, tx);
      wire!.serializedTypes = Object.keys(options.serializers).map(Number);
    }
    const result = (await this.#request({ op: 'query', text, params: sent, options: wire, tx })) as Results<T>;
    if (parsers) applyParsers(result, parsers, options.rowMode);
    return result;
  }

  async exec(text: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    if (options?.serializers) throw new Error('exec takes no parameters to serialize');
    const results = (await this.#request({ op: 'exec', text, options: wireOptions(options), tx })) as Results[];
    if (options?.parsers) for (const result of results) applyParsers(result, options.parsers, options.rowMode);
    return results;
  }

  /**
   * One PGlite transaction in the worker, open until `callback` settles: committed when it returns,
   * rolled back (and its error rethrown) when it throws. Its queries run inside it and nothing else
   * runs in between, as with PGlite in this thread.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    await this.#request({ op: 'begin' }, id);
    let closed = false;
    const notHere = (what: string) => async () => {
      throw new Error(`${what} is not available through the database worker`);
    };
    const tx: Transaction = {
      query: (text, params, options) => this.query(text, params, options, id),
      exec: (text, options) => this.exec(text, options, id),
      sql: notHere('tx.sql'),
      listen: notHere('tx.listen'),
      rollback: async () => {
        await this.#request({ op: 'rollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await this.#request({ op: 'end', tx: id, commit: false });
      throw err;
    }
    closed = true;
    await this.#request({ op: 'end', tx: id, commit: true });
    return result;
  }

  async dumpDataDir(compression?: Compression): Promise<File | Blob> {
    const dump = (await this.#request({ op: 'dump', compression })) as {
      bytes: ArrayBuffer;
      type: string;
      name?: string;
    };
    return dump.name
      ? new File([dump.bytes], dump.name, { type: dump.type })
      : new Blob([dump.bytes], { type: dump.type });
  }

  /** Closes PGlite in the worker (its files flushed), then waits for the thread to end. */
  async close(): Promise<void> {
    if (this.#lost) return;
    const closed = this.#request({ op: 'close' });
    this.#closing = true;
    await closed;
    // PGlite is closed and its files flushed; a thread that lingers after that is ended.
    const lingering = setTimeout(() => void this.worker.terminate(), CLOSE_GRACE_MS);
    await this.#exited;
    clearTimeout(lingering);
  }

  /** The parameters whose type has a serializer of the caller's, serialized here. */
  async #serialize(
    text: string,
    params: unknown[],
    serializers: NonNullable<QueryOptions['serializers']>,
    tx?: number,
  ) {
    const types = (await this.#request({ op: 'describe', text, tx })) as number[];
    return params.map((value, i) => {
      const serializer = serializers[types[i]!];
      return value == null || !serializer ? value : serializer(value);
    });
  }

  #request(request: Request, id = this.#nextId++): Promise<unknown> {
    if (this.#lost) return Promise.reject(this.#lost);
    if (this.#closing) return Promise.reject(new Error('The database is closed'));
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  #answer(answer: Answer) {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    // PGlite did not open: the worker ends, and that is no loss to report.
    if (answer.id === 0 && answer.error) this.#closing = true;
    if (answer.error) pending.reject(rebuildError(answer.error));
    else pending.resolve(answer.value);
  }

  #lose(reason: string, cause?: unknown) {
    if (this.#lost) return;
    this.#lost = new Error(`The database worker stopped: ${reason}`, { cause });
    for (const pending of this.#pending.values()) pending.reject(this.#lost);
    this.#pending.clear();
    this.options.onLost?.(this.#lost);
  }
}

function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const { parsers, serializers: _serializers, onNotice, ...rest } = options;
  if (onNotice) throw new Error('onNotice is not available through the database worker');
  const wire: WireOptions = rest;
  if (parsers) wire.textTypes = Object.keys(parsers).map(Number);
  return wire;
}

/**
 * Applies the caller's parsers to the columns of their types, as PGlite would have: the worker
 * sent those values as text. In object rows a repeated column name holds the last column's value.
 */
function applyParsers(
  result: Pick<Results<unknown>, 'rows' | 'fields'>,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: QueryOptions['rowMode'],
) {
  const columns: { key: number | string; type: number }[] = [];
  result.fields.forEach((field, index) => {
    if (!parsers[field.dataTypeID]) return;
    if (rowMode === 'array') columns.push({ key: index, type: field.dataTypeID });
    else if (result.fields.findLastIndex((f) => f.name === field.name) === index)
      columns.push({ key: field.name, type: field.dataTypeID });
  });
  if (!columns.length) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, type } of columns) {
      const value = row[key];
      // PGlite passes the type too, though its declared Parser takes only the text.
      if (value !== null) row[key] = (parsers[type] as (text: string, type: number) => unknown)(value as string, type);
    }
  }
}

/** The worker's error as the caller would have had it from PGlite in its own thread. */
function rebuildError(wire: WireError): Error {
  const error = wire.database ? new messages.DatabaseError(wire.message, 0, 'error') : new Error(wire.message);
  Object.assign(error, wire.fields);
  if (wire.stack) error.stack = wire.stack;
  return error;
}
