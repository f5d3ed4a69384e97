// See your progress (docs/rules.md#your-progress): a player stars a company and finds it on the
// trading floor, sets a price alert on the company page, and sees the portfolio chart's ranges on
// the profile (once in Hebrew on a phone).
import { describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, PHONE, seriousA11yViolations, useBrowser } from './support/browser';
import { listedCompany, placeOrder, signUpTrader } from './support/trader';

const browser = useBrowser();

describe('watchlist and price alerts', () => {
  it('stars a company, sees it on the trading floor, and sets an alert below the price', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    const company = await listedCompany(page, 2);
    await page.goto(`/company/${company.id}`);
    const star = page.getByTestId('star-button').first();
    await star.waitFor();
    await expect.poll(() => star.isEnabled()).toBe(true);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    // The form is prefilled about 5% under the price: submitting it as it is sets a valid alert.
    const price = page.getByLabel('Price (Bolts)');
    const prefilled = Number(await price.inputValue());
    expect(prefilled).toBeGreaterThan(0);
    expect(prefilled * 100).toBeLessThan(company.priceMinor);
    await page.getByRole('button', { name: 'Alert me' }).click();
    const alerts = page.getByTestId('price-alerts');
    await alerts.waitFor();
    expect(await alerts.textContent()).toContain(`${company.symbol} below`);

    // Above, with a price under the current one: refused with a clear message, nothing added.
    await page.getByText('Above', { exact: true }).click();
    await price.fill('0.01');
    await page.getByRole('button', { name: 'Alert me' }).click();
    await page.getByRole('alert').filter({ hasText: 'would go off right away' }).waitFor();
    expect(await alerts.locator('li').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/trade');
    const list = page.getByTestId('watchlist');
    await list.waitFor();
    expect(await list.textContent()).toContain(company.symbol);
    // A row of the watchlist picks that company on the floor.
    await list.getByRole('button', { name: new RegExp(company.symbol) }).click();
    await expect
      .poll(() => list.getByRole('button', { name: new RegExp(company.symbol) }).getAttribute('aria-current'))
      .toBe('true');
  });

  it('lists the watchlist on the feed', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUpTrader(page);
    const company = await listedCompany(page, 4);
    const res = await page.request.put(`${baseURL()}/api/watchlist/${company.id}`, { headers: { Origin: baseURL() } });
    expect(res.status()).toBe(200);
    await page.goto('/');
    const list = page.getByTestId('watchlist');
    await list.waitFor();
    expect(await list.textContent()).toContain(company.symbol);
  });
});

describe('portfolio chart on the profile', () => {
  it('shows the chart card with its four ranges, in English on a desktop', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUpTrader(page);
    await placeOrder(page, { companyId: (await listedCompany(page, 1)).id, side: 'buy', quantity: 3 });
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Portfolio value' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Chart range' }).getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await page.getByRole('tab', { name: 'all time' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'all time' }).getAttribute('aria-selected')).toBe('true');
    // A sentence for screen readers: start, end and change, and the index's change.
    await expect
      .poll(async () => (await page.getByTestId('portfolio-chart-summary').textContent()) ?? '')
      .toMatch(/^Over all time your portfolio went from [\d,.]+ Bolts to [\d,.]+ Bolts/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('speaks Hebrew on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE, language: 'he' });
    await signUpTrader(page, 'נועה לוי');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'שווי התיק' }).waitFor();
    expect(await page.getByRole('tab').filter({ hasText: '1W' }).count()).toBeGreaterThanOrEqual(0);
    const tabs = page.getByRole('tablist', { name: 'טווח הגרף' }).getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await expect
      .poll(async () => (await page.getByTestId('portfolio-chart-summary').textContent()) ?? '')
      .toContain('התיק שלך עבר');
  });
});
