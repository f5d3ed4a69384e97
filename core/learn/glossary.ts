// The glossary (docs/rules.md#learning): every term the interface uses, by id. The words and their
// definitions are in the `glossary` translation namespace (locales/glossary/<language>.json,
// `glossary.terms.<id>.term` and `.definition`), so each language has every term or a test fails.

export const GLOSSARY_GROUPS = ['orders', 'prices', 'portfolio', 'market', 'game', 'mind'] as const;
export type GlossaryGroup = (typeof GLOSSARY_GROUPS)[number];

export const GLOSSARY = {
  // Orders: how a trade is asked for and filled.
  order: 'orders',
  'market-order': 'orders',
  'limit-order': 'orders',
  'stop-order': 'orders',
  'stop-limit-order': 'orders',
  'trailing-stop': 'orders',
  'short-selling': 'orders',
  'order-book': 'orders',
  bid: 'orders',
  ask: 'orders',
  spread: 'orders',
  fill: 'orders',
  'partial-fill': 'orders',
  'time-in-force': 'orders',
  'reserved-cash': 'orders',
  liquidity: 'orders',
  // Prices: what a share costs and what a company is worth.
  share: 'prices',
  price: 'prices',
  'day-change': 'prices',
  volume: 'prices',
  volatility: 'prices',
  'market-cap': 'prices',
  eps: 'prices',
  'pe-ratio': 'prices',
  dividend: 'prices',
  // Portfolio: what a player owns.
  portfolio: 'portfolio',
  holding: 'portfolio',
  cash: 'portfolio',
  'portfolio-value': 'portfolio',
  'average-cost': 'portfolio',
  'unrealised-gain': 'portfolio',
  'realised-gain': 'portfolio',
  return: 'portfolio',
  diversification: 'portfolio',
  sector: 'portfolio',
  concentration: 'portfolio',
  // The market as a whole.
  index: 'market',
  'bolts-index': 'market',
  benchmark: 'market',
  'bull-market': 'market',
  'bear-market': 'market',
  'priced-in': 'market',
  sentiment: 'market',
  // The game's own words.
  'bolts-score': 'game',
  league: 'game',
  'weekly-board': 'game',
  'starting-grant': 'game',
  paycheck: 'game',
  // How people decide, and how they get it wrong.
  risk: 'mind',
  'loss-aversion': 'mind',
  fomo: 'mind',
  overtrading: 'mind',
  compounding: 'mind',
  'investment-reason': 'mind',
} as const satisfies Record<string, GlossaryGroup>;

export type GlossaryTermId = keyof typeof GLOSSARY;
export const GLOSSARY_TERM_IDS = Object.keys(GLOSSARY) as GlossaryTermId[];

export const isGlossaryTerm = (id: string): id is GlossaryTermId => Object.hasOwn(GLOSSARY, id);
