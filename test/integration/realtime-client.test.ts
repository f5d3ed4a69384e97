// The browser's realtime client (web/lib/realtime-client + the cache writes of web/lib/realtime)
// against a real server, with `ws` standing in for the browser's WebSocket and a real TanStack
// QueryClient: pushed books and trades land in the market-data keys, ticks update cached companies
// in place, fills invalidate the trading data, and a dropped socket reconnects and resubscribes.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerFrame } from '#core/realtime';
import type { CompanyDetail, CompanyList } from '#core/schemas/companies';
import type { OrderBook, RecentTrades } from '#core/schemas/market-data';
import { createMarketEngine } from '../../server/market/engine';
import { marketDataKeys } from '../../web/lib/market-data';
import { applyServerFrame } from '../../web/lib/realtime';
import {
  createRealtimeClient,
  reconnectDelayMs,
  type RealtimeClient,
  type SocketLike,
} from '../../web/lib/realtime-client';
import { tradingKeys } from '../../web/lib/trading';
import { signUpByEmail } from '../support/accounts';
import { createCompany } from '../support/factories';
import { startInstance, type Instance } from '../support/realtime';
import { createTestDatabase } from '../support/test-database';

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let instance: Instance;
beforeAll(async () => {
  testDb = await createTestDatabase();
  instance = await startInstance(testDb.database);
});
afterAll(async () => {
  await instance?.close();
  await testDb?.close();
});

function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(poll, 10);
    };
    poll();
  });
}

function browserLike(cookie?: string) {
  const queryClient = new QueryClient();
  const sockets: WebSocket[] = [];
  const frames: ServerFrame[] = [];
  const client: RealtimeClient = createRealtimeClient({
    url: () => instance.wsUrl,
    createSocket: (url) => {
      const ws = new WebSocket(url, { headers: { Origin: instance.origin, ...(cookie ? { Cookie: cookie } : {}) } });
      sockets.push(ws);
      return ws as unknown as SocketLike;
    },
    onFrame: (frame) => {
      frames.push(frame);
      applyServerFrame(queryClient, frame);
    },
    backoff: { baseMs: 20, maxMs: 100 },
  });
  return { queryClient, sockets, frames, client };
}

describe('browser realtime client', () => {
  it('reconnect delays grow to the cap, with jitter, and never reach zero', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1_000);
    expect(reconnectDelayMs(3, () => 0)).toBe(4_000);
    expect(reconnectDelayMs(50, () => 1)).toBe(30_000);
  });

  it('writes books and trades into the market-data keys and pushed prices into cached companies', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000, marketCapMinor: 5_000_000 });
    const { queryClient, client } = browserLike();
    // What the directory and detail pages had cached before the tick.
    const summary = {
      id: company.id,
      name: company.name,
      symbol: company.symbol,
      logo: company.logo,
      category: company.category,
      description: null,
      sector: null,
      industry: null,
      priceMinor: 10_000,
      changeBp: 0,
      volume: 0,
      marketCapMinor: 5_000_000,
      employees: null,
      founded: null,
    };
    queryClient.setQueryData<CompanyList>(['companies', 'list', { search: '', category: '' }], {
      companies: [summary],
      categories: ['technology'],
    });
    queryClient.setQueryData(['companies', 'detail', company.id], {
      ...summary,
      story: 'kept',
    } as unknown as CompanyDetail);

    client.start();
    expect(client.getState().status).toBe('connecting');
    await until(() => client.getState().status === 'open');
    const release = client.subscribe(company.id);
    await until(() => !!queryClient.getQueryData(marketDataKeys.trades(company.id)));
    expect(client.getState().companyId).toBe(company.id);
    const book = queryClient.getQueryData<OrderBook>(marketDataKeys.book(company.id))!;
    expect(book.asks[0]!.priceMinor).toBe(10_025);
    expect(queryClient.getQueryData<RecentTrades>(marketDataKeys.trades(company.id))!.trades).toHaveLength(5);

    const engine = createMarketEngine({
      database: testDb.database,
      trading: instance.trading,
      seed: 12,
      tickMs: 5_000,
      onTick: instance.onMarketTick,
    });
    const tick = (await engine.tick()).prices.find((p) => p.companyId === company.id)!;
    await until(
      () =>
        queryClient.getQueryData<CompanyList>(['companies', 'list', { search: '', category: '' }])!.companies[0]!
          .priceMinor === tick.priceMinor,
    );
    const detail = queryClient.getQueryData<CompanyDetail & { story: string }>(['companies', 'detail', company.id])!;
    expect(detail).toMatchObject({ priceMinor: tick.priceMinor, changeBp: tick.changeBp, story: 'kept' });
    expect(queryClient.getQueryData<OrderBook>(marketDataKeys.book(company.id))!.priceMinor).toBe(tick.priceMinor);

    release();
    await until(() => client.getState().companyId === null);
    client.stop();
    expect(client.getState().status).toBe('closed');
  });

  it("a fill invalidates the player's trading data", async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const player = await signUpByEmail(instance.ctx);
    const { queryClient, client, frames } = browserLike(player.client.cookies());
    queryClient.setQueryData(tradingKeys.portfolio, { cashMinor: 1 });
    client.start();
    await until(() => client.getState().status === 'open');
    await player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: 1 });
    await until(() => frames.some((f) => f.type === 'fill'));
    expect(queryClient.getQueryState(tradingKeys.portfolio)!.isInvalidated).toBe(true);
    client.stop();
  });

  it('after the socket drops, reconnects and resubscribes; after stop, stays closed', async () => {
    const company = await createCompany(testDb.database.db, { currentPriceMinor: 10_000 });
    const { client, sockets, frames } = browserLike();
    client.subscribe(company.id);
    client.start();
    await until(() => frames.some((f) => f.type === 'book'));

    const seen: string[] = [];
    client.onChange(() => seen.push(client.getState().status));
    sockets[0]!.terminate();
    const booksBefore = frames.filter((f) => f.type === 'book').length;
    await until(() => frames.filter((f) => f.type === 'book').length > booksBefore);
    expect(sockets).toHaveLength(2);
    expect(seen.slice(0, 3)).toEqual(['closed', 'connecting', 'open']);
    expect(client.getState()).toEqual({ status: 'open', companyId: company.id });

    client.stop();
    await new Promise((r) => setTimeout(r, 300));
    expect(sockets).toHaveLength(2);
    expect(client.getState().status).toBe('closed');
  });
});
