import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PriceTick } from '#core/schemas/market-data';
import { createLocalBus, encodeForNotify, NOTIFY_PAYLOAD_LIMIT, packForNotify, type BusEvent } from './bus';

const tick = (): PriceTick => ({
  companyId: randomUUID(),
  priceMinor: 123_456,
  changeBp: -1_234,
  volume: 9_876_543,
  marketCapMinor: 987_654_321_000,
});

describe('NOTIFY payloads', () => {
  it('a small event is one payload, unchanged', () => {
    const event: BusEvent = { type: 'prices', at: new Date(0).toISOString(), prices: [tick()] };
    expect(encodeForNotify(event).map((p) => JSON.parse(p))).toEqual([event]);
  });

  it('a tick of 500 companies splits into parts under the limit that together hold every price once', () => {
    const prices = Array.from({ length: 500 }, tick);
    const parts = encodeForNotify({ type: 'prices', at: new Date(0).toISOString(), prices });
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    const merged = parts.flatMap((p) => (JSON.parse(p) as Extract<BusEvent, { type: 'prices' }>).prices);
    expect(merged).toEqual(prices);
  });

  it('the 48 seeded companies fit in one or two payloads, far under 8000 bytes each', () => {
    const parts = encodeForNotify({
      type: 'prices',
      at: new Date(0).toISOString(),
      prices: Array.from({ length: 48 }, tick),
    });
    expect(parts.length).toBeLessThanOrEqual(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThan(8_000);
  });
});

describe('NOTIFY batches', () => {
  it('packs many events into few payloads under the limit, keeping every event once and in order', () => {
    const events: BusEvent[] = [
      ...Array.from({ length: 200 }, (_, i): BusEvent => ({ type: 'prices', at: String(i), prices: [tick()] })),
      { type: 'prices', at: 'big', prices: Array.from({ length: 300 }, tick) },
    ];
    const payloads = packForNotify(events);
    expect(payloads.length).toBeLessThan(events.length / 5);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_LIMIT);
    const back = payloads.flatMap((p) => JSON.parse(p) as Extract<BusEvent, { type: 'prices' }>[]);
    expect(back.slice(0, 200)).toEqual(events.slice(0, 200));
    expect(back.slice(200).flatMap((e) => e.prices)).toEqual(
      (events[200] as Extract<BusEvent, { type: 'prices' }>).prices,
    );
  });

  it('nothing to send is no payload', () => {
    expect(packForNotify([])).toEqual([]);
  });
});

describe('in-process bus', () => {
  it('delivers to every subscriber on a later turn, never inside publish, and stops after unsubscribe', async () => {
    const bus = createLocalBus();
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(`a:${e.type}`));
    bus.subscribe((e) => seen.push(`b:${e.type}`));
    await bus.publish({ type: 'prices', at: '', prices: [] });
    expect(seen).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['a:prices', 'b:prices']);
    off();
    await bus.publish({ type: 'prices', at: '', prices: [] });
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['a:prices', 'b:prices', 'b:prices']);
  });

  it('one failing subscriber does not keep the event from the others', async () => {
    const bus = createLocalBus(() => {});
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((e) => seen.push(e.type));
    await bus.publish({ type: 'prices', at: '', prices: [] });
    await new Promise((r) => setImmediate(r));
    expect(seen).toEqual(['prices']);
  });
});
