// Exactly one leader among instances on one PostgreSQL: two instances' market engines
// run side by side and only one ticks; when the leading instance dies (its connections drop, as
// when the process is killed) the other takes over at its next or second attempt, that is, within
// two ticks. The newsroom and the standings job ask the same lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { createMarketEngine, type MarketEngine } from '../../server/market/engine';
import { createCompany } from '../support/factories';
import { tradingServiceOn } from '../support/portfolios';
import { createTestDatabase, databaseUrlOf, testDriver } from '../support/test-database';

const TICK_MS = 100;

/** An instance's engine on its own connections, counting its leadership attempts and its ticks. */
async function instance(url: string) {
  const opened = await openDatabase({ driver: 'postgres', url, maxConnections: 2 });
  const stats = { attempts: 0, ticks: 0, attemptsAtFirstTick: 0 };
  const database: Database = {
    ...opened,
    async tryLeadership() {
      stats.attempts++;
      return opened.tryLeadership();
    },
  };
  const engine: MarketEngine = createMarketEngine({
    database,
    trading: tradingServiceOn(opened.db),
    seed: 7,
    tickMs: TICK_MS,
    onTick: () => {
      if (stats.ticks++ === 0) stats.attemptsAtFirstTick = stats.attempts;
    },
    log: () => {},
  });
  return { opened, engine, stats };
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  for (const end = Date.now() + timeoutMs; !condition();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.runIf(testDriver() === 'postgres')('one leader among instances', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
    await createCompany(db.database.db, { currentPriceMinor: 10_000 });
  });
  afterAll(() => db?.close());

  it('only the leader ticks, and another instance takes over within two ticks when it dies', async () => {
    const url = databaseUrlOf(db.database);
    const a = await instance(url);
    const b = await instance(url);
    try {
      a.engine.start();
      await until(() => a.stats.ticks >= 2);
      b.engine.start();
      await until(() => b.stats.attempts >= 5);
      expect(b.stats.ticks).toBe(0);
      const aTicks = a.stats.ticks;
      expect(aTicks).toBeGreaterThan(2);

      // A dies: its timer and its connections go at once (the advisory lock with them).
      await a.engine.stop();
      await a.opened.close();
      const attemptsWhenADied = b.stats.attempts;
      await until(() => b.stats.ticks >= 1);
      expect(b.stats.attemptsAtFirstTick - attemptsWhenADied).toBeLessThanOrEqual(2);
    } finally {
      await b.engine.stop();
      await b.opened.close();
      await a.engine.stop();
    }
  });
});
