// The server as an operating-system process: it refuses a data folder another server owns, and a
// SIGTERM stops it cleanly with its data intact for the next start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function startProcess(dataDir: string) {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: root,
    env: { ...process.env, ...inject('serverEnv'), PORT: '0', HOST: '127.0.0.1', BOLTS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = async (): Promise<string> => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) return match[1]!.replace('localhost', '127.0.0.1');
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not ready:\n${output}`);
  };
  return { child, exited, url, output: () => output };
}

describe('the server process', () => {
  it('refuses to start on a data folder that a running server owns, saying why', async () => {
    const second = startProcess(inject('dataDir'));
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Bolts server is already using the data folder/);
  });

  it('stops cleanly on SIGTERM and starts again with its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bolts-e2e-process-'));
    dirs.push(dataDir);
    const first = startProcess(dataDir);
    const before = await (await fetch(`${await first.url()}/api/companies`)).json();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped cleanly/);

    const second = startProcess(dataDir);
    try {
      const after = await (await fetch(`${await second.url()}/api/companies`)).json();
      expect(after.companies).toHaveLength(48);
      expect(after).toEqual(before);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
});
