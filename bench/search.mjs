// Feed Quick Company Search: one searchIndex call per keystroke in the browser, over the whole
// company list (target: under 2 ms per query over 1,000 companies). Companies and queries are
// generated from a fixed seed so runs compare.
// Usage: node bench/search.mjs [companies=1000] [queries=1000]
import { pathToFileURL } from 'node:url';
import { bundleEntry } from './support/bundle.mjs';

const [companyCount = 1000, queryCount = 1000] = process.argv.slice(2).map(Number);
const bundle = await bundleEntry('core/feed/search.ts', { browser: true });
try {
  const outfile = bundle.file;
  const { prepareSearchIndex, searchIndex } = await import(pathToFileURL(outfile).href);

  // mulberry32, as core/market/random.ts, so the data is the same every run.
  let state = 12345;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = (list) => list[Math.floor(random() * list.length)];
  const syllables = ['bol', 'tra', 'nex', 'vio', 'quan', 'sol', 'mer', 'lux', 'dyn', 'ter', 'gal', 'zen', 'ora', 'pix'];
  const nouns = ['Motors', 'Foods', 'Labs', 'Energy', 'Systems', 'Games', 'Health', 'Bank', 'Studios', 'Robotics'];
  const categories = ['Technology', 'Energy', 'Food', 'Healthcare', 'Finance', 'Entertainment', 'Automotive', 'Retail'];
  const words = ['electric', 'cloud', 'snacks', 'green', 'fast', 'young', 'global', 'smart', 'music', 'space', 'ocean'];
  const sentence = (n) => Array.from({ length: n }, () => pick(words)).join(' ');
  const word = () => pick(syllables) + pick(syllables);
  const capital = (text) => text[0].toUpperCase() + text.slice(1);

  const companies = Array.from({ length: companyCount }, (_, i) => {
    const stem = word();
    return {
      id: String(i),
      name: `${capital(stem)} ${pick(nouns)}`,
      symbol: (stem.slice(0, 3) + i.toString(36)).toUpperCase(),
      category: pick(categories),
      description: random() < 0.1 ? null : `A ${sentence(12)} company with ${sentence(20)}.`,
      story: random() < 0.3 ? null : `Founded by friends who loved ${sentence(40)}.`,
      ceo: random() < 0.2 ? null : `${capital(word())} ${capital(word())}`,
    };
  });
  // What people type: prefixes of names, symbols, categories, words, multi-word and misses.
  const queries = Array.from({ length: queryCount }, () => {
    const c = pick(companies);
    const kind = Math.floor(random() * 6);
    if (kind === 0) return c.name.slice(0, 1 + Math.floor(random() * c.name.length));
    if (kind === 1) return c.symbol.toLowerCase();
    if (kind === 2) return c.category;
    if (kind === 3) return pick(words);
    if (kind === 4) return `${pick(words)} ${pick(nouns)} ${pick(words)}`;
    return 'xyzzy';
  });

  const t0 = performance.now();
  const index = prepareSearchIndex(companies);
  const prepareMs = performance.now() - t0;

  let hits = 0;
  for (const q of queries.slice(0, 200)) hits += searchIndex(index, q).length; // warm up the JIT
  const times = [];
  for (const q of queries) {
    const start = performance.now();
    hits += searchIndex(index, q).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const ms = (t) => t.toFixed(3);
  console.log(
    `search over ${companyCount} companies, ${queryCount} queries: p50 ${ms(at(0.5))} ms, p99 ${ms(at(0.99))} ms, ` +
      `max ${ms(times.at(-1))} ms, mean ${ms(mean)} ms (target < 2 ms); index built in ${ms(prepareMs)} ms; ` +
      `${hits} hits`,
  );
} finally {
  bundle.cleanup();
}
