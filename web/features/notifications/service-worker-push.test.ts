// The service worker's push messages (web/public/sw.js), run in a stand-in worker scope.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '#core/notifications/types';

const source = readFileSync(path.resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

function worker(language: string | null) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: { body: string; dir: string; data: { url: string } } }[] = [];
  const self = {
    location: { origin: 'https://bolts.example' },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: {
      showNotification: vi.fn(async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      }),
    },
    clients: {},
  };
  const caches = {
    open: async () => ({
      match: async () => (language ? new Response(language) : undefined),
    }),
  };
  vm.runInNewContext(source, { self, caches, URL, Response, Promise });
  async function push(payload: unknown) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('push')!({
      data: { json: () => payload },
      waitUntil: (p: Promise<unknown>) => (done = p),
    });
    await done;
    return shown.at(-1);
  }
  return { push };
}

const payload = (type: string, url = '/trade?company=c1') => ({
  id: 'n1',
  type,
  url,
  params: { symbol: 'AURS', quantity: 3, side: 'buy', streak: 4, newRank: 2, username: 'dana', className: '8B' },
});

describe('the service worker words a push in the saved language', () => {
  it.each(['en', 'he', 'es'])('every notification type in %s', async (language) => {
    const w = worker(language);
    for (const type of NOTIFICATION_TYPES) {
      const shown = await w.push(payload(type));
      expect(shown!.title).not.toBe('Bolts');
      expect(shown!.title.length).toBeGreaterThan(3);
    }
  });

  it('in Hebrew, right to left; in English when nothing was saved', async () => {
    expect(await worker('he').push(payload('order_filled'))).toMatchObject({
      title: 'ההוראה בוצעה',
      options: { body: 'נקנו 3 AURS', dir: 'rtl' },
    });
    expect((await worker(null).push(payload('order_filled')))!.title).toBe('Order filled');
  });

  it('words a news headline in the saved language, English when it has none', async () => {
    const news = {
      id: 'n2',
      type: 'news_held',
      url: '/company/c1',
      params: { symbol: 'AURS', headline: 'Aurora opens a plant', headline_he: 'Aurora פותחת מפעל' },
    };
    expect((await worker('he').push(news))!.options.body).toBe('Aurora פותחת מפעל');
    expect((await worker('es').push(news))!.options.body).toBe('Aurora opens a plant');
  });

  it('opens only a page of this site', async () => {
    const w = worker('en');
    expect((await w.push(payload('news_held', '/company/c1')))!.options.data.url).toBe('/company/c1');
    expect((await w.push(payload('news_held', '//evil.example/x')))!.options.data.url).toBe('/notifications');
    expect((await w.push(payload('news_held', 'https://evil.example/')))!.options.data.url).toBe('/notifications');
  });
});
