import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageSpinner } from './spinner';

/** Markup with the whitespace a formatter may put between tags and attributes taken out. */
const normalized = (html: string) =>
  html
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .replace(/\s+(\/?>)/g, '$1')
    .trim();

describe('the loading shell', () => {
  it('is in index.html as React renders it, so the first paint (before any script) and the first render match', () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(indexHtml)?.[1] ?? '';
    expect(normalized(root)).toBe(normalized(renderToStaticMarkup(<PageSpinner />)));
  });
});
