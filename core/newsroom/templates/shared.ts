// Paragraphs any news type can use: background on the company from its own facts, and a
// closing look ahead. The last template of each list needs no facts, so sparse companies work.
import type { Sentiment } from '../../news';

/**
 * Background sentences built from the company's facts, grouped by topic. A background paragraph
 * takes two or three sentences on different topics; the last two topics need no facts, so sparse
 * companies still get one.
 */
export const CONTEXT_SENTENCES: Readonly<Record<string, readonly string[]>> = {
  founded: [
    '{name} [was founded|started out|got its start] in {founded}.',
    '{short} has been [around|in business] since {founded}.',
  ],
  hq: [
    '[{short}’s|The company’s] [head office is|headquarters are] in {hq}.',
    '{short} is based in {hq}.',
    '{short} calls {hq} home.',
  ],
  employees: [
    '[About|Around|Roughly] {employees} people work for [the company|{short}].',
    '{short} employs [about|around|roughly] {employees} people.',
  ],
  ceo: [
    '[{short}|The company] is led by {ceo}, [its|the] chief executive.',
    '{ceo} [runs|leads] the company as chief executive.',
  ],
  description: ['{description}', '[For readers new to the company:|In short:] {description}'],
  results: [
    '[In|For] {quarter}, the period of its latest report, {short} [brought in|reported] revenue of {revenue}.',
    '{short}’s latest report showed revenue of {revenue} for {quarter}.',
    '{short} made a profit of {profit} in {quarter}, its latest report.',
  ],
  symbol: [
    '{short} trades under the symbol {symbol}.',
    '[{short}’s|The company’s] shares are listed as {symbol}.',
    '[On the market, |]{short} goes by the ticker {symbol}.',
  ],
  sector: [
    '{short} is one of the {sector} companies [followed|watched] by investors in the game.',
    '{short} [sits|belongs] [among|alongside] the market’s other {sector} companies.',
  ],
};

/** A closing paragraph, by mood. */
export const OUTLOOK_PARAGRAPHS: Readonly<Record<Sentiment, readonly string[]>> = {
  positive: [
    'Investors will [look for|watch for] more signs of progress in {short}’s next quarterly report.',
    'The company said it will share more news in the coming months.',
    'For now, the news adds to a [good|positive] stretch for {short}.',
    'Analysts will be watching whether {short} can keep up the [pace|momentum].',
    '[Next up|The next milestone] for {short} is its [coming|upcoming] quarterly report.',
    'If the plan works, it could [help|support] {short}’s results [next year|over the coming quarters].',
    '[Traders|Investors] will [follow|track] how the news shows up in {short}’s [sales|numbers] over time.',
  ],
  neutral: [
    '{short} is expected to share its next update in the coming weeks.',
    'For now, little changes for the company or its shareholders.',
    'Investors will get a clearer picture when {short} reports its next results.',
    'Traders will keep an eye on {symbol} for any new developments.',
    '[Nothing else|No other news] is expected from {short} [this week|for now].',
    'The next big update for {short} should come with its [next|coming] quarterly report.',
    '[For shareholders|For people who own {symbol} shares], it is [mostly|largely] business as usual.',
  ],
  negative: [
    '{short} said it will give an update in its next quarterly report.',
    '[Many|Some] investors look past short-term bumps and focus on where a company will be in [a few years|the long run].',
    'A single [setback|bad quarter] rarely tells the whole story of a company.',
    'Analysts said they will [watch|follow] how quickly {short} gets back on track.',
    'The company said it remains [confident|positive] about its longer-term plans.',
    '[Companies|Businesses] often [bounce back|recover] from setbacks like this, [though|but] it can take [time|a few quarters].',
    '{short} has [handled|dealt with] [bumps|challenges] before, and its [plans|goals] for the year [stay the same|have not changed].',
    'The [next few months|coming months] will show how quickly {short} [puts this behind it|moves on].',
  ],
};

/** Terms explained for any news type. */
export const GENERAL_EXPLAINERS: readonly string[] = [
  'A share is a small piece of ownership in a company. When the company does well, its shares can become more valuable.',
  'Investors care about news like this because it can change how much money a company is expected to make in the future.',
  'A company’s market value is its share price multiplied by the number of its shares. It tells you what the market thinks the whole company is worth.',
  'Shareholders are the people and funds that own a company’s shares. Big decisions often need their vote.',
  'One piece of news rarely decides a company’s future. Investors usually look at many quarters together to see the bigger trend.',
  'Spreading money across several companies, called diversification, means one piece of bad news matters less.',
];

/** Fixed openers used, in order, when a sentence would repeat the previous item's. */
export const REWORD_OPENERS: readonly string[] = [
  'To recap:',
  'As a reminder:',
  'Worth repeating:',
  'As noted before:',
  'Once more:',
];

export const FALLBACK_HEADLINES: readonly [string, string] = [
  '{short} news: {name} ({symbol})',
  'Update from {name} ({symbol})',
];
