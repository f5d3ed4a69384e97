import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import type { GlossaryTermId } from '#core/learn/glossary';
import { cn } from '../lib/cn';
import i18n from '../lib/i18n';

// The popover's code (and the positioning library under it) and the glossary's strings load on the
// first sign of interest, not with the page: most visits open no definition at all.
const loadPopover = () => import('./term-popover');
const TermPopover = lazy(loadPopover);
const preload = () => {
  void loadPopover();
  void i18n.loadNamespaces('glossary');
};

/**
 * A word of the game, marked where the interface uses it (dotted underline): a tap, a click or
 * reaching it with the keyboard opens its glossary definition under it (docs/rules.md#learning).
 * `children` is the interface's own label (or, in a <Trans> sentence, its words), so the text and
 * names around it stay as they were. The button discloses the definition (aria-expanded); focus
 * stays on it, and Tab goes on into the definition's link, then past the term.
 */
export function Term({ id, children, className }: { id: GlossaryTermId; children?: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const popoverId = useId();
  // Escape from inside the definition puts focus back on the term: that focus must not reopen it.
  const reopenOnFocus = useRef(true);

  return (
    <>
      <button
        type="button"
        ref={setButton}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        data-term={id}
        onPointerEnter={preload}
        onClick={() => setOpen((was) => !was)}
        onFocus={(event) => {
          preload();
          // Keyboard focus only: a click's focus is followed by the click, which toggles.
          if (reopenOnFocus.current && event.currentTarget.matches(':focus-visible')) setOpen(true);
          reopenOnFocus.current = true;
        }}
        onBlur={() => (reopenOnFocus.current = true)}
        className={cn(
          'cursor-help rounded-sm text-start underline decoration-current/50 decoration-dotted decoration-2 underline-offset-4 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-expanded:decoration-current',
          className,
        )}
      >
        {children}
      </button>
      {open && button && (
        // Its own boundary: the page around the term never waits for the popover's code.
        <Suspense fallback={null}>
          <TermPopover
            id={popoverId}
            termId={id}
            reference={button}
            onClose={(reason) => {
              if (reason === 'escape-key') reopenOnFocus.current = false;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
