import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '#core/schemas/companies';
import { figureCompany } from './figure-company';

const company = (id: string): CompanySummary => ({
  id,
  name: id,
  symbol: id.toUpperCase(),
  logo: '',
  category: 'technology',
  description: null,
  sector: null,
  industry: null,
  priceMinor: 1_000,
  changeBp: 0,
  volume: 0,
  marketCapMinor: null,
  employees: null,
  founded: null,
});
const companies = [company('alpha'), company('beta'), company('gamma')];

describe('figureCompany', () => {
  it("picks the player's largest holding by value, not by shares or by order", () => {
    const picked = figureCompany(
      [
        { companyId: 'alpha', valueMinor: 5_000 },
        { companyId: 'gamma', valueMinor: 9_000 },
        { companyId: 'beta', valueMinor: 7_000 },
      ],
      companies,
    );
    expect(picked).toEqual({ company: companies[2], held: true });
  });

  it('takes the first listed company for a player with no holdings', () => {
    expect(figureCompany([], companies)).toEqual({ company: companies[0], held: false });
  });

  it('passes over a holding whose company is no longer listed', () => {
    expect(figureCompany([{ companyId: 'delisted', valueMinor: 99_000 }], companies)).toEqual({
      company: companies[0],
      held: false,
    });
  });

  it('has nothing to draw without listed companies', () => {
    expect(figureCompany([], [])).toBeNull();
  });
});
