import { useId, useState } from 'react';
import { useArrival } from '../../lib/use-arrival';
import { usePageTranslation } from '../../lib/use-page-translation';
import { CoachCards } from '../../components/coach/coach-cards';
import { GameSwitcher } from '../../components/game-switcher';
import { LoadError } from '../../components/load-error';
import { useMediaQuery, WIDE_SCREEN } from '../../lib/use-media-query';
import { cn } from '../../lib/cn';
import { useTradeCompanies } from './api/get-trade-companies';
import { ClassAssignmentsPanel } from './components/class-assignments-panel';
import { CompanyListPanel } from './components/company-list-panel';
import { MarketStatsPanel } from './components/market-stats-panel';
import { MarketStatsSkeleton } from './components/market-stats-skeleton';
import { OpenOrdersPanel } from './components/open-orders-panel';
import { OrderBookPanel } from './components/order-book-panel';
import { PortfolioPanel } from './components/portfolio-panel';
import { RecentTradesPanel } from './components/recent-trades-panel';
import { SelectCompanyPrompt } from './components/select-company-prompt';
import { TradeForm } from './components/trade-form';
import { TradeFormSkeleton } from './components/trade-form-skeleton';
import { useTradeSelection } from './hooks/use-trade-selection';
import { WatchlistCard } from '../../components/watchlist/suspended';

/**
 * /trade, the trading floor: the company list, the selected company's market statistics,
 * order book and recent trades, the trade form, and the player's portfolio and open orders.
 * Desktop: three columns (list | market | form and account). Phone: one column, the selected
 * company first with a picker that opens on demand, then the form, then the rest.
 */
export function TradeRoute() {
  const { t } = usePageTranslation('trade');
  const companies = useTradeCompanies();
  // Skeletons until the list is in; the floor it fills renders as a transition (see useArrival).
  const list = useArrival(companies.data);
  const { selected, select, side, setSide } = useTradeSelection(list);
  const [pickerOpen, setPickerOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const listId = useId();
  // The floor itself reads neither the book nor the portfolio: the panels that show them do (and
  // their reads follow the company over the socket), so a pushed book or a fill re-renders those
  // panels, not every panel of the floor.

  function pick(companyId: string) {
    select(companyId);
    setPickerOpen(false);
  }

  function pickFromPortfolio(companyId: string) {
    pick(companyId);
    // On a phone the portfolio sits below the form: bring the chosen company's panel into view.
    document.getElementById('trade-market')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  /** A short's Cover: its company, on the buy side (a buy while short covers it). */
  function coverFromPortfolio(companyId: string) {
    pickFromPortfolio(companyId);
    setSide('buy');
  }

  if (companies.isError && !companies.data) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('trade.title')}</h1>
        <LoadError
          title={t('trade.companies.error')}
          error={companies.error}
          onRetry={() => void companies.refetch()}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('trade.title')}</h1>
          <p className="mt-1 text-slate-600">{t('trade.subtitle')}</p>
        </div>
        {/* The whole floor (form, portfolio, orders) acts in the game chosen here. */}
        <GameSwitcher className="w-full sm:w-auto" />
      </header>

      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)_20rem] lg:items-start xl:grid-cols-[17rem_minmax(0,1fr)_22rem]">
        <CompanyListPanel
          id={listId}
          companies={list}
          selectedId={selected?.id ?? null}
          onSelect={pick}
          visible={wide || pickerOpen}
          className={cn(pickerOpen ? 'max-lg:order-2' : 'max-lg:hidden', 'lg:sticky lg:top-18')}
        />

        {/* Phone: these wrappers vanish (display: contents) and `order` interleaves their panels. */}
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div id="trade-market" className="scroll-mt-18 max-lg:order-1">
            {selected ? (
              <MarketStatsPanel
                company={selected}
                pickerId={listId}
                pickerOpen={pickerOpen}
                onTogglePicker={() => setPickerOpen((open) => !open)}
              />
            ) : !list ? (
              <MarketStatsSkeleton />
            ) : (
              <SelectCompanyPrompt />
            )}
          </div>
          {selected && (
            <>
              <OrderBookPanel companyId={selected.id} className="max-lg:order-4" />
              <RecentTradesPanel companyId={selected.id} className="max-lg:order-5" />
            </>
          )}
        </div>

        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="max-lg:order-3">
            {selected ? (
              <TradeForm key={selected.id} company={selected} side={side} onSideChange={setSide} />
            ) : (
              !list && <TradeFormSkeleton />
            )}
            <CoachCards className="mt-4" />
          </div>
          {/* Starred companies pick the company here; its header stars the selected one. */}
          <WatchlistCard onSelect={pickFromPortfolio} selected={selected} className="max-lg:order-6" />
          <PortfolioPanel
            selectedId={selected?.id ?? null}
            onSelect={pickFromPortfolio}
            onCover={coverFromPortfolio}
            className="max-lg:order-6"
          />
          <OpenOrdersPanel className="max-lg:order-7" />
          <ClassAssignmentsPanel className="max-lg:order-8" />
        </div>
      </div>
    </div>
  );
}
