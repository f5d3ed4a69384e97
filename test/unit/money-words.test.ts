// The game's money is Bolts, and each figure has one name (docs/rules.md#money): no string in any
// language speaks of dollars or shows a "$", and every label of cash, portfolio value and overall
// gain is the name the wallet gives it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const LANGUAGES = ['en', 'he', 'es'] as const;
const localesDir = new URL('../../locales/', import.meta.url);
const namespaces = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (file: string) => JSON.parse(readFileSync(new URL(file, localesDir), 'utf8')) as Tree;

/** Every string of a language (the shared file and each page namespace), by dotted key. */
function strings(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  walk(read(`${language}.json`), '');
  for (const ns of namespaces) walk(read(`${ns}/${language}.json`), '');
  return out;
}

// i18next's own syntax ($t(key) nests a string) is not money.
const withoutPlaceholders = (text: string) => text.replace(/\$t\([^)]*\)/g, '');

describe.each(LANGUAGES)('%s strings', (language) => {
  const all = strings(language);

  it('never show a dollar sign or speak of dollars', () => {
    const found = [...all].filter(([, text]) => /\$|dollar|dólar|דולר/i.test(withoutPlaceholders(text)));
    expect(found).toEqual([]);
  });

  it('name each figure as the wallet does: cash, portfolio value, overall gain', () => {
    const name = (key: string) => all.get(key);
    const cash = name('money.cash');
    const portfolioValue = name('money.portfolioValue');
    // "Overall gain (trading only)": a column may leave the explanation out.
    const overallGain = name('money.overallGain')?.replace(/\s*\(.*\)$/, '');
    expect(cash && portfolioValue && overallGain).toBeTruthy();
    const labels = {
      'classes.students.trades.cash': cash,
      'admin.users.columns.cash': cash,
      'learn.figure.mix.cash': cash,
      'glossary.terms.cash.term': cash,
      'classes.students.columns.value': portfolioValue,
      'classes.students.trades.value': portfolioValue,
      'admin.users.columns.portfolio': portfolioValue,
      'watchlist.chart.title': portfolioValue,
      'glossary.terms.portfolio-value.term': portfolioValue,
      'classes.students.columns.return': overallGain,
    };
    for (const [key, expected] of Object.entries(labels)) expect(name(key), key).toBe(expected);
  });

  it('say what is missing when an order cannot go: Bolts for a buy, shares for a sale', () => {
    const bolts = { en: 'Bolts', he: 'בולטים', es: 'Bolts' }[language];
    const shares = { en: 'shares', he: 'מניות', es: 'acciones' }[language];
    expect(all.get('trade.form.problemButton.balance')).toContain(bolts);
    expect(all.get('trade.form.insufficientBalance')).toContain(bolts);
    expect(all.get('errors.insufficient_balance')).toContain(bolts);
    expect(all.get('trade.form.problemButton.shares')).toContain(shares);
    expect(all.get('trade.form.insufficientShares_other')).toContain(shares);
    expect(all.get('errors.insufficient_shares')).toContain(shares);
  });
});
