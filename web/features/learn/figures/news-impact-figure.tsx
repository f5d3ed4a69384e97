import { useState } from 'react';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { dayPath } from '../../../lib/index-figures';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCompanyCandles } from '../api/get-company-candles';
import { useLatestNews } from '../api/get-latest-news';
import { newsMove, pickHeadline, rangeFor, windowStart } from '../lib/news-move';
import { FigureFrame } from './figure-frame';
import { FigureStats } from './figure-stats';
import { Headline } from './headline';
import { LineChart } from './line-chart';

/**
 * A recent headline (lib/news-move pickHeadline) and its company's price around it: the chart marks the moment it came out,
 * and the numbers say the price just before and now (docs/rules.md#news-and-prices).
 */
export function NewsImpactFigure({ caption }: { caption: string }) {
  const { t } = usePageTranslation('learn');
  // The range is chosen once, when the figure opens: a chart that switched range under the reader would jump.
  const [openedAt] = useState(() => new Date());
  const news = useLatestNews();
  const item = news.data ? pickHeadline(news.data) : null;
  const range = item ? rangeFor(item.publishedAt, openedAt) : '1D';
  const candles = useCompanyCandles(item?.companyId, range);
  const list = candles.data?.candles ?? [];
  const move = item && candles.data ? newsMove(list, item.publishedAt) : null;
  const from = move ? windowStart(move.index, list.length) : 0;
  const status = news.isError || (news.isSuccess && !item) ? 'error' : !item || candles.isPending ? 'loading' : 'ready';

  return (
    <FigureFrame kind="news-impact" caption={caption} status={status}>
      {item && (
        <>
          <Headline item={item} />
          {move ? (
            <>
              {/* dayPath's points: the first candle's open, then each close; candle i runs from point i to i+1. */}
              <LineChart
                values={dayPath(list.slice(from))}
                markAt={move.index - from + 0.5}
                markLabel={t('learn.figure.news.marker')}
              />
              <FigureStats
                items={[
                  { label: t('learn.figure.news.before'), value: <BoltPrice minor={move.beforeMinor} /> },
                  { label: t('learn.figure.news.now'), value: <BoltPrice minor={move.nowMinor} /> },
                  { label: t('learn.figure.news.since'), value: <ChangeBadge bp={move.changeBp} /> },
                ]}
              />
            </>
          ) : (
            <FigureStats
              items={[{ label: t('learn.figure.news.now'), value: <BoltPrice minor={item.priceMinor} /> }]}
            />
          )}
        </>
      )}
    </FigureFrame>
  );
}
