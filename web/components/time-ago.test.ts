// Relative time as readers see it (docs/rules.md#display), through i18next with the real locale files: the right
// plural form for each count in each language.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

const i18n = i18next.createInstance();
beforeAll(async () => {
  const resources = Object.fromEntries(
    ['en', 'he', 'es'].map((lang) => [
      lang,
      { translation: JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) },
    ]),
  );
  await i18n.init({ resources, lng: 'en', fallbackLng: 'en' });
});

const say = (lang: string, unit: 'hours' | 'days', count: number) => i18n.getFixedT(lang)(`time.${unit}Ago`, { count });

describe('relative time wording', () => {
  it.each([
    ['en', 'hours', 1, '1 hour ago'],
    ['en', 'hours', 5, '5 hours ago'],
    ['en', 'days', 1, '1 day ago'],
    ['he', 'hours', 1, 'לפני שעה'],
    ['he', 'hours', 2, 'לפני שעתיים'],
    ['he', 'hours', 7, 'לפני 7 שעות'],
    ['he', 'days', 2, 'לפני יומיים'],
    ['he', 'days', 30, 'לפני 30 ימים'],
    ['es', 'hours', 1, 'Hace 1 hora'],
    ['es', 'days', 12, 'Hace 12 días'],
    ['es', 'days', 1_000_000, 'Hace 1000000 días'],
  ] as const)('%s: %s %d -> %s', (lang, unit, count, text) => {
    expect(say(lang, unit, count)).toBe(text);
  });
});
