import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { bucketStart, DAY_CANDLE_MS } from '#core/market/candles';
import { useCandles, type Candle } from '../api/get-candles';
import { summarizeCandles, type ChartSummary } from '../lib/chart-summary';
import { followLivePrice } from '../lib/live-day';

export interface Today {
  /** Today's candles with the live price in the last one; undefined until they load. */
  candles: Candle[] | undefined;
  /** Today's open (the first candle's), high, low, last price and change; null without candles. */
  summary: ChartSummary | null;
}

/** The start of the current 1D candle, changing when the clock crosses into the next one. */
function useDayCandleStart(): number {
  const subscribe = useCallback((changed: () => void) => {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      timer = setTimeout(
        () => {
          changed();
          arm();
        },
        DAY_CANDLE_MS - (Date.now() % DAY_CANDLE_MS) + 50,
      );
    };
    arm();
    return () => clearTimeout(timer);
  }, []);
  const current = () => bucketStart(Date.now(), DAY_CANDLE_MS);
  // The server's prerendered page reads the clock too (docs/decisions/020).
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * The company's day, one owner for the page: the header's open, high and low and the 1D chart read
 * it, so they never disagree. `priceMinor` is the header's price (kept live by the socket).
 */
export function useToday(companyId: string, priceMinor: number): Today {
  const query = useCandles(companyId, '1D');
  // Another company's day (kept on screen while this one loads) is not this company's.
  const data = query.isPlaceholderData ? undefined : query.data;
  const now = useDayCandleStart();
  return useMemo(() => {
    const candles = data && followLivePrice(data.candles, priceMinor, now);
    return { candles, summary: candles ? summarizeCandles(candles) : null };
  }, [data, priceMinor, now]);
}
