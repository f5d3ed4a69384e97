// The Trade Coach through the real app (docs/rules.md#learning): moments in a player's own trades
// become cards after the trade commits, one per moment however often the event is told; the
// player's switch stops new cards and hides the open ones; cards are the player's alone.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekStart } from '#core/competition/week';
import { PUBLIC_GAME_ID } from '#core/games';
import { coachCardsSchema, type CoachCards } from '#core/schemas/coach';
import { placeOrderResultSchema } from '#core/schemas/trading';
import { coachCards, companies, priceCandles, weeklyStandings } from '../../server/db/schema';
import { allLessons } from '../../server/modules/learn';
import { signUpByEmail, type SignedUpUser } from '../support/accounts';
import { createCompany, createNews } from '../support/factories';
import { portfolioOf, publicStartingCash } from '../support/portfolios';
import { json, refused } from '../support/responses';
import { createTestContext, type TestContext } from '../support/test-database';

let ctx: TestContext & Awaited<ReturnType<typeof createTestContext>>;
let START: number;
beforeAll(async () => {
  ctx = await createTestContext();
  START = await publicStartingCash(ctx.database.db);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const settled = () => ctx.built.coach.settled();

async function order(user: SignedUpUser, body: Record<string, unknown>) {
  const placed = placeOrderResultSchema.parse(await json(await user.client.post('/api/orders', body), 201));
  await settled();
  return placed;
}

async function cardsOf(user: SignedUpUser, lang = 'en'): Promise<CoachCards> {
  return coachCardsSchema.parse(await json(await user.client.get(`/api/coach/cards?lang=${lang}`)));
}
const switchCoach = (user: SignedUpUser, body: unknown) =>
  user.client.request('/api/coach/settings', { method: 'PUT', json: body });
const kinds = async (user: SignedUpUser) => (await cardsOf(user)).cards.map((c) => c.kind);
const storedCards = (userId: string) => db().select().from(coachCards).where(eq(coachCards.userId, userId));
const setPrice = (companyId: string, priceMinor: number) =>
  db().update(companies).set({ currentPriceMinor: priceMinor }).where(eq(companies.id, companyId));
const title = (lessonId: string, lang: 'en' | 'he' | 'es') =>
  allLessons().find((l) => l.meta.id === lessonId)!.text[lang].title;

describe('a limit order that waits', () => {
  it('makes one card that opens the lesson on the book, in the asked language, however often it is told', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const { order: placed } = await order(player, {
      companyId: company.id,
      side: 'buy',
      quantity: 3,
      type: 'limit',
      limitPriceMinor: 5_000,
    });
    expect(placed.status).toBe('open');

    const { cards, enabled } = await cardsOf(player, 'he');
    expect(enabled).toBe(true);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: 'limit_waiting',
      lesson: { id: 'waiting-limit-orders', title: title('waiting-limit-orders', 'he') },
      params: { symbol: company.symbol, side: 'buy', limitPriceMinor: 5_000, priceMinor: 10_000 },
    });

    // The same event again (a replay, a second listener): still one card.
    ctx.built.coach.orderRested(player.id, placed);
    await settled();
    expect(await storedCards(player.id)).toHaveLength(1);

    // A market order never waits: no card.
    await order(player, { companyId: company.id, side: 'buy', quantity: 1 });
    expect(await kinds(player)).toEqual(['limit_waiting']);
  });
});

describe('cards from fills', () => {
  it('a buy that puts more than half the portfolio in one company: one concentration card a day', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const quantity = Math.ceil((0.6 * START) / 10_025);
    await order(player, { companyId: company.id, side: 'buy', quantity });
    const [card] = (await cardsOf(player)).cards;
    expect(card).toMatchObject({
      kind: 'concentrated',
      lesson: { id: 'diversification' },
      params: { symbol: company.symbol },
    });
    expect(card!.params.shareBp).toBeGreaterThan(5_000);
    await order(player, { companyId: company.id, side: 'buy', quantity: 10 });
    expect(await kinds(player)).toEqual(['concentrated']);
  });

  it('fills told together are each read on their own facts, and an off switch holds in the batch', async () => {
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const big = Math.ceil((0.6 * START) / 10_025);
    const [heavy, light, off] = await Promise.all([signUpByEmail(ctx), signUpByEmail(ctx), signUpByEmail(ctx)]);
    expect((await switchCoach(off, { enabled: false })).status).toBe(200);
    // Placed at once, without waiting for the coach in between: their fills are read in one batch.
    const placed = await Promise.all(
      [heavy, light, off].map((player, i) =>
        player.client.post('/api/orders', { companyId: company.id, side: 'buy', quantity: i === 1 ? 2 : big }),
      ),
    );
    expect(placed.map((r) => r.status)).toEqual([201, 201, 201]);
    await settled();
    expect(await kinds(heavy)).toEqual(['concentrated']);
    expect(await kinds(light)).toEqual([]);
    expect(await storedCards(off.id)).toEqual([]);
  });

  it('a small buy makes no card', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 2 });
    expect(await kinds(player)).toEqual([]);
  });

  it('a buy within a minute of a headline about the company: the priced-in card, once per headline', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await createNews(db(), company.id, { publishedAt: new Date(Date.now() - 10_000) });
    await order(player, { companyId: company.id, side: 'buy', quantity: 2 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 2 });
    const { cards } = await cardsOf(player);
    expect(cards.map((c) => c.kind)).toEqual(['headline_chase']);
    expect(cards[0]!.params.seconds).toBeGreaterThanOrEqual(10);
  });

  it('a first sale at a loss: the first-loss card once ever, and a review of the closed position', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 10, reason: 'They make great games' });
    await setPrice(company.id, 8_000);
    await order(player, { companyId: company.id, side: 'sell', quantity: 10 });

    const { cards } = await cardsOf(player);
    expect(cards.map((c) => c.kind).sort()).toEqual(['first_loss', 'review']);
    const review = cards.find((c) => c.kind === 'review')!;
    // Bought 10 at the ask 100.25, sold at the bid 79.80: -204.50, about -20.4%.
    expect(review.params).toMatchObject({ symbol: company.symbol, reasons: ['They make great games'] });
    expect(review.params.gainMinor).toBeLessThan(0);
    expect(review.params.gainBp).toBeLessThan(-2_000);
    expect(review.params.heldMs).toBeGreaterThanOrEqual(0);
    expect(review.lesson?.id).toBe('why-write-a-reason');
    const loss = cards.find((c) => c.kind === 'first_loss')!;
    expect(loss.params.gainMinor).toBe(review.params.gainMinor);

    // A second loss: no second first-loss card (a new review, for the new closing sale).
    await setPrice(company.id, 10_000);
    await order(player, { companyId: company.id, side: 'buy', quantity: 5 });
    await setPrice(company.id, 7_000);
    await order(player, { companyId: company.id, side: 'sell', quantity: 5 });
    const after = (await cardsOf(player)).cards.map((c) => c.kind);
    expect(after.filter((k) => k === 'first_loss')).toHaveLength(1);
    expect(after.filter((k) => k === 'review')).toHaveLength(2);
  });

  it('a sale that leaves shares makes no review; selling the rest does', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 4, reason: 'first' });
    await order(player, { companyId: company.id, side: 'buy', quantity: 4, reason: 'second' });
    await setPrice(company.id, 12_000);
    await order(player, { companyId: company.id, side: 'sell', quantity: 3 });
    expect(await kinds(player)).toEqual([]);
    await order(player, { companyId: company.id, side: 'sell', quantity: 5 });
    const [review] = (await cardsOf(player)).cards;
    expect(review).toMatchObject({ kind: 'review', params: { reasons: ['first', 'second'] } });
    expect(review!.params.gainMinor).toBeGreaterThan(0);
  });

  it('a long position (more trades than the first read) is reviewed from its first buy', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 1, reason: 'the first buy' });
    for (let i = 0; i < 10; i++) await order(player, { companyId: company.id, side: 'buy', quantity: 1 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 1, reason: 'the last buy' });
    await order(player, { companyId: company.id, side: 'sell', quantity: 12 });
    const reviews = (await cardsOf(player)).cards.filter((c) => c.kind === 'review');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.params.reasons).toEqual(['the first buy', 'the last buy']);
  });

  it('closing sales told together: each position reviewed on its own trades, a long one from its start', async () => {
    const [a, b] = await Promise.all([createCompany(db()), createCompany(db())]);
    const [long, short, partial] = await Promise.all([signUpByEmail(ctx), signUpByEmail(ctx), signUpByEmail(ctx)]);
    await order(long, { companyId: a.id, side: 'buy', quantity: 1, reason: 'long start' });
    for (let i = 0; i < 9; i++) await order(long, { companyId: a.id, side: 'buy', quantity: 1 });
    await order(short, { companyId: b.id, side: 'buy', quantity: 2, reason: 'short start' });
    await order(partial, { companyId: b.id, side: 'buy', quantity: 2, reason: 'kept' });
    // Placed at once, without waiting for the coach in between: their fills are read in one batch.
    const placed = await Promise.all([
      long.client.post('/api/orders', { companyId: a.id, side: 'sell', quantity: 10 }),
      short.client.post('/api/orders', { companyId: b.id, side: 'sell', quantity: 2 }),
      partial.client.post('/api/orders', { companyId: b.id, side: 'sell', quantity: 1 }),
    ]);
    expect(placed.map((r) => r.status)).toEqual([201, 201, 201]);
    await settled();
    const review = async (player: SignedUpUser) => (await cardsOf(player)).cards.filter((c) => c.kind === 'review');
    expect((await review(long)).map((c) => c.params)).toMatchObject([{ symbol: a.symbol, reasons: ['long start'] }]);
    expect((await review(short)).map((c) => c.params)).toMatchObject([{ symbol: b.symbol, reasons: ['short start'] }]);
    expect(await review(partial)).toEqual([]);
  });

  it('a sale right after a drop of 3% or more in the hour before: the loss-aversion card', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(player, { companyId: company.id, side: 'buy', quantity: 4 });
    const hourAgo = new Date(Date.now() - 65 * 60_000);
    await db().insert(priceCandles).values({
      companyId: company.id,
      bucketStart: hourAgo,
      openMinor: 10_000,
      highMinor: 10_000,
      lowMinor: 10_000,
      closeMinor: 10_000,
    });
    await setPrice(company.id, 9_500);
    await order(player, { companyId: company.id, side: 'sell', quantity: 1 });
    const { cards } = await cardsOf(player);
    // Sold below the buy, too: the first loss.
    expect(cards.map((c) => c.kind).sort()).toEqual(['first_loss', 'sold_after_drop']);
    expect(cards.find((c) => c.kind === 'sold_after_drop')!.params.changeBp).toBe(-500);
  });
});

describe("the player's first finished week", () => {
  it('beating the index: one card, found when the player looks, never again', async () => {
    const player = await signUpByEmail(ctx);
    const portfolio = await portfolioOf(db(), player.id);
    const week = (weeksAgo: number) => new Date(weekStart(new Date()).getTime() - weeksAgo * 7 * 86_400_000);
    const line = (weeksAgo: number, score: number | null) => ({
      gameId: PUBLIC_GAME_ID,
      weekStart: week(weeksAgo),
      portfolioId: portfolio.id,
      startValueMinor: START,
      valueMinor: START,
      gainMinor: 0,
      gainBp: 0,
      score,
    });
    // This week is not finished; an older week without a score does not count.
    await db()
      .insert(weeklyStandings)
      .values([line(0, -3), line(3, null), line(2, 0.8), line(1, -1.5)]);
    const { cards } = await cardsOf(player);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: 'week_beat_index',
      lesson: { id: 'beating-the-index' },
      params: { score: 0.8 },
    });
    await json(await player.client.post(`/api/coach/cards/${cards[0]!.id}/dismiss`, {}));
    expect(await kinds(player)).toEqual([]);
    expect(await storedCards(player.id)).toHaveLength(1);
  });
});

describe('the off switch', () => {
  it('off: no new cards and the open ones hidden; on again: the open ones show', async () => {
    const player = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    const limit = { companyId: company.id, side: 'buy', quantity: 1, type: 'limit', limitPriceMinor: 1_000 };
    await order(player, limit);
    await json(await switchCoach(player, { enabled: false }));
    expect(await cardsOf(player)).toEqual({ enabled: false, cards: [] });

    await order(player, limit);
    expect(await storedCards(player.id)).toHaveLength(1);

    await json(await switchCoach(player, { enabled: true }));
    expect(await kinds(player)).toEqual(['limit_waiting']);
    await refused(await switchCoach(player, { enabled: 'no' }), 400, 'validation_failed');
  });
});

describe('whose cards', () => {
  it('another player can neither list nor dismiss my cards; I can dismiss mine once it is mine', async () => {
    const me = await signUpByEmail(ctx);
    const other = await signUpByEmail(ctx);
    const company = await createCompany(db(), { currentPriceMinor: 10_000 });
    await order(me, { companyId: company.id, side: 'buy', quantity: 1, type: 'limit', limitPriceMinor: 1_000 });
    const [mine] = (await cardsOf(me)).cards;
    expect(mine).toBeDefined();

    expect((await cardsOf(other)).cards).toEqual([]);
    await refused(await other.client.post(`/api/coach/cards/${mine!.id}/dismiss`, {}), 404, 'not_found');
    const [stored] = await db()
      .select()
      .from(coachCards)
      .where(and(eq(coachCards.id, mine!.id), eq(coachCards.userId, me.id)));
    expect(stored!.dismissedAt).toBeNull();

    await refused(await me.client.post(`/api/coach/cards/${crypto.randomUUID()}/dismiss`, {}), 404, 'not_found');
    await refused(await me.client.post('/api/coach/cards/not-a-uuid/dismiss', {}), 400, 'validation_failed');
    await json(await me.client.post(`/api/coach/cards/${mine!.id}/dismiss`, {}));
    // Again: still fine, still gone.
    await json(await me.client.post(`/api/coach/cards/${mine!.id}/dismiss`, {}));
    expect((await cardsOf(me)).cards).toEqual([]);
  });
});
