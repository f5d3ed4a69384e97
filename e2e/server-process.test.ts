// The server as an operating-system process: it refuses a data folder another server owns, and a
// SIGTERM stops it cleanly with its data intact for the next start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServerProcess } from './support/server-process';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const startProcess = (dataDir: string) => startServerProcess({ BOLTS_DATA_DIR: dataDir });

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
    expect(await first.stop()).toBe(0);
    expect(first.output()).toMatch(/Stopped cleanly/);

    const second = startProcess(dataDir);
    try {
      const after = await (await fetch(`${await second.url()}/api/companies`)).json();
      expect(after.companies).toHaveLength(48);
      expect(after).toEqual(before);
    } finally {
      await second.stop();
    }
  });
});
