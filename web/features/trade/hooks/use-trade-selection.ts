import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CompanySummary } from '#core/schemas/companies';
import type { Side } from '#core/trading';

/** Router state other pages may pass to /trade (company detail's "Trade Now" passes `company`). */
interface TradeState {
  company?: unknown;
  action?: unknown;
}

const asSide = (value: unknown): Side | null => (value === 'buy' || value === 'sell' ? value : null);

/**
 * Which company the floor shows and which side the form starts on: `?company=` and
 * `&action=buy|sell`, or the same as router state, else the first company. The choice is written
 * back to the URL (`?company=`, replacing the entry) so a reload or a shared link lands on it.
 */
export function useTradeSelection(companies: CompanySummary[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? null) as TradeState | null;

  const fromUrl = searchParams.get('company');
  const fromState = typeof state?.company === 'string' ? state.company : null;
  const requested = fromUrl ?? fromState;
  const selected = companies ? (companies.find((c) => c.id === requested) ?? companies[0] ?? null) : null;
  const selectedId = selected?.id ?? null;

  const presetSide = asSide(searchParams.get('action')) ?? asSide(state?.action);
  const [side, setSide] = useState<Side>(presetSide ?? 'buy');
  // A new preset (another link to /trade while already here) moves the side once.
  const presetKey = `${requested ?? ''}|${presetSide ?? ''}`;
  const [seenPreset, setSeenPreset] = useState(presetKey);
  if (presetKey !== seenPreset) {
    setSeenPreset(presetKey);
    if (presetSide) setSide(presetSide);
  }

  useEffect(() => {
    if (!selectedId || fromUrl === selectedId) return;
    // In a task of its own: the router's navigation is work of its own (matching, the loaders'
    // bookkeeping), and this effect runs with every other effect of the floor's first render, in
    // what was already one long task on a phone.
    const timer = setTimeout(() => {
      const next = new URLSearchParams(window.location.search);
      next.set('company', selectedId);
      if (!next.has('action') && asSide(state?.action)) next.set('action', asSide(state?.action)!);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    });
    return () => clearTimeout(timer);
  }, [selectedId, fromUrl, state, setSearchParams]);

  /** The player picked a company: it replaces the URL's, without a side preset. */
  const select = useCallback(
    (companyId: string) => {
      const next = new URLSearchParams(window.location.search);
      next.set('company', companyId);
      next.delete('action');
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { selected, select, side, setSide };
}
