// pg_dump as a stream. The answer only starts once pg_dump has sent its first bytes, so the usual
// failures (pg_dump missing, refused connection, a server newer than pg_dump) are a clear error
// instead of an empty file; a failure later aborts the download rather than ending it as if whole.
import { spawn } from 'node:child_process';
import { passwordApart, pgToolEnv } from '../../../db/connection-url';
import { HttpError } from '../../../http/http-error';

export interface PgDumpStream {
  body: ReadableStream<Uint8Array>;
  /** Settles once pg_dump is done: the bytes sent and whether the file is complete. */
  finished: Promise<{ bytes: number; complete: boolean }>;
}

export async function startPgDump(url: string, command = 'pg_dump'): Promise<PgDumpStream> {
  const { dbname, password } = passwordApart(url);
  // Custom format: compressed, and pg_restore can pick what to restore. pg_dump reads one snapshot,
  // so the dump is consistent while players keep trading.
  const child = spawn(command, ['--format=custom', `--dbname=${dbname}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: pgToolEnv(password),
  });
  let spawnError: NodeJS.ErrnoException | undefined;
  child.once('error', (err) => (spawnError = err));
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    if (stderr.length < 4_000) stderr += d.toString();
  });
  // 'close' comes after the output has ended, also when pg_dump could not start (code < 0).
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const chunks = child.stdout[Symbol.asyncIterator]() as AsyncIterator<Buffer>;

  const first = await chunks.next();
  if (first.done) {
    const code = await exited;
    if (spawnError?.code === 'ENOENT') {
      throw new HttpError(
        503,
        'backup_unavailable',
        'pg_dump is not installed on this server: install the PostgreSQL client tools (Debian: postgresql-client).',
      );
    }
    const lines = stderr.trim().split('\n');
    const reason =
      (lines.find((l) => l.includes('error:')) ?? lines[0])?.replace(/^pg_dump: (error: )?/, '') ||
      spawnError?.message ||
      `exit code ${code}`;
    console.error(`[backup] pg_dump failed (${code}): ${stderr.trim() || spawnError?.message}`);
    throw new HttpError(500, 'backup_failed', `pg_dump failed: ${reason}`);
  }

  let bytes = 0;
  let settle!: (result: { bytes: number; complete: boolean }) => void;
  const finished = new Promise<{ bytes: number; complete: boolean }>((resolve) => (settle = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      bytes += first.value.length;
      controller.enqueue(new Uint8Array(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (!next.done) {
        bytes += next.value.length;
        controller.enqueue(new Uint8Array(next.value));
        return;
      }
      const code = await exited;
      if (code === 0) {
        controller.close();
      } else {
        console.error(`[backup] pg_dump exited with ${code}: ${stderr.trim()}`);
        controller.error(new Error(`pg_dump exited with ${code}`));
      }
      settle({ bytes, complete: code === 0 });
    },
    cancel() {
      // The admin closed the download: stop pg_dump and its snapshot.
      child.kill();
      settle({ bytes, complete: false });
    },
  });
  return { body, finished };
}
