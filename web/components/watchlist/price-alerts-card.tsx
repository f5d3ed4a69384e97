import { BellRing, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { minorToDecimalString, parseBoltsToMinor } from '#core/money';
import type { AlertDirection } from '#core/schemas/watchlist';
import { PRICE_ALERTS_MAX } from '#core/watchlist';
import { BoltPrice } from '../bolt-price';
import { SectionCard } from '../section-card';
import { Button } from '../ui/button';
import { errorKey } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useCreatePriceAlert, useDeletePriceAlert, usePriceAlerts } from '../../lib/watchlist';
import { StarButton } from './star-button';

/** About 5% from the price, the side the player picked: a sensible first guess they can change. */
export function suggestedAlertMinor(priceMinor: number, direction: AlertDirection): number {
  const step = Math.max(1, Math.round(priceMinor * 0.05));
  return direction === 'below' ? Math.max(1, priceMinor - step) : priceMinor + step;
}

/**
 * On a company's page: the star, a small "Alert me" form (below/above a price, prefilled near the
 * price now) and this company's waiting alerts with a delete button each.
 */
export function PriceAlertsCard({ company }: { company: { id: string; symbol: string; priceMinor: number } }) {
  const { t } = usePageTranslation('watchlist');
  const format = useFormat();
  const alerts = usePriceAlerts();
  const create = useCreatePriceAlert();
  const remove = useDeletePriceAlert();
  const [direction, setDirection] = useState<AlertDirection>('below');
  const [priceText, setPriceText] = useState(() =>
    minorToDecimalString(suggestedAlertMinor(company.priceMinor, 'below')),
  );
  const [error, setError] = useState<string | null>(null);
  const ids = { direction: useId(), price: useId(), error: useId(), list: useId() };
  const mine = alerts.data?.alerts.filter((a) => a.companyId === company.id) ?? [];

  function pickDirection(next: AlertDirection) {
    setDirection(next);
    setPriceText(minorToDecimalString(suggestedAlertMinor(company.priceMinor, next)));
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const priceMinor = parseBoltsToMinor(priceText);
    if (priceMinor === null || priceMinor <= 0) {
      setError(t('watchlist.alerts.invalidPrice'));
      return;
    }
    setError(null);
    create.mutate(
      { companyId: company.id, direction, priceMinor },
      {
        onSuccess: () => toast.success(t('watchlist.alerts.created', { symbol: company.symbol })),
        onError: (err) => setError(t(errorKey(err))),
      },
    );
  }

  const label = (d: AlertDirection, priceMinor: number) =>
    t(`watchlist.alerts.item.${d}`, { symbol: company.symbol, price: format.price(priceMinor) });

  return (
    <SectionCard title={t('watchlist.alerts.title')} icon={BellRing}>
      <StarButton companyId={company.id} symbol={company.symbol} className="mb-4" />
      <form onSubmit={submit} noValidate className="space-y-3" aria-describedby={error ? ids.error : undefined}>
        <p className="text-sm text-slate-600">{t('watchlist.alerts.intro', { symbol: company.symbol })}</p>
        <fieldset className="min-w-0">
          <legend id={ids.direction} className="mb-1 text-sm font-semibold text-slate-800">
            {t('watchlist.alerts.when')}
          </legend>
          <div className="flex rounded-lg bg-slate-100 p-1 *:flex-1">
            {(['below', 'above'] as const).map((d) => (
              <label
                key={d}
                className="cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-semibold text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={ids.direction}
                  value={d}
                  checked={direction === d}
                  onChange={() => pickDirection(d)}
                  className="sr-only"
                />
                {t(`watchlist.alerts.${d}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={ids.price} className="mb-1 block text-sm font-semibold text-slate-800">
              {t('watchlist.alerts.price')}
            </label>
            <input
              id={ids.price}
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              dir="ltr"
              value={priceText}
              onChange={(e) => setPriceText(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? ids.error : undefined}
              className="h-10 w-full rounded-lg border border-slate-300 px-3 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600"
            />
          </div>
          <Button type="submit" disabled={create.isPending || (alerts.data?.alerts.length ?? 0) >= PRICE_ALERTS_MAX}>
            {t('watchlist.alerts.submit')}
          </Button>
        </div>
        <p className="text-xs text-slate-600">
          {t('watchlist.alerts.now')} <BoltPrice minor={company.priceMinor} className="text-xs" />
        </p>
        {error && (
          <p id={ids.error} role="alert" className="text-sm font-semibold text-rose-700">
            {error}
          </p>
        )}
      </form>
      <h3 id={ids.list} className="mt-4 mb-2 text-sm font-bold text-slate-900">
        {t('watchlist.alerts.waiting')}
      </h3>
      {mine.length === 0 ? (
        <p className="text-sm text-slate-600">{t('watchlist.alerts.none')}</p>
      ) : (
        <ul aria-labelledby={ids.list} className="space-y-1" data-testid="price-alerts">
          {mine.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5">
              <span className="text-sm text-slate-800">{label(a.direction, a.priceMinor)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('watchlist.alerts.delete', { alert: label(a.direction, a.priceMinor) })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(a.id, {
                    onError: (err) =>
                      toast.error(t('watchlist.alerts.deleteFailed'), { description: t(errorKey(err)) }),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
