// For a signed-in player, once per page load: the browser's time zone reported when it differs
// from the stored one, and the quests the page reports (QUEST_CLAIM_EVENT) claimed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QUEST_CLAIM_EVENT, type QuestClaim } from '#core/habits/quests';
import type { Habits } from '#core/schemas/habits';
import { habitsKey, reportTimeZone, useClaimQuest } from '../api/habits';

/** Once per browser session: a zone that flips back and forth is not reported every page load. */
const REPORTED_KEY = 'bolts.timeZoneReported';

function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

export function useHabitEvents(habits: Habits | undefined) {
  const client = useQueryClient();
  const claim = useClaimQuest();

  useEffect(() => {
    const onClaim = (event: Event) => claim((event as CustomEvent<QuestClaim>).detail);
    window.addEventListener(QUEST_CLAIM_EVENT, onClaim);
    return () => window.removeEventListener(QUEST_CLAIM_EVENT, onClaim);
  }, [claim]);

  const stored = habits?.timeZone;
  useEffect(() => {
    const zone = browserZone();
    if (!stored || !zone || zone === stored || sessionStorage.getItem(REPORTED_KEY) === zone) return;
    sessionStorage.setItem(REPORTED_KEY, zone);
    reportTimeZone(zone)
      .then(() => client.invalidateQueries({ queryKey: habitsKey }))
      .catch(() => {});
  }, [stored, client]);
}
