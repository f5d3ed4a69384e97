import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import type { CompanySummary } from '#core/schemas/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { ChangeBadge } from '../../../components/change-badge';
import { CompanyLogo } from '../../../components/company-logo';
import { Term } from '../../../components/term';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLivePrice } from '../hooks/use-live-price';

/**
 * The selected company and its market statistics: price, change, volume, market cap.
 * On a phone it also holds the button that opens the company picker.
 */
export function MarketStatsPanel({
  company: selected,
  pickerId,
  pickerOpen,
  onTogglePicker,
}: {
  company: CompanySummary;
  pickerId: string;
  pickerOpen: boolean;
  onTogglePicker: () => void;
}) {
  const company = useLivePrice(selected);
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} data-testid="market-stats" data-company-id={company.id}>
      <Card>
        <div className="flex items-start gap-3">
          <CompanyLogo logo={company.logo} symbol={company.symbol} />
          <div className="flex min-w-0 flex-1 flex-col items-start">
            {/* dir="auto" in a start-aligned column: a Latin name in Hebrew keeps its own start and end. */}
            <p
              dir="auto"
              className="line-clamp-2 max-w-full text-lg leading-snug font-bold break-words text-slate-900 sm:text-xl"
              data-testid="selected-name"
            >
              {company.name}
            </p>
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
              <Badge tone="brand" className="font-mono">
                {company.symbol}
              </Badge>
              <Link
                to={`/company/${company.id}`}
                className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {t('trade.market.details')}
                <ExternalLink className="size-3.5" aria-hidden />
              </Link>
            </div>
          </div>
          <button
            type="button"
            onClick={onTogglePicker}
            aria-expanded={pickerOpen}
            aria-controls={pickerId}
            className="inline-flex h-10 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
          >
            {t('trade.market.switch')}
            <ChevronDown className={cn('size-4 transition-transform', pickerOpen && 'rotate-180')} aria-hidden />
          </button>
        </div>

        <h2 id={headingId} className="mt-4 mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('trade.market.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-2">
          <Stat label={<Term id="price">{t('trade.market.price')}</Term>}>
            <BoltPrice minor={company.priceMinor} className="text-xl text-slate-900" />
          </Stat>
          <Stat label={<Term id="day-change">{t('trade.market.changeLabel')}</Term>}>
            <ChangeBadge bp={company.changeBp} className="text-base" />
          </Stat>
          <Stat label={<Term id="volume">{t('trade.market.volume')}</Term>}>
            <span className="text-base font-semibold text-slate-900 tabular-nums">
              {format.integer(company.volume)}
            </span>
          </Stat>
          <Stat label={<Term id="market-cap">{t('trade.market.marketCap')}</Term>}>
            <span className="text-base font-semibold text-slate-900 tabular-nums">
              {format.marketCap(company.marketCapMinor)}
            </span>
          </Stat>
        </dl>
      </Card>
    </section>
  );
}

function Stat({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
