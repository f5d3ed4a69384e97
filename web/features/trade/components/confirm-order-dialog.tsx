import type { ReactNode } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { CompanySummary } from '#core/schemas/companies';
import type { Side } from '#core/trading';
import { BoltPrice } from '../../../components/bolt-price';
import { Dialog } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { useChosenGame } from '../../../lib/chosen-game';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { gameName } from '../../../lib/games';
import { useTrailText } from '../hooks/use-trail-text';
import type { OrderPreview, OrderType, TimeInForce } from '../lib/order-preview';
import type { FormMode } from '../lib/short-preview';

/**
 * The order in words and figures, and its game for a player in several; a short sale also shows the
 * collateral it holds and where a margin call would come. Confirm runs it ("Executing..."), Cancel closes.
 */
export function ConfirmOrderDialog({
  open,
  pending,
  onClose,
  onConfirm,
  company,
  side,
  type,
  timeInForce,
  preview,
  reason,
  mode = 'plain',
  collateralMinor = null,
  marginCallAboveMinor = null,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  company: CompanySummary;
  side: Side;
  type: OrderType;
  timeInForce: TimeInForce;
  preview: OrderPreview;
  /** The player's "why", shown as written; empty for none. */
  reason: string;
  /** A short sale or a cover (docs/rules.md#short-selling), and a short sale's figures. */
  mode?: FormMode['kind'];
  collateralMinor?: number | null;
  marginCallAboveMinor?: number | null;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const buy = side === 'buy';
  const quantity = preview.quantity ?? 0;
  const stop = type === 'stop' || type === 'stop_limit' || type === 'trailing_stop';
  const estimated = type === 'market' || type === 'stop' || type === 'trailing_stop';
  const trailText = useTrailText();
  const { gameId, games } = useChosenGame();
  // A player in several games sees which one the order goes to.
  const game = games.length > 1 ? games.find((g) => g.id === gameId) : undefined;

  return (
    <Dialog
      role="alertdialog"
      open={open}
      onClose={onClose}
      dismissible={!pending}
      closeLabel={t('trade.confirm.close')}
      title={t('trade.confirm.title')}
      description={t(LEADS[mode === 'plain' ? side : mode], { count: quantity, symbol: company.symbol })}
      data-testid="confirm-dialog"
    >
      <dl className="mt-4 divide-y divide-slate-100 rounded-xl bg-slate-50 px-3 text-sm ring-1 ring-slate-200">
        {game && (
          <Row label={t('games.label')}>
            <bdi className="font-semibold" data-testid="confirm-game">
              {gameName(game, t)}
            </bdi>
          </Row>
        )}
        <Row label={t('trade.confirm.side')}>
          <span className={cn('font-bold', buy ? 'text-emerald-700' : 'text-rose-700')}>
            {t(SIDE_WORDS[mode === 'plain' ? side : mode])}
          </span>
        </Row>
        <Row label={t('trade.confirm.quantity')}>
          <span className="font-semibold tabular-nums">{format.integer(quantity)}</span>
        </Row>
        <Row label={t('trade.confirm.company')}>
          <span className="font-semibold">
            <bdi>{company.name}</bdi> <span className="font-mono text-slate-700">({company.symbol})</span>
          </span>
        </Row>
        <Row label={t('trade.confirm.type')}>
          {type === 'market'
            ? t('trade.type.market')
            : type === 'limit'
              ? t('trade.confirm.limitType', { tif: t(`trade.tif.${timeInForce}`) })
              : t('trade.confirm.typeWithTif', { type: t(`trade.type.${type}`), tif: t(`trade.tif.${timeInForce}`) })}
        </Row>
        {preview.trail && (
          <Row label={t('trade.confirm.trail')}>
            <span className="tabular-nums">{trailText(preview.trail)}</span>
          </Row>
        )}
        {stop && preview.stopMinor !== null && (
          <Row label={type === 'trailing_stop' ? t('trade.confirm.startsAt') : t('trade.confirm.stop')}>
            <BoltPrice minor={preview.stopMinor} />
          </Row>
        )}
        <Row label={estimated ? t('trade.form.estPrice') : t('trade.form.price')}>
          {preview.priceMinor !== null && <BoltPrice minor={preview.priceMinor} />}
        </Row>
        <Row label={estimated ? t('trade.form.estTotal') : t('trade.form.total')}>
          {preview.totalMinor !== null && <BoltPrice minor={preview.totalMinor} className="text-base" />}
        </Row>
        {collateralMinor !== null && (
          <Row label={t('trade.short.collateral')}>
            <BoltPrice minor={collateralMinor} />
          </Row>
        )}
        {marginCallAboveMinor !== null && (
          <Row label={t('trade.short.marginCall')}>
            <BoltPrice minor={marginCallAboveMinor} />
          </Row>
        )}
        {reason && (
          <Row label={t('trade.confirm.reason')}>
            <bdi className="wrap-anywhere" data-testid="confirm-reason">
              {reason}
            </bdi>
          </Row>
        )}
      </dl>
      {mode === 'short' && collateralMinor !== null ? (
        <p className="mt-3 text-xs text-slate-600">
          {t('trade.short.confirmNote', { collateral: format.price(collateralMinor) })}
        </p>
      ) : (
        estimated && (
          <p className="mt-3 text-xs text-slate-600">
            {t(type === 'market' ? 'trade.confirm.marketNote' : 'trade.confirm.stopNote')}
          </p>
        )
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={pending} onClick={onClose} data-testid="confirm-cancel">
          {t('trade.confirm.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={pending}
          data-testid="confirm-submit"
          className={
            buy
              ? 'bg-emerald-700 hover:bg-emerald-800 focus-visible:outline-emerald-700'
              : 'bg-rose-600 hover:bg-rose-700 focus-visible:outline-rose-600'
          }
        >
          {pending ? t('trade.confirm.executing') : t('trade.confirm.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

const LEADS = {
  buy: 'trade.confirm.leadBuy',
  sell: 'trade.confirm.leadSell',
  short: 'trade.short.leadShort',
  cover: 'trade.short.leadCover',
} as const;
const SIDE_WORDS = {
  buy: 'trade.side.buy',
  sell: 'trade.side.sell',
  short: 'trade.short.sellShort',
  cover: 'trade.short.cover',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-end text-slate-900">{children}</dd>
    </div>
  );
}
