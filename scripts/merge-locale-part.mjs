// Deep-merges a JSON file of strings into one locale: `node scripts/merge-locale-part.mjs he part.json`.
// Keys in the part win; the file is rewritten with stable two-space formatting.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [language, partPath] = process.argv.slice(2);
if (!language || !partPath) throw new Error('usage: merge-locale-part.mjs <en|he|es> <part.json>');
const target = `locales/${language}.json`;
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return a;
};
const merged = merge(JSON.parse(readFileSync(target, 'utf8')), JSON.parse(readFileSync(partPath, 'utf8')));
writeFileSync(`${target}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
renameSync(`${target}.tmp`, target);
