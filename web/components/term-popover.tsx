import {
  arrow,
  autoUpdate,
  flip,
  FloatingArrow,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  type OpenChangeReason,
} from '@floating-ui/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUEST_CLAIM_EVENT, type QuestClaim } from '#core/habits/quests';
import type { GlossaryTermId } from '#core/learn/glossary';
import { Skeleton } from './ui/skeleton';

/** Room kept between the popover and the screen's edges, in CSS pixels. */
const EDGE = 8;

/**
 * A term's definition under it (above when there is no room), inside the screen on a narrow phone
 * in either direction, with the way to its glossary entry. Escape, a press elsewhere or focus
 * leaving closes it (`onClose`). Its strings are the glossary's, loaded without suspending: the
 * page around it never blanks.
 */
export default function TermPopover({
  id,
  termId,
  reference,
  onClose,
}: {
  id: string;
  termId: GlossaryTermId;
  reference: HTMLElement;
  onClose: (reason: OpenChangeReason | undefined) => void;
}) {
  const { t, ready } = useTranslation('glossary', { useSuspense: false });
  const titleId = useId();
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open, _event, reason) => {
      if (!open) onClose(reason);
    },
    elements: { reference },
    placement: 'bottom',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      arrow({ element: arrowElement, padding: 12 }),
    ],
  });
  const { setFloating } = refs;
  // Opening a definition is a daily quest (docs/rules.md#habits); the habits feature claims it when signed in.
  useEffect(() => {
    window.dispatchEvent(new CustomEvent<QuestClaim>(QUEST_CLAIM_EVENT, { detail: { quest: 'learn_term' } }));
  }, []);
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  return (
    <FloatingPortal>
      {/* Not modal: focus stays on the term, and Tab goes on into the popover and out past the term. */}
      <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
        <div
          ref={setFloating}
          id={id}
          role="dialog"
          aria-labelledby={titleId}
          aria-busy={!ready || undefined}
          style={floatingStyles}
          className="z-40 w-80 max-w-[calc(100vw-1rem)] rounded-xl bg-white text-start text-sm text-slate-700 shadow-lg ring-1 ring-slate-300"
          data-testid="term-popover"
          {...getFloatingProps()}
        >
          <FloatingArrow
            ref={setArrowElement}
            context={context}
            className="fill-white"
            stroke="#cbd5e1"
            strokeWidth={1}
          />
          {/* On a very short screen a long definition scrolls inside, with room left for the term. */}
          <div className="max-h-[min(24rem,calc(100dvh-6rem))] overflow-y-auto p-4">
            {ready ? (
              <>
                <p id={titleId} className="font-bold text-slate-900">
                  {t(`glossary.terms.${termId}.term`)}
                </p>
                <p className="mt-1 leading-relaxed">{t(`glossary.terms.${termId}.definition`)}</p>
                <Link
                  to={`/learn/glossary#${termId}`}
                  onClick={() => onClose(undefined)}
                  className="mt-3 inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t('glossary.page.more')}
                  <ArrowRight className="flip-rtl size-4" aria-hidden />
                </Link>
              </>
            ) : (
              <div id={titleId} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-4/5" />
              </div>
            )}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
