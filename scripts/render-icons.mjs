// Renders the app's icons (web/public/icons/*.png, committed) from their SVG sources with headless
// Chromium, so they can be remade after a change to the logo: node scripts/render-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const dir = path.resolve(import.meta.dirname, '../web/public');
const ICONS = [
  // The rounded logo for browsers and the install prompt.
  { source: 'favicon.svg', file: 'icons/icon-192.png', size: 192 },
  { source: 'favicon.svg', file: 'icons/icon-512.png', size: 512 },
  // Maskable: the bolt inside the safe zone, full-bleed background (Android crops it to a shape).
  { source: 'icons/maskable.svg', file: 'icons/maskable-512.png', size: 512 },
  // iOS rounds the corners itself.
  { source: 'icons/square.svg', file: 'icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(path.join(dir, icon.source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img style="display:block;width:${icon.size}px;height:${icon.size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.screenshot({ path: path.join(dir, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
