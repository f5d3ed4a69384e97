// The drawing of the portfolio chart with lightweight-charts, loaded lazily like the company chart
// (its library ships in its own chunk): the portfolio's value and the Bolts Index rescaled to it.
import { ColorType, createChart, LineSeries, LineStyle, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { MINOR_PER_BOLT } from '#core/money';
import type { PortfolioHistory } from '#core/schemas/portfolio-history';

// The brand line for the player, slate dashes for the index: told apart by more than colour.
const YOU = '#4f46e5';
const INDEX = '#64748b';
const TEXT = '#475569';
const GRID = '#f1f5f9';
const BORDER = '#e2e8f0';

export default function PortfolioChart({ history, locale }: { history: PortfolioHistory; locale: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const daily = history.stepMs >= 24 * 60 * 60_000;
    const crosshair = new Intl.DateTimeFormat(
      locale,
      daily ? { dateStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' },
    );
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const chart = createChart(container, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: '#ffffff' },
        textColor: TEXT,
        fontFamily: getComputedStyle(container).fontFamily,
        attributionLogo: false,
      },
      localization: {
        locale,
        timeFormatter: (time: number) => crosshair.format(new Date(time * 1000)),
        priceFormatter: (bolts: number) => amount.format(bolts),
      },
      grid: { vertLines: { color: GRID }, horzLines: { color: GRID } },
      rightPriceScale: { borderColor: BORDER },
      timeScale: {
        borderColor: BORDER,
        timeVisible: !daily,
        secondsVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
      },
      handleScroll: { vertTouchDrag: false },
    });
    chartRef.current = chart;
    const time = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;
    const toBolts = (minor: number) => minor / MINOR_PER_BOLT;
    const index = chart.addSeries(LineSeries, { color: INDEX, lineWidth: 2, lineStyle: LineStyle.Dashed });
    index.setData(
      history.points.flatMap((p) =>
        p.indexMinor === null ? [] : [{ time: time(p.time), value: toBolts(p.indexMinor) }],
      ),
    );
    const you = chart.addSeries(LineSeries, { color: YOU, lineWidth: 3 });
    you.setData(history.points.map((p) => ({ time: time(p.time), value: toBolts(p.valueMinor) })));
    chart.timeScale().fitContent();
    return () => {
      chart.remove();
      chartRef.current = null;
    };
  }, [history, locale]);

  // Time runs left to right in every language, as on the company charts.
  return <div ref={containerRef} dir="ltr" className="size-full" data-testid="portfolio-chart-canvas" />;
}
