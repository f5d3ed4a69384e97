// The drawing itself, with lightweight-charts. This module is loaded lazily (see price-chart.tsx):
// the chart library ships in its own chunk, fetched only when a company page draws a chart.
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  createSeriesMarkers,
  TickMarkType,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { MINOR_PER_BOLT } from '#core/money';
import type { Candle, CandleRange } from '../api/get-candles';
import { MIN_CANDLES_FOR_BARS, toUnixSeconds } from '../lib/chart-summary';
import type { NewsMarker } from '../lib/news-markers';

// Tailwind's palette: emerald-600 / rose-600 keep 3:1 against white for graphics; slate for text.
const UP = '#059669';
const DOWN = '#e11d48';
const LINE = '#4f46e5';
const TEXT = '#475569';
const GRID = '#f1f5f9';
const BORDER = '#e2e8f0';

/** Good news above the bar pointing up, bad news below pointing down, other news a dot. */
function toSeriesMarker(marker: NewsMarker): SeriesMarker<Time> {
  const time = marker.time as UTCTimestamp;
  if (marker.sentiment === 'positive') return { time, position: 'aboveBar', shape: 'arrowUp', color: UP };
  if (marker.sentiment === 'negative') return { time, position: 'belowBar', shape: 'arrowDown', color: DOWN };
  return { time, position: 'aboveBar', shape: 'circle', color: TEXT };
}

const dateOf = (time: Time) => new Date((time as number) * 1000);

/** Tick marks and the crosshair label in the reader's language and their own time zone. */
function formatters(locale: string, range: CandleRange) {
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric' });
  const crosshair = new Intl.DateTimeFormat(
    locale,
    range === 'ALL' ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  const price = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    tickMarkFormatter: (time: Time, type: TickMarkType) => {
      const at = dateOf(time);
      if (type === TickMarkType.Year) return year.format(at);
      if (type === TickMarkType.Month) return month.format(at);
      if (type === TickMarkType.DayOfMonth) return day.format(at);
      return clock.format(at);
    },
    timeFormatter: (time: Time) => crosshair.format(dateOf(time)),
    priceFormatter: (bolts: number) => price.format(bolts),
  };
}

const toBolts = (minor: number) => minor / MINOR_PER_BOLT;

export default function CandleChart({
  candles,
  range,
  locale,
  markers = [],
}: {
  candles: readonly Candle[];
  range: CandleRange;
  locale: string;
  /** News on the chart ("why did it move?"). */
  markers?: readonly NewsMarker[];
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | ISeriesApi<'Area'> | null>(null);
  const markersRef = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const freshRef = useRef(false);
  const bars = candles.length >= MIN_CANDLES_FOR_BARS;

  // One chart per language, range and drawing style; the data effect below fills it.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { tickMarkFormatter, timeFormatter, priceFormatter } = formatters(locale, range);
    const chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: TEXT,
        fontFamily: getComputedStyle(container).fontFamily,
        // The attribution link sits under the chart, outside this picture (see price-chart.tsx).
        attributionLogo: false,
      },
      localization: { locale, timeFormatter, priceFormatter },
      grid: { vertLines: { color: GRID }, horzLines: { color: GRID } },
      rightPriceScale: { borderColor: BORDER },
      timeScale: {
        borderColor: BORDER,
        timeVisible: range !== 'ALL',
        secondsVisible: false,
        tickMarkFormatter,
        fixLeftEdge: true,
        fixRightEdge: true,
      },
      // Page scrolling on phones wins over panning the chart.
      handleScroll: { vertTouchDrag: false },
    });
    seriesRef.current = bars
      ? chart.addSeries(CandlestickSeries, {
          upColor: UP,
          downColor: DOWN,
          borderUpColor: UP,
          borderDownColor: DOWN,
          wickUpColor: UP,
          wickDownColor: DOWN,
        })
      : chart.addSeries(AreaSeries, {
          lineColor: LINE,
          lineWidth: 2,
          topColor: 'rgba(79, 70, 229, 0.25)',
          bottomColor: 'rgba(79, 70, 229, 0.02)',
        });
    markersRef.current = createSeriesMarkers(seriesRef.current, []);
    chartRef.current = chart;
    freshRef.current = true;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      markersRef.current = null;
    };
  }, [locale, range, bars]);

  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    if (bars) {
      (series as ISeriesApi<'Candlestick'>).setData(
        candles.map((c) => ({
          time: toUnixSeconds(c.time) as UTCTimestamp,
          open: toBolts(c.openMinor),
          high: toBolts(c.highMinor),
          low: toBolts(c.lowMinor),
          close: toBolts(c.closeMinor),
        })),
      );
    } else {
      (series as ISeriesApi<'Area'>).setData(
        candles.map((c) => ({ time: toUnixSeconds(c.time) as UTCTimestamp, value: toBolts(c.closeMinor) })),
      );
    }
    markersRef.current?.setMarkers(markers.map(toSeriesMarker));
    // Fit the whole range once per new chart; later refreshes keep the reader's zoom.
    if (freshRef.current) {
      chartRef.current?.timeScale().fitContent();
      freshRef.current = false;
    }
  }, [candles, bars, range, locale, markers]);

  // Time runs left to right in every language: the chart keeps its own direction in Hebrew.
  return <div ref={containerRef} dir="ltr" className="size-full" data-testid="price-chart-canvas" />;
}
