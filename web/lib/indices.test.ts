// The socket's `indices` frame replaces the cached levels in place: the index card follows the
// market at every tick without asking the server again.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { IndexTick } from '#core/schemas/market-data';
import { indicesKeys } from './indices';
import { applyServerFrame } from './realtime';

const ticks = (levelCenti: number): IndexTick[] => [
  { id: 'bolts', levelCenti, changeBp: 25 },
  { id: 'energy', levelCenti: 98_000, changeBp: -200 },
];

describe('the indices frame', () => {
  it('overwrites the cached list with the tick', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(indicesKeys.list, ticks(100_000));
    applyServerFrame(queryClient, { type: 'indices', data: { at: new Date().toISOString(), indices: ticks(100_250) } });
    expect(queryClient.getQueryData(indicesKeys.list)).toEqual(ticks(100_250));
  });

  it('fills a list still loading, and makes none where no page asked for one', () => {
    const idle = new QueryClient();
    applyServerFrame(idle, { type: 'indices', data: { at: new Date().toISOString(), indices: ticks(100_250) } });
    expect(idle.getQueryCache().find({ queryKey: indicesKeys.list })).toBeUndefined();

    const loading = new QueryClient();
    const observer = new QueryObserver(loading, {
      queryKey: indicesKeys.list,
      queryFn: () => new Promise<never>(() => {}),
    });
    const unsubscribe = observer.subscribe(() => {});
    applyServerFrame(loading, { type: 'indices', data: { at: new Date().toISOString(), indices: ticks(100_250) } });
    expect(loading.getQueryData(indicesKeys.list)).toEqual(ticks(100_250));
    unsubscribe();
  });
});
