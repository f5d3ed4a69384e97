import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';

// Hot reads return the same object while it sits in a ReadCache; serialize each such object once
// and answer repeat visitors with 304 through its ETag. Bodies of a kilobyte or more also go out
// compressed, compressed once per object and encoding, which a phone on a slow connection feels.
const serialized = new WeakMap<object, Serialized>();
/** Encodes into a buffer of each body's own (a Buffer may be a slice of a shared pool). */
const utf8 = new TextEncoder();

interface Serialized {
  /** The JSON as UTF-8, encoded once: the answer's length is then known without counting it again. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Smaller than this, compression saves less than the round trip's own headers. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip' | null;
/** Browsers send one of a handful of Accept-Encoding values: each is parsed once. */
const encodingOf = new Map<string, Encoding>();
const MAX_ENCODINGS_KEPT = 100;

/** The encoding to send: Brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? '';
  let chosen = encodingOf.get(header);
  if (chosen === undefined) {
    chosen = parseEncoding(header);
    if (encodingOf.size >= MAX_ENCODINGS_KEPT) encodingOf.clear();
    encodingOf.set(header, chosen);
  }
  return chosen;
}

function parseEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function compressed(entry: Serialized, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    // Quality 5: most of Brotli's gain for a fraction of the CPU of its default 11.
    entry.br ??= brotliCompressSync(entry.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.bytes, { level: 6 });
  return entry.gzip;
}

export function cachedJson<T extends object>(c: Context, value: T): TypedResponse<T, 200, 'json'> {
  let entry = serialized.get(value);
  if (!entry) {
    const body = JSON.stringify(value);
    entry = { bytes: utf8.encode(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    serialized.set(value, entry);
  }
  // The typed-route signature wants a JSON response of T; each answer below is one, serialized
  // ahead of time (or its 304), so the cast only tells the type checker what the body already is.
  const typed = (response: Response) => response as unknown as TypedResponse<T, 200, 'json'>;
  // A plain object of headers, not c.header(): @hono/node-server then writes the answer straight
  // from it, where a Headers object would be built, then converted back, for every answer.
  const headers: Record<string, string> = { ETag: entry.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  if (c.req.header('If-None-Match') === entry.etag) return typed(new Response(null, { status: 304, headers }));
  headers['Content-Type'] = 'application/json; charset=UTF-8';
  const encoding = entry.bytes.length >= COMPRESS_FROM_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
  if (!encoding) return typed(new Response(entry.bytes, { status: 200, headers }));
  headers['Content-Encoding'] = encoding;
  // zlib's Buffers sit on plain ArrayBuffers (never shared), as the body type asks.
  return typed(new Response(compressed(entry, encoding) as Uint8Array<ArrayBuffer>, { status: 200, headers }));
}
