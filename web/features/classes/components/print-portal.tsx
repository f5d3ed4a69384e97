import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

// Printing shows this alone: the app (and any dialog) is hidden, and when two are mounted (the
// login sheet, then a reset password's card over it) only the later one prints.
const PRINT_CSS = `@media print {
  body > :not(.bolts-print), body > .bolts-print:has(~ .bolts-print) { display: none !important; }
  @page { size: A4; margin: 10mm; }
}`;

/** What the Print button (or the browser's own print) puts on paper; never on screen. */
export function PrintPortal({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="bolts-print hidden bg-white text-black print:block" data-testid="print-sheet">
      <style>{PRINT_CSS}</style>
      {children}
    </div>,
    document.body,
  );
}
