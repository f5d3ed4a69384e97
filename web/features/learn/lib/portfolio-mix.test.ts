import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import { marketMix, portfolioMix } from './portfolio-mix';

const company = (id: string, category: string, marketCapMinor: number | null = null): CompanySummary => ({
  id,
  name: id,
  symbol: id.toUpperCase(),
  logo: '',
  category,
  description: null,
  sector: null,
  industry: null,
  priceMinor: 1_000,
  changeBp: 0,
  volume: 0,
  marketCapMinor,
  employees: null,
  founded: null,
});
const companies = [company('chip', 'technology'), company('code', 'technology'), company('bank', 'finance')];
const holding = (companyId: string, valueMinor: number) => ({ companyId, companyName: companyId, valueMinor });

describe('portfolioMix', () => {
  it('splits two tech holdings, a bank and cash into shares of the whole portfolio', () => {
    // 30,000 + 10,000 + 20,000 in shares and 40,000 in cash: 100,000 in all.
    const mix = portfolioMix(
      [holding('code', 10_000), holding('chip', 30_000), holding('bank', 20_000)],
      40_000,
      companies,
    );
    expect(mix.byCompany.map((s) => [s.id, s.shareBp])).toEqual([
      ['chip', 3_000],
      ['bank', 2_000],
      ['code', 1_000],
    ]);
    // Technology is 30,000 + 10,000 = 40% of the whole; finance 20%.
    expect(mix.bySector.map((s) => [s.id, s.shareBp])).toEqual([
      ['technology', 4_000],
      ['finance', 2_000],
    ]);
    expect(mix.cash).toEqual({ id: 'cash', name: 'cash', valueMinor: 40_000, shareBp: 4_000 });
  });

  it('is all cash for a player who owns no shares', () => {
    const mix = portfolioMix([], 5_000_000, companies);
    expect(mix.byCompany).toEqual([]);
    expect(mix.bySector).toEqual([]);
    expect(mix.cash?.shareBp).toBe(10_000);
  });

  it("groups a company the list no longer has under an unknown sector (''), not under another", () => {
    const mix = portfolioMix([holding('gone', 1_000)], 0, companies);
    expect(mix.bySector).toEqual([{ id: '', name: '', valueMinor: 1_000, shareBp: 10_000 }]);
    expect(mix.cash).toBeNull();
  });
});

describe('marketMix', () => {
  it("weighs each sector by its companies' market caps and leaves out a company without one", () => {
    const mix = marketMix([
      company('chip', 'Technology', 600),
      company('code', 'technology', 150),
      company('bank', 'finance', 250),
      company('new', 'energy', null),
    ]);
    // 750 of 1,000 in technology (the category read in lower case), 250 in finance.
    expect(mix.map((s) => [s.id, s.shareBp])).toEqual([
      ['technology', 7_500],
      ['finance', 2_500],
    ]);
  });
});
