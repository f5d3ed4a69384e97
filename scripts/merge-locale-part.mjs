// Deep-merges a JSON file of strings into one locale: `node scripts/merge-locale-part.mjs he part.json`.
// Keys in the part win; the files are rewritten with stable two-space formatting. A top-level key
// with a folder of its own (a page namespace, locales/<key>/<language>.json) goes there, the rest
// to locales/<language>.json.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const [language, partPath] = process.argv.slice(2);
if (!language || !partPath) throw new Error('usage: merge-locale-part.mjs <en|he|es> <part.json>');
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v;
  return a;
};
function mergeInto(target, part) {
  const merged = merge(JSON.parse(readFileSync(target, 'utf8')), part);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
}
const shared = {};
for (const [key, value] of Object.entries(JSON.parse(readFileSync(partPath, 'utf8')))) {
  const own = `locales/${key}/${language}.json`;
  if (existsSync(own)) mergeInto(own, { [key]: value });
  else shared[key] = value;
}
if (Object.keys(shared).length > 0) mergeInto(`locales/${language}.json`, shared);
