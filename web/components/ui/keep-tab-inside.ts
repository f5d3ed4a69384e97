import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab stops at inside `root`, in order: visible, not disabled, one radio per group. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (el.tabIndex < 0 || !el.checkVisibility()) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name) {
      const group = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`);
      if ([...group].some((radio) => radio.checked)) return false;
    }
    return true;
  });
}

/**
 * A modal's onKeyDown: Tab from its last control comes back to its first, Shift+Tab from its first
 * goes to its last. A native modal <dialog> makes the page behind inert, but Tab past its end
 * would otherwise leave the page for the browser's own controls.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const root = event.currentTarget;
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
  } else if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || active === root)) {
    event.preventDefault();
    first.focus();
  }
}
