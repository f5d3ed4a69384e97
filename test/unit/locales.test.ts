// Every string exists in every language: a key English has and Hebrew or Spanish lacks fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#core/errors';

type Tree = { [key: string]: string | Tree };
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${file}`, import.meta.url), 'utf8')) as Tree;
/** The page namespaces: locales/<namespace>/<language>.json, loaded with their page (web/lib/i18n.ts). */
const namespaces = readdirSync(new URL('../../locales/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A language's strings: the shared file and every page namespace's, each under its own key. */
const load = (lang: string): Tree => {
  const all = read(`${lang}.json`);
  for (const ns of namespaces) {
    const part = read(`${ns}/${lang}.json`);
    expect(Object.keys(part), `locales/${ns}/${lang}.json holds only "${ns}"`).toEqual([ns]);
    expect(all[ns], `locales/${lang}.json leaves "${ns}" to locales/${ns}`).toBeUndefined();
    Object.assign(all, part);
  }
  return all;
};

/** Flattens to dotted keys; plural forms (_one, _two, _other, ...) collapse to their base key. */
function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = `${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof v === 'string') out.add(key);
    else for (const inner of keys(v, `${key}.`)) out.add(inner);
  }
  return out;
}

function placeholders(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string')
      out.set(
        `${prefix}${k}`,
        [...v.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(','),
      );
    else for (const [ik, iv] of placeholders(v, `${prefix}${k}.`)) out.set(ik, iv);
  }
  return out;
}

const en = load('en');

describe.each(['he', 'es'])('locale %s', (lang) => {
  const other = load(lang);

  it('has every key English has, and no key English lacks', () => {
    const enKeys = keys(en);
    const otherKeys = keys(other);
    expect(
      [...enKeys].filter((k) => !otherKeys.has(k)),
      'missing',
    ).toEqual([]);
    expect(
      [...otherKeys].filter((k) => !enKeys.has(k)),
      'extra',
    ).toEqual([]);
  });

  it('has no empty strings and keeps English interpolation variables', () => {
    const enVars = placeholders(en);
    for (const [key, vars] of placeholders(other)) {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '_other');
      const expected = enVars.get(key) ?? enVars.get(base);
      // Plural forms such as Hebrew "_two" may spell the number out instead of using {{count}}.
      if (expected !== undefined && !/_(one|two)$/.test(key)) expect(vars, `${lang}:${key}`).toBe(expected);
    }
    const empty = [...placeholders(other).keys()].filter((k) => {
      const value = k
        .split('.')
        .reduce<Tree | string | undefined>((t, p) => (typeof t === 'object' ? t[p] : undefined), other);
      return typeof value === 'string' && value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});

/** Every plural key's base names, with the suffixes present. */
function pluralForms(tree: Tree, prefix = ''): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v !== 'string') {
      for (const [ik, iv] of pluralForms(v, `${prefix}${k}.`)) out.set(ik, iv);
      continue;
    }
    const m = /^(.*)_(zero|one|two|few|many|other)$/.exec(k);
    if (!m) continue;
    const base = `${prefix}${m[1]}`;
    out.set(base, (out.get(base) ?? new Set()).add(m[2]!));
  }
  return out;
}

describe.each(['en', 'he', 'es'])('plurals in %s', (lang) => {
  // A missing category makes i18next fall back to English (e.g. Spanish "many" for 1,000,000).
  it("has every plural category the language's rules use, for every plural key", () => {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, forms] of pluralForms(load(lang))) {
      expect([...forms].sort(), `${lang}:${key}`).toEqual(expect.arrayContaining([...categories].sort()));
    }
  });
});

describe('API error codes', () => {
  // The UI shows errors.<code> in the user's language: a new code without its message would fall
  // back to the server's English text.
  it('each has its message under errors.<code>', () => {
    const messages = en.errors as Tree;
    expect(ERROR_CODES.filter((code) => typeof messages[code] !== 'string')).toEqual([]);
  });
});

describe('page namespaces', () => {
  it('are the folders of locales/ and the list web/lib/i18n.ts loads', () => {
    const source = readFileSync(new URL('../../web/lib/i18n.ts', import.meta.url), 'utf8');
    const listed = /PAGE_NAMESPACES = \[([^\]]*)\]/
      .exec(source)?.[1]
      ?.match(/'(\w+)'/g)
      ?.map((q) => q.slice(1, -1));
    expect([...(listed ?? [])].sort()).toEqual([...namespaces].sort());
  });
});

/** "<x>Label" keys that are not a name given to a control showing "<x>" (a field's own label, a hidden word). */
const NOT_CONTROL_NAMES = new Set(['companies.card.foundedLabel', 'trade.form.trailPercentLabel']);

describe.each(['en', 'he', 'es'])('control names in %s', (lang) => {
  const strings = lang === 'en' ? en : load(lang);
  const flat = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree))
      if (typeof v === 'string') flat.set(`${prefix}${k}`, v);
      else walk(v, `${prefix}${k}.`);
  };
  walk(strings, '');

  it('name a control with words that contain the ones it shows (axe: label-content-name-mismatch)', () => {
    const mismatched = [...flat]
      .filter(([key]) => key.endsWith('Label') && !NOT_CONTROL_NAMES.has(key) && flat.has(key.slice(0, -5)))
      .filter(([key, label]) => !label.toLowerCase().includes(flat.get(key.slice(0, -5))!.toLowerCase()))
      .map(([key, label]) => `${key}: "${label}" lacks "${flat.get(key.slice(0, -5))}"`);
    expect(mismatched).toEqual([]);
  });
});
