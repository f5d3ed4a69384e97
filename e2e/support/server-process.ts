// This run's server bundle as an operating-system process of a test's own, beside the shared one
// (global-setup), on the data folder or database the test names in `env` and a free port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  /** The server's address once it listens (waits up to a minute). */
  url(): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  /** Signals the process (SIGTERM: a clean stop) unless it has ended, and waits for it to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: root,
    env: { ...process.env, ...inject('serverEnv'), PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    async url() {
      for (const end = Date.now() + 60_000; Date.now() < end;) {
        const match = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (match) return `http://127.0.0.1:${match[1]}`;
        if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the server did not start:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
