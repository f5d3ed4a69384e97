// One order reloads the trading data once: the request that placed or cancelled it reloads it when
// it settles, and the socket's news of that same order (which may come before or after the
// request's answer) reloads nothing more; news of an order this tab did not send still reloads.
// A real QueryClient with the production mutation options, counting what the portfolio fetches.
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '#core/realtime';
import type { Order, PlaceOrderBody, PlaceOrderResult, Trade } from '#core/schemas/trading';
import { applyServerFrame } from '../../../lib/realtime';
import { tradingKeys } from '../../../lib/trading';
import { cancelOrderMutationOptions } from './cancel-order';
import { placeOrderMutationOptions } from './place-order';

const GAME = '00000000-0000-4000-8000-000000000001';
const ORDER_ID = '11111111-1111-4111-8111-111111111111';

const order = (id = ORDER_ID, status: Order['status'] = 'filled'): Order => ({
  id,
  companyId: '22222222-2222-4222-8222-222222222222',
  companySymbol: 'ACME',
  companyName: 'Acme',
  side: 'buy',
  type: 'market',
  timeInForce: 'gtc',
  status,
  stopPriceMinor: null,
  trailAmountMinor: null,
  trailPercentBp: null,
  triggeredAt: null,
  quantity: 1,
  limitPriceMinor: null,
  fillPriceMinor: 10_000,
  reason: null,
  createdAt: new Date().toISOString(),
  closedAt: new Date().toISOString(),
});
const trade: Trade = {
  id: '33333333-3333-4333-8333-333333333333',
  companyId: '22222222-2222-4222-8222-222222222222',
  companySymbol: 'ACME',
  companyName: 'Acme',
  side: 'buy',
  quantity: 1,
  pricePerShareMinor: 10_000,
  totalAmountMinor: 10_000,
  realizedGainMinor: null,
  shortQuantity: 0,
  reason: null,
  createdAt: new Date().toISOString(),
};
const fill = (id = ORDER_ID, wasResting = false): ServerFrame => ({
  type: 'fill',
  data: { order: order(id), trade, wasResting },
});

const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

/** A client whose portfolio query is on screen; `fetches()` counts its requests after the first. */
async function withPortfolioOnScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  let count = 0;
  const observer = new QueryObserver(client, {
    queryKey: tradingKeys.portfolioIn(GAME),
    queryFn: async () => ({ cashMinor: ++count }),
  });
  observer.subscribe(() => {});
  await vi.waitFor(() => expect(count).toBe(1));
  // Lets every reload that was started finish before counting.
  const fetches = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    return count - 1;
  };
  return { client, fetches };
}

/** A placement, sent once this resolves; its answer arrives when `answer()` is called. */
async function placement(client: QueryClient) {
  let answer: ((result: PlaceOrderResult) => void) | undefined;
  const observer = new MutationObserver<PlaceOrderResult, Error, PlaceOrderBody>(client, {
    ...placeOrderMutationOptions(client),
    mutationFn: () => new Promise<PlaceOrderResult>((resolve) => (answer = resolve)),
  });
  const done = observer.mutate({ companyId: order().companyId, side: 'buy', quantity: 1, game: GAME });
  await vi.waitFor(() => expect(answer).toBeDefined());
  return {
    answer: async () => {
      answer!({ order: order(), trade });
      await done;
    },
  };
}

describe('one order reloads the portfolio once', () => {
  it('when the fill news comes after the placement has answered', async () => {
    const { client, fetches } = await withPortfolioOnScreen();
    await (await placement(client)).answer();
    applyServerFrame(client, fill());
    expect(await fetches()).toBe(1);
  });

  it('when the fill news comes while the placement is still in flight', async () => {
    const { client, fetches } = await withPortfolioOnScreen();
    const placing = await placement(client);
    applyServerFrame(client, fill());
    await placing.answer();
    expect(await fetches()).toBe(1);
  });

  it('when the order was placed elsewhere (another tab): the news alone reloads', async () => {
    const { client, fetches } = await withPortfolioOnScreen();
    await (await placement(client)).answer();
    expect(await fetches()).toBe(1);
    applyServerFrame(client, fill('44444444-4444-4444-8444-444444444444'));
    expect(await fetches()).toBe(2);
  });

  it('when a resting order fills on a later tick', async () => {
    const { client, fetches } = await withPortfolioOnScreen();
    applyServerFrame(client, fill(ORDER_ID, true));
    expect(await fetches()).toBe(1);
  });

  it('when this tab cancels an order and the socket says it closed', async () => {
    const { client, fetches } = await withPortfolioOnScreen();
    const observer = new MutationObserver<Order, Error, string>(client, {
      ...cancelOrderMutationOptions(client),
      mutationFn: async () => order(ORDER_ID, 'cancelled'),
    });
    await observer.mutate(ORDER_ID);
    applyServerFrame(client, { type: 'order', data: { order: order(ORDER_ID, 'cancelled') } });
    expect(await fetches()).toBe(1);
  });
});
