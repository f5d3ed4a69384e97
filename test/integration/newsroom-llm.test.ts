// The newsroom with a language model configured (LLM_BASE_URL / LLM_MODEL): a small
// OpenAI-compatible endpoint on 127.0.0.1 stands in for the model provider (a third party), and
// answers each request as the test scripts it. A good answer, in English, Hebrew and Spanish, is
// published as written; every kind of bad answer falls back to the built-in writer, and a language
// the model got wrong (Hebrew in Latin letters, a missing Spanish) is written by the built-in
// writer alone; an item is published in all three languages either way.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { news } from '../../server/db/schema';
import { createLlmWriter } from '../../server/newsroom/llm-writer';
import { createNewsroom } from '../../server/newsroom/newsroom';
import { createCompany } from '../support/factories';
import { createTestContext, type TestContext } from '../support/test-database';

type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };

let ctx: TestContext;
let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
const requests: { headers: IncomingMessage['headers']; body: { model: string; messages: { content: string }[] } }[] =
  [];

const completion = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

beforeAll(async () => {
  ctx = await createTestContext();
  server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(data) as (typeof requests)[number]['body'] });
      const reply = replies.shift() ?? { status: 500 };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      }, reply.delayMs ?? 0);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await ctx.close();
});
beforeEach(() => {
  replies = [];
  requests.length = 0;
});

async function newsroomFor(companyName: string) {
  const company = await createCompany(ctx.database.db, { name: companyName, ceo: 'Mira Okafor' });
  const logs: string[] = [];
  const newsroom = createNewsroom({
    database: ctx.database,
    seed: 11,
    intervalMs: 60_000,
    llm: createLlmWriter({ baseUrl, model: 'teen-news-1', apiKey: 'sk-test', timeoutMs: 1_500 }),
    log: (line) => logs.push(line),
  });
  const publish = async () => {
    const published = await newsroom.publishOne(company.id);
    const [row] = await ctx.database.db.select().from(news).where(eq(news.id, published!.id));
    return { published: published!, row: row! };
  };
  return { company, publish, logs };
}

const english = (name: string) => ({
  headline: `${name} opens a robot workshop for students.`,
  summary: `${name} will let school groups build and program small robots at its headquarters.`,
  content: [
    `${name} announced a free robot workshop for school groups.`,
    'Students will build a small robot and program it to follow a line.',
    'Chief executive Mira Okafor said the company wants more young engineers.',
  ].join('\n\n'),
});
const hebrew = (name: string) => ({
  headline: `${name} פותחת סדנת רובוטים לתלמידים`,
  summary: `${name} תאפשר לכיתות לבנות ולתכנת רובוטים קטנים במטה שלה.`,
  content: [
    `${name} הודיעה על סדנת רובוטים חינמית לכיתות.`,
    'התלמידים יבנו רובוט קטן ויתכנתו אותו לנסוע לאורך קו.',
    'לדברי Mira Okafor, ראש החברה, החברה רוצה יותר מהנדסים צעירים.',
  ].join('\n\n'),
});
const spanish = (name: string) => ({
  headline: `${name} abre un taller de robots para estudiantes`,
  summary: `${name} permitirá que los grupos escolares construyan y programen pequeños robots en su sede.`,
  content: [
    `${name} anunció un taller de robots gratis para grupos escolares.`,
    'Los estudiantes construirán un robot pequeño y lo programarán para que siga una línea.',
    'Mira Okafor, al frente de la empresa, dijo que quiere más ingenieros jóvenes.',
  ].join('\n\n'),
});
const answerOf = (name: string, languages: Record<string, unknown> = {}) =>
  JSON.stringify({ en: english(name), he: hebrew(name), es: spanish(name), ...languages });
const goodAnswer = (name: string) => answerOf(name);

describe('newsroom with a language model', () => {
  it("publishes the model's words with our own event, and tells it the company's facts", async () => {
    const { company, publish } = await newsroomFor('Brightgear Labs');
    replies.push({ body: completion('```json\n' + goodAnswer('Brightgear Labs') + '\n```') });
    const { published, row } = await publish();
    expect(published.writers).toEqual({ en: 'llm', he: 'llm', es: 'llm' });
    expect(row.headline).toBe('Brightgear Labs opens a robot workshop for students');
    expect(row.content?.split('\n\n')).toHaveLength(3);
    expect(row.translations).toEqual({ he: hebrew('Brightgear Labs'), es: spanish('Brightgear Labs') });
    expect(row.isGenerated).toBe(true);
    expect(['market_update', 'earnings', 'partnership', 'product_launch', 'operational', 'regulatory']).toContain(
      row.newsType,
    );
    expect(Math.abs(row.impactScore)).toBeLessThanOrEqual(10);

    const [request] = requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('teen-news-1');
    const prompt = request?.body.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain(company.symbol);
    expect(prompt).toContain('Mira Okafor');
    expect(prompt).toMatch(/English, Hebrew and Spanish/);
    expect(prompt).toContain('"he"');
  });

  it.each<[string, Record<string, unknown>, 'he' | 'es']>([
    ['Hebrew written in Latin letters', { he: english('Latin Letters Ltd') }, 'he'],
    ['Spanish left out', { es: undefined }, 'es'],
    ['Spanish that is English', { es: english('Latin Letters Ltd') }, 'es'],
  ])('keeps the languages the model got right and writes %s itself', async (_, languages, wrong) => {
    const name = 'Latin Letters Ltd';
    const { publish, logs } = await newsroomFor(name);
    replies.push({ body: completion(answerOf(name, languages)) });
    const { published, row } = await publish();
    const right = wrong === 'he' ? 'es' : 'he';
    expect(published.writers).toEqual({ en: 'llm', [right]: 'llm', [wrong]: 'builtin' });
    expect(row.headline).toBe(`${name} opens a robot workshop for students`);
    const translations = row.translations as Record<'he' | 'es', { headline: string; content: string }>;
    expect(translations[right].headline).toBe((right === 'he' ? hebrew : spanish)(name).headline);
    // The built-in writer's words, in the right language.
    expect(translations[wrong].headline).toContain('Latin');
    expect(translations[wrong].content.split('\n\n').length).toBeGreaterThanOrEqual(3);
    if (wrong === 'he') expect(translations.he.headline).toMatch(/[\u05D0-\u05EA]/);
    expect(logs.join('\n')).toContain(`the language model's ${wrong} was not used`);
  });

  it.each<[string, (name: string) => Reply]>([
    ['an HTTP error', () => ({ status: 503, body: { error: 'overloaded' } })],
    ['an answer that is not JSON', () => ({ raw: 'Sorry, I cannot do that' })],
    ['a completion whose content is not JSON', () => ({ body: completion('Here is your news: great times ahead!') })],
    ['a missing field', () => ({ body: completion(JSON.stringify({ headline: 'Only a headline here' })) })],
    [
      'unsuitable words in every language',
      (name) => ({ body: completion(goodAnswer(name).replace(/robots|רובוטים/g, 'stupid robots')) }),
    ],
    [
      'a link in every language',
      (name) => ({ body: completion(goodAnswer(name).replaceAll(name, `${name} www.robots.com`)) }),
    ],
    ['an answer too slow to wait for', (name) => ({ body: completion(goodAnswer(name)), delayMs: 3_000 })],
  ])('falls back to the built-in writer on %s', async (_, reply) => {
    const name = `Fallback Works ${Math.random().toString(36).slice(2, 7)}`;
    const { publish, logs } = await newsroomFor(name);
    replies.push(reply(name));
    const { published, row } = await publish();
    expect(published.writers).toEqual({ en: 'builtin', he: 'builtin', es: 'builtin' });
    expect(row.headline.length).toBeGreaterThan(10);
    const translations = row.translations as Record<'he' | 'es', { headline: string }>;
    expect(translations.he.headline).toMatch(/[\u05D0-\u05EA]/);
    expect(translations.es.headline.length).toBeGreaterThan(10);
    expect(row.content?.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(row.isGenerated).toBe(true);
    expect(logs.join('\n')).toMatch(/language model's item was not used/);
  });

  it("falls back when the model repeats the company's previous headline", async () => {
    const { publish } = await newsroomFor('Echo Valley Foods');
    replies.push({ body: completion(goodAnswer('Echo Valley Foods')) });
    expect((await publish()).published.writer).toBe('llm');
    replies.push({ body: completion(goodAnswer('Echo Valley Foods')) });
    const second = await publish();
    expect(second.published.writers).toEqual({ en: 'builtin', he: 'builtin', es: 'builtin' });
    const prompt = requests.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Do not reuse these previous headlines');
    expect(prompt).toContain(hebrew('Echo Valley Foods').headline);
  });
});
