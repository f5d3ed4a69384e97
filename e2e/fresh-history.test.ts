// A fresh install already has a past: the seed's year of candles fills the longer charts, so a
// company's All chart has hundreds of days and its week and month move instead of lying flat.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import type { ChartCandle } from '#core/schemas/trading';
import { appReady, DESKTOP, useBrowser } from './support/browser';

const browser = useBrowser();

/** "1,234.56" (English) in minor units. */
const minor = (text: string | null) =>
  Math.round(Number(/\d[\d,]*\.\d{2}/.exec(text ?? '')![0].replaceAll(',', '')) * 100);

/** Switches the chart to a range and answers the candles the chart was given to draw, and its high and low. */
async function showRange(page: Page, tab: string, range: string, period: string) {
  const answer = page.waitForResponse((r) => r.url().includes('/candles?') && r.url().includes(`range=${range}`));
  await page.getByRole('tab', { name: tab }).click();
  const { candles } = (await (await answer).json()) as { candles: ChartCandle[] };
  const figures = page.getByTestId('price-chart-figures');
  await expect.poll(() => figures.textContent()).toContain(period);
  await page.getByTestId('price-chart-canvas').locator('canvas').first().waitFor();
  return {
    candles,
    highMinor: minor(await figures.getByTestId('price-chart-high').textContent()),
    lowMinor: minor(await figures.getByTestId('price-chart-low').textContent()),
  };
}

describe('a fresh install has price history', () => {
  it('draws hundreds of days on the All chart, and a week and a month that move', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const { companies } = (await (await page.request.get('/api/companies')).json()) as { companies: CompanySummary[] };
    const company = companies.find((c) => c.name === 'Kitefund')!;
    await page.goto(`/company/${company.id}`);
    await page.getByRole('heading', { level: 1, name: 'Kitefund' }).waitFor();
    await appReady(page);

    const all = await showRange(page, 'All time', 'ALL', 'since trading began');
    expect(all.candles.length).toBeGreaterThan(200);
    expect(all.highMinor).toBeGreaterThan(all.lowMinor);

    for (const [tab, range, period, least] of [
      ['1 week', '1W', 'over the last week', 7 * 24 - 1],
      ['1 month', '1M', 'over the last month', 30 * 6 - 1],
    ] as const) {
      const shown = await showRange(page, tab, range, period);
      expect(shown.candles.length, range).toBeGreaterThanOrEqual(least);
      // Not a flat line: the range's high is above its low, and the closes take many values.
      expect(shown.highMinor, range).toBeGreaterThan(shown.lowMinor);
      expect(new Set(shown.candles.map((c) => c.closeMinor)).size, range).toBeGreaterThan(shown.candles.length / 4);
    }
  });
});
