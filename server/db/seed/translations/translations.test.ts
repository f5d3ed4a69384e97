// Every seeded company, leader and news item exists in Hebrew and Spanish (docs/decisions/018):
// the same symbols as the English seed, one leader and one news item per English one, and every
// field written (not left empty, not left in English).
import { describe, expect, it } from 'vitest';
import {
  COMPANY_TRANSLATED_FIELDS,
  LEADER_TRANSLATED_FIELDS,
  NEWS_TRANSLATED_FIELDS,
  TRANSLATED_LANGUAGES,
} from '#core/content-language';
import { seedAds } from '../seed-ads';
import { seedCompanies } from '../seed-companies';
import { seedTranslations } from '.';

const HEBREW_LETTER = /[\u05d0-\u05ea]/;
/** Long enough that the same words in both languages mean it was not translated. */
const PROSE = 40;

type Problem = string;

function check(
  where: string,
  lang: string,
  english: Record<string, string>,
  texts: unknown,
  fields: readonly string[],
) {
  const problems: Problem[] = [];
  const record = (texts ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const text = record[field];
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${where}.${field}: missing`);
    else if (lang === 'he' && !HEBREW_LETTER.test(text)) problems.push(`${where}.${field}: not Hebrew`);
    else if (text.length >= PROSE && text === english[field]) problems.push(`${where}.${field}: still English`);
  }
  return problems;
}

describe.each(TRANSLATED_LANGUAGES)('the seed in %s', (lang) => {
  const translations = seedTranslations[lang];

  it('has exactly the English seed’s companies', () => {
    expect(Object.keys(translations).sort()).toEqual(seedCompanies.map((c) => c.symbol).sort());
  });

  it('has every field of every company, leader and news item', () => {
    const problems: Problem[] = [];
    for (const c of seedCompanies) {
      const t = translations[c.symbol];
      problems.push(...check(c.symbol, lang, c as unknown as Record<string, string>, t, COMPANY_TRANSLATED_FIELDS));
      if (t?.leadership.length !== c.leadership.length) problems.push(`${c.symbol}: leaders ${t?.leadership.length}`);
      if (t?.news.length !== c.news.length) problems.push(`${c.symbol}: news ${t?.news.length}`);
      c.leadership.forEach((l, i) =>
        problems.push(...check(`${c.symbol}.leader[${i}]`, lang, { ...l }, t?.leadership[i], LEADER_TRANSLATED_FIELDS)),
      );
      c.news.forEach((n, i) =>
        problems.push(...check(`${c.symbol}.news[${i}]`, lang, { ...n } as never, t?.news[i], NEWS_TRANSLATED_FIELDS)),
      );
    }
    expect(problems).toEqual([]);
  });

  it('has every field of the seeded ads', () => {
    const problems = seedAds.flatMap((ad) =>
      check(ad.key, lang, { title: ad.title, description: ad.description }, ad.translations[lang], [
        'title',
        'description',
      ]),
    );
    expect(problems).toEqual([]);
  });
});
