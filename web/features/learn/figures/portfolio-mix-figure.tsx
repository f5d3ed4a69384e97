import { useQuery } from '@tanstack/react-query';
import { useChosenGame } from '../../../lib/chosen-game';
import { useSession } from '../../../lib/session';
import { portfolioQueryOptions } from '../../../lib/trading';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useCompanyList } from '../api/get-company-list';
import { marketMix, portfolioMix } from '../lib/portfolio-mix';
import { FigureFrame } from './figure-frame';
import { MixBars } from './mix-bars';

/**
 * The signed-in player's portfolio by company and by sector, cash its own bar. A visitor, or a
 * player who owns no shares yet, sees the whole market by sector instead, with a note saying so.
 */
export function PortfolioMixFigure({ caption }: { caption: string }) {
  const { t } = usePageTranslation('learn');
  const { me } = useSession();
  const { gameId, ready } = useChosenGame();
  const portfolio = useQuery({ ...portfolioQueryOptions(gameId), enabled: !!me && ready });
  const companies = useCompanyList();
  const status =
    companies.isError || (!!me && portfolio.isError)
      ? 'error'
      : !companies.data || (!!me && !portfolio.data)
        ? 'loading'
        : 'ready';

  let body = null;
  if (companies.data && status === 'ready') {
    const holdings = portfolio.data?.holdings ?? [];
    if (me && holdings.length > 0) {
      const mix = portfolioMix(holdings, portfolio.data?.cashMinor ?? 0, companies.data.companies);
      const cash = mix.cash ? [mix.cash] : [];
      body = (
        <div className="grid gap-4 sm:grid-cols-2" data-testid="figure-mix" data-mix="portfolio">
          <MixBars title={t('learn.figure.mix.byCompany')} slices={[...mix.byCompany, ...cash]} kind="company" />
          <MixBars title={t('learn.figure.mix.bySector')} slices={[...mix.bySector, ...cash]} kind="sector" />
        </div>
      );
    } else {
      body = (
        <div data-testid="figure-mix" data-mix="market">
          <p className="mb-3 text-sm text-slate-700">
            {me ? t('learn.figure.mix.emptyNote') : t('learn.figure.mix.visitorNote')}
          </p>
          <MixBars title={t('learn.figure.mix.market')} slices={marketMix(companies.data.companies)} kind="sector" />
        </div>
      );
    }
  }

  return (
    <FigureFrame kind="portfolio-mix" caption={caption} status={status}>
      {body}
    </FigureFrame>
  );
}
