// Does a page fit the phone's width? The document must be no wider than the window (or the page
// pans sideways onto blank space); the elements that stick out are named for the failure message.
import type { Page } from 'playwright-core';

/** The narrowest phone the app supports. */
export const NARROW_PHONE = { width: 360, height: 780 };

export interface PageWidth {
  scrollWidth: number;
  innerWidth: number;
  /**
   * Visible elements that reach past either edge of the window, outermost first. With `inside`,
   * only those within that selector's elements, including ones a scroll box hides (a table a phone
   * would have to scroll sideways); without it, those that widen the page.
   */
  outside: string[];
}

export function pageWidth(page: Page, options: { inside?: string; except?: string } = {}): Promise<PageWidth> {
  return page.evaluate(({ inside, except }) => {
    const width = window.innerWidth;
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').trim().slice(0, 30);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> [${Math.round(r.left)}..${Math.round(r.right)}] "${text}"`;
    };
    /** A box that clips what overflows it (a scroll box, or hidden overflow). */
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const roots = inside ? Array.from(document.querySelectorAll(inside)) : [document.body];
    const outside: string[] = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (except && el.closest(except)) continue;
        const r = el.getBoundingClientRect();
        // Not shown, or a screen-reader-only text (1 px, clipped).
        if (r.width <= 1 || r.height <= 1) continue;
        if (r.left >= -0.5 && r.right <= width + 0.5) continue;
        if (!inside) {
          // Without `inside`, what a clipping box hides does not widen the page.
          let clipped = false;
          for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
            if (clips(p)) {
              clipped = true;
              break;
            }
          }
          if (clipped) continue;
        }
        // Name the outermost: its children stick out with it.
        if (el.parentElement && outside.length && el.parentElement.closest('[data-width-outside]')) continue;
        el.setAttribute('data-width-outside', '');
        outside.push(describe(el));
      }
    }
    for (const el of Array.from(document.querySelectorAll('[data-width-outside]'))) {
      el.removeAttribute('data-width-outside');
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, outside: outside.slice(0, 10) };
  }, options);
}

/** Waits until the page has loaded what it shows: no request in flight, no spinner turning. */
export async function settledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('.animate-spin, [aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
}
