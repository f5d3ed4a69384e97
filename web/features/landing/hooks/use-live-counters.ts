import { useEffect, useMemo, useState } from 'react';
import {
  MARKET_TICK_MS,
  TRADERS_TICK_MS,
  applyMarketStep,
  displayedCounters,
  initialCounters,
  rollMarketStep,
  simulatedFields,
  tickTraders,
  type DisplayedCounters,
  type RealStats,
} from '../lib/live-counters';

/**
 * The landing counters: simulated figures tick on timers and each real non-zero figure
 * replaces its simulated one. Timers stop when every figure is real and are cleared on unmount.
 * Counters keep ticking under reduced motion; only the number animation is skipped (AnimatedNumber).
 */
export function useLiveCounters(real: RealStats | null | undefined): DisplayedCounters {
  const [simulated, setSimulated] = useState(initialCounters);
  const needs = simulatedFields(real);
  const simulateTraders = needs.traders;
  const simulateMarket = needs.trades || needs.volumeBolts;

  useEffect(() => {
    if (!simulateTraders) return;
    const id = window.setInterval(() => setSimulated(tickTraders), TRADERS_TICK_MS);
    return () => window.clearInterval(id);
  }, [simulateTraders]);

  useEffect(() => {
    if (!simulateMarket) return;
    const id = window.setInterval(() => {
      // Draw outside the state updater so the updater stays pure.
      const step = rollMarketStep(Math.random);
      setSimulated((current) => applyMarketStep(current, step));
    }, MARKET_TICK_MS);
    return () => window.clearInterval(id);
  }, [simulateMarket]);

  return useMemo(() => displayedCounters(simulated, real), [simulated, real]);
}
