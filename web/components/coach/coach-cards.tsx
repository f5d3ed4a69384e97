import { Suspense } from 'react';
import { cn } from '../../lib/cn';
import { useCoachCards, useDismissCoachCard } from '../../lib/coach';
import { usePageTranslation } from '../../lib/use-page-translation';
import { CoachCard } from './coach-card';

/** At most this many cards at once, newest first: the coach nudges, it does not pile up. */
const SHOWN = 3;

function Cards({ className }: { className?: string }) {
  const { t } = usePageTranslation('learn');
  const { data } = useCoachCards();
  const dismiss = useDismissCoachCard();
  const cards = data?.enabled ? data.cards.slice(0, SHOWN) : [];
  return (
    // A live region: a card that arrives over the socket is read out politely.
    <section
      aria-label={t('learn.coach.title')}
      aria-live="polite"
      // Empty, it makes no box, so it adds no gap or margin to the page around it.
      className={cn(cards.length > 0 ? ['space-y-3', className] : 'contents')}
    >
      {cards.map((card) => (
        <CoachCard key={card.id} card={card} onDismiss={(id) => dismiss.mutate(id)} />
      ))}
    </section>
  );
}

/**
 * The Trade Coach's open cards (docs/rules.md#learning), live: a new card arrives over the socket
 * (web/lib/realtime invalidates the query). Nothing shows while the coach is off or has nothing
 * to say. Its words load on their own, so the page around never waits for them. `className`
 * applies only while there are cards, so an empty coach takes no room.
 */
export function CoachCards({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <Cards {...(className ? { className } : {})} />
    </Suspense>
  );
}
