import { useEffect, useRef, type ReactNode } from 'react';
import { QUEST_CLAIM_EVENT, type QuestClaim, type QuestId } from '#core/habits/quests';

/**
 * A part of a page whose viewing is a daily quest (docs/rules.md#habits: the portfolio's mix, the
 * comparison with the Bolts Index, the trade history): once most of it has been on screen, it
 * reports the quest; the habits feature claims it for a signed-in player.
 */
export function QuestView({ quest, children }: { quest: QuestId; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        window.dispatchEvent(new CustomEvent<QuestClaim>(QUEST_CLAIM_EVENT, { detail: { quest } }));
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [quest]);
  return (
    <div ref={ref} className="min-w-0">
      {children}
    </div>
  );
}
