import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { changeBasisPoints } from '#core/market/price-step';
import { dayPath } from '../../../lib/index-figures';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCompanyCandles } from '../api/get-company-candles';
import { useFigureCompany } from '../hooks/use-figure-company';
import { FigureFrame } from './figure-frame';
import { FigureStats } from './figure-stats';
import { FigureTitle } from './figure-title';
import { LineChart } from './line-chart';

/** One company's price over the last month: the player's largest holding, else the first listed company. */
export function PriceChartFigure({ caption }: { caption: string }) {
  const { t } = usePageTranslation('learn');
  const pick = useFigureCompany();
  const company = pick.company?.company;
  const candles = useCompanyCandles(company?.id, '1M');
  const list = candles.data?.candles ?? [];
  const values = dayPath(list);
  const status =
    pick.isError || candles.isError || (!pick.isPending && !company)
      ? 'error'
      : !company || !candles.data
        ? 'loading'
        : values.length < 2
          ? 'error'
          : 'ready';

  return (
    <FigureFrame kind="price-chart" caption={caption} status={status}>
      {company && values.length >= 2 && (
        <>
          <FigureTitle
            company={company}
            note={pick.company?.held ? t('learn.figure.yourHolding') : t('learn.figure.listedCompany')}
          />
          <LineChart values={values} />
          <FigureStats
            items={[
              { label: t('learn.figure.priceChart.start'), value: <BoltPrice minor={values[0]!} /> },
              {
                label: t('learn.figure.priceChart.now'),
                value: (
                  <span className="flex flex-wrap items-center gap-x-2">
                    <BoltPrice minor={values.at(-1)!} />
                    <ChangeBadge bp={changeBasisPoints(values.at(-1)!, values[0]!)} />
                  </span>
                ),
              },
              {
                label: t('learn.figure.priceChart.high'),
                value: <BoltPrice minor={Math.max(...list.map((c) => c.highMinor))} />,
              },
              {
                label: t('learn.figure.priceChart.low'),
                value: <BoltPrice minor={Math.min(...list.map((c) => c.lowMinor))} />,
              },
            ]}
          />
        </>
      )}
    </FigureFrame>
  );
}
