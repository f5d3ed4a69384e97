import { describe, expect, it } from 'vitest';
import { problemsWith, writtenWordsSchema, type WrittenWords } from './check-written';
import type { NewsroomCompany, NewsWords } from './types';

const company: NewsroomCompany = {
  name: 'Sparrowlight Robotics',
  symbol: 'SPRL',
  category: 'technology',
  industry: 'Robotics',
  description: null,
  ceo: 'Mira Okafor',
  headquarters: null,
  founded: null,
  employees: null,
  latestQuarter: null,
};

const good: WrittenWords = {
  headline: 'Sparrowlight Robotics shows a delivery robot that climbs stairs',
  summary: 'The new robot carries parcels up to the tenth floor, the company said on Tuesday.',
  content: [
    'Sparrowlight Robotics showed its newest robot today.',
    'It can climb stairs with a parcel of up to 20 kilograms.',
    'Chief executive Mira Okafor said the first units ship next quarter.',
  ].join('\n\n'),
};

describe('writtenWordsSchema', () => {
  it('accepts a well-formed answer and drops a final full stop from the headline', () => {
    expect(writtenWordsSchema.parse({ ...good, headline: `${good.headline}.` }).headline).toBe(good.headline);
  });

  it.each([
    ['a missing field', { headline: good.headline, summary: good.summary }],
    ['a number for text', { ...good, summary: 42 }],
    ['a headline over 120 characters', { ...good, headline: 'x'.repeat(121) }],
    ['a two-line headline', { ...good, headline: 'Sparrowlight Robotics\nrobots everywhere' }],
    ['content in one paragraph', { ...good, content: 'Sparrowlight Robotics showed a robot. It climbs.' }],
    ['content in six paragraphs', { ...good, content: Array(6).fill('A paragraph here.').join('\n\n') }],
  ])('refuses %s', (_, answer) => {
    expect(writtenWordsSchema.safeParse(answer).success).toBe(false);
  });
});

describe('problemsWith', () => {
  it('finds nothing wrong with a good item', () => {
    expect(problemsWith(good, company)).toEqual([]);
  });

  it('requires the company to be named, by name or symbol', () => {
    const anonymous = {
      ...good,
      headline: 'A robot that climbs stairs',
      content: good.content.replaceAll('Sparrowlight Robotics', 'The firm'),
      summary: good.summary,
    };
    expect(problemsWith(anonymous, company)).toEqual(['does not name the company']);
    expect(problemsWith({ ...anonymous, headline: 'SPRL robot climbs stairs' }, company)).toEqual([]);
  });

  it('refuses unsuitable words, links and placeholders', () => {
    expect(problemsWith({ ...good, summary: 'Rivals called the robot stupid.' }, company)).toEqual([
      'unsuitable words: stupid',
    ]);
    expect(problemsWith({ ...good, summary: 'Read more at https://example.com/robots.' }, company)).toEqual([
      'contains a link',
    ]);
    expect(problemsWith({ ...good, summary: 'Revenue reached {revenue} this year.' }, company)).toEqual([
      'contains a placeholder or markup',
    ]);
  });

  it("refuses the previous item's headline or any of its sentences", () => {
    const previous: NewsWords = good;
    const other = {
      headline: 'Sparrowlight Robotics opens a second factory',
      summary: 'The factory will build 500 robots a month.',
      content: ['Sparrowlight Robotics is growing.', 'The plant opens in spring.', 'Hiring starts soon.'].join('\n\n'),
    };
    expect(problemsWith(other, company, previous)).toEqual([]);
    expect(problemsWith({ ...other, headline: good.headline.toUpperCase() }, company, previous)).toEqual([
      'repeats the previous headline',
    ]);
    expect(
      problemsWith(
        { ...other, content: `${other.content}\n\n${'It can climb stairs with a parcel of up to 20 kilograms.'}` },
        company,
        previous,
      )[0],
    ).toMatch(/^repeats a sentence of the previous item/);
  });
});
