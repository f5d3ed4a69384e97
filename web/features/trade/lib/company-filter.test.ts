import { describe, expect, it } from 'vitest';
import { byMarketCapDesc, filterCompanies } from './company-filter';

const companies = [
  { name: 'Zeta Foods', symbol: 'ZETA', marketCapMinor: 5_000 },
  { name: 'Alpha Energy', symbol: 'ALPH', marketCapMinor: null },
  { name: 'Beta Robotics', symbol: 'BOTS', marketCapMinor: 9_000 },
  { name: 'Gamma Health', symbol: 'GAMH', marketCapMinor: 5_000 },
];

describe('byMarketCapDesc', () => {
  it('puts the biggest first, ties by name, no market cap last', () => {
    expect([...companies].sort(byMarketCapDesc).map((c) => c.symbol)).toEqual(['BOTS', 'GAMH', 'ZETA', 'ALPH']);
  });
});

describe('filterCompanies', () => {
  it('matches a case-insensitive substring of the name or the symbol', () => {
    expect(filterCompanies(companies, 'robot').map((c) => c.symbol)).toEqual(['BOTS']);
    expect(filterCompanies(companies, 'gam').map((c) => c.symbol)).toEqual(['GAMH']);
    expect(filterCompanies(companies, ' zEtA ').map((c) => c.symbol)).toEqual(['ZETA']);
    expect(filterCompanies(companies, '')).toHaveLength(4);
    expect(filterCompanies(companies, 'nothing')).toEqual([]);
  });
});
