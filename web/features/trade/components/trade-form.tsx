import { ArrowDown, ArrowUp, CircleAlert, ShoppingCart } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { minorToDecimalString } from '#core/money';
import type { CompanySummary } from '#core/schemas/companies';
import { MAX_ORDER_QUANTITY, type Side } from '#core/trading';
import { SectionCard } from '../../../components/section-card';
import { Term } from '../../../components/term';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { onDemand, useLatched } from '../../../lib/on-demand';
import { usePortfolio } from '../../../lib/trading';
import { ChoiceGroup } from './choice-group';
import { useLivePrice } from '../hooks/use-live-price';
import { type OrderPreview, type OrderType, type TimeInForce, type TrailMode } from '../lib/order-preview';
import { formModeFor, previewForMode } from '../lib/short-preview';
import { inputClass, PriceField } from './price-field';
import { StopTrigger } from './stop-trigger';
import { OrderSummary } from './order-summary';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { useTradeMessages } from '../hooks/use-trade-messages';
import { markReasonsRequired, useReasonsRequired } from '../hooks/use-reasons-required';
import { ApiError } from '../../../lib/api-client';
import { useChosenGame } from '../../../lib/chosen-game';
import { ReasonField } from './reason-field';
import { ShortSaleSummary } from './short-sale-summary';
import { ShortToggle } from './short-toggle';
import { CoverHint } from './cover-hint';

// The confirmation loads once the player starts on an order (focus or a touch anywhere in the
// form), not with the floor: many visits place no order at all.
const confirmDialog = onDemand(() => import('./confirm-order-dialog').then((m) => m.ConfirmOrderDialog));

// The words of the hints under the button that the glossary explains.
const HINT_TERMS = {
  market: <Term id="market-order" />,
  ask: <Term id="ask" />,
  bid: <Term id="bid" />,
  limit: <Term id="limit-order" />,
  book: <Term id="order-book" />,
  reserved: <Term id="reserved-cash" />,
  stop: <Term id="stop-order" />,
  stopLimit: <Term id="stop-limit-order" />,
  trailing: <Term id="trailing-stop" />,
};

const HINTS: Record<OrderType, string> = {
  market: 'trade.form.marketHint',
  limit: 'trade.form.limitHint',
  stop: 'trade.form.stopHint',
  stop_limit: 'trade.form.stopLimitHint',
  trailing_stop: 'trade.form.trailingHint',
};

/** The prices a placed order carries, by type: the server reads only the ones its type needs. */
function orderPrices(type: OrderType, preview: OrderPreview, trailMode: TrailMode, timeInForce: TimeInForce) {
  if (type === 'market') return {};
  const { limitMinor, stopMinor, trail } = preview;
  return {
    timeInForce,
    ...((type === 'limit' || type === 'stop_limit') && limitMinor !== null ? { limitPriceMinor: limitMinor } : {}),
    ...((type === 'stop' || type === 'stop_limit') && stopMinor !== null ? { stopPriceMinor: stopMinor } : {}),
    ...(type === 'trailing_stop' && trail
      ? 'bp' in trail
        ? { trailPercentBp: trail.bp }
        : { trailAmountMinor: trail.amountMinor }
      : {}),
  };
}

/**
 * The trade form: side, order type (market, limit, stop, stop-limit, trailing stop), the prices
 * that type needs and how long it stays, quantity, why (a reason, which a class may require), the
 * stop's trigger in words, the estimate and what the player has; an invalid order disables the
 * button (naming what is missing: "Not enough Bolts", "Not enough shares") and says why (docs/rules.md#stop-orders). A valid one opens the confirmation dialog;
 * confirming places it. Where the game allows it, a sale of shares not held can be a short sale
 * (market only, with its margin previewed), and a buy while short covers it (docs/rules.md#short-selling).
 */
export function TradeForm({
  company: selected,
  side,
  onSideChange,
}: {
  company: CompanySummary;
  side: Side;
  onSideChange: (side: Side) => void;
}) {
  const company = useLivePrice(selected);
  const portfolio = usePortfolio().data;
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const { problemMessage } = useTradeMessages();
  const { submit, isPending } = useSubmitOrder();
  const [chosenType, setType] = useState<OrderType>('market');
  const [timeInForce, setTimeInForce] = useState<TimeInForce>('gtc');
  const [quantityText, setQuantityText] = useState('');
  const [limitText, setLimitText] = useState('');
  const [stopText, setStopText] = useState('');
  const [trailMode, setTrailMode] = useState<TrailMode>('percent');
  const [trailText, setTrailText] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first confirmation on: its close returns focus to the form.
  const confirmAsked = useLatched(confirming);
  const [placedCount, setPlacedCount] = useState(0);
  const [reasonText, setReasonText] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [shortChosen, setShortChosen] = useState(false);
  const { gameId, games } = useChosenGame();
  const game = games.find((g) => g.id === gameId);
  const holding = portfolio?.holdings.find((h) => h.companyId === company.id);
  const short = portfolio?.shorts.find((s) => s.companyId === company.id);
  const { mode, canShort } = formModeFor({
    side,
    shortChosen,
    rules: game?.shortRules ?? null,
    heldShares: portfolio ? (holding?.quantity ?? 0) : null,
    short,
  });
  // A class may turn limit and stop orders off (the server refuses them): then only market is
  // offered. A short sale is a market order too.
  const marketOnly = game?.classRules?.limitOrders === false;
  const type: OrderType = marketOnly || mode.kind === 'short' ? 'market' : chosenType;
  const reasonRequired = useReasonsRequired(gameId);
  const reason = reasonText.trim();
  const formRef = useRef<HTMLFormElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const quantityId = useId();
  const quantityErrorId = useId();
  const problemId = useId();

  const market = {
    priceMinor: company.priceMinor,
    availableCashMinor: portfolio ? portfolio.cashMinor - portfolio.reservedCashMinor : null,
    availableShares: portfolio ? (holding ? holding.quantity - holding.reservedQuantity : 0) : null,
  };
  const draft = { side, type, quantityText, limitText, stopText, trailMode, trailText };
  const { preview, max, short: shortFigures, cover } = previewForMode(mode, draft, market);
  // No shares to sell where a short is possible: say how to sell short instead.
  const problem = preview.problem
    ? [
        problemMessage(preview.problem),
        preview.problem.kind === 'shares' && canShort && t('trade.short.noSharesHint', { symbol: company.symbol }),
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  const priceInvalid = t('trade.form.limitInvalid');
  const stopError = preview.stopInvalid
    ? priceInvalid
    : preview.ruleProblem === 'stop_wrong_side'
      ? t('errors.stop_wrong_side')
      : '';
  const trailError = preview.trailInvalid
    ? t('trade.form.trailInvalid')
    : preview.ruleProblem === 'trail_out_of_range'
      ? t('errors.trail_out_of_range')
      : '';

  // Once an order is placed its dialog closes, and the button that opened it (disabled now, the
  // quantity cleared) cannot take focus back: the form's first control does, so focus is not lost.
  useEffect(() => {
    if (placedCount > 0 && !confirming) {
      formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    }
  }, [placedCount, confirming]);

  function changeType(next: OrderType) {
    setType(next);
    // Start a limit from the current price, which the player then adjusts.
    if ((next === 'limit' || next === 'stop_limit') && !limitText) {
      setLimitText(minorToDecimalString(company.priceMinor));
    }
  }

  function openConfirmation(e: FormEvent) {
    e.preventDefault();
    if (!preview.canSubmit) return;
    if (reasonRequired && !reason) {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    setConfirming(true);
  }

  function confirm() {
    if (preview.quantity === null) return;
    submit(
      {
        companyId: company.id,
        side,
        type,
        quantity: preview.quantity,
        ...orderPrices(type, preview, trailMode, timeInForce),
        ...(reason ? { reason } : {}),
        // Only the player's explicit short sale says so: a plain sale of shares not held is refused.
        ...(mode.kind === 'short' ? { short: true } : {}),
      },
      {
        onSuccess: () => {
          setQuantityText('');
          setReasonText('');
          setPlacedCount((n) => n + 1);
        },
        onError: (err) => {
          // The class asks for a reason: from now on the field says so before the order is sent.
          if (err instanceof ApiError && err.code === 'reason_required') {
            markReasonsRequired(gameId);
            setReasonMissing(true);
          }
        },
        onSettled: () => setConfirming(false),
      },
    );
  }

  const buy = side === 'buy';
  const SubmitIcon = preview.problem ? CircleAlert : buy ? ArrowUp : ArrowDown;
  // The button names what is missing: Bolts for a buy, shares for a sale (docs/rules.md#money).
  const buttonLabel = preview.problem
    ? t(`trade.form.problemButton.${preview.problem.kind}`)
    : t(
        mode.kind === 'short'
          ? 'trade.short.sellShortSymbol'
          : mode.kind === 'cover'
            ? 'trade.short.coverSymbol'
            : buy
              ? 'trade.form.buySymbol'
              : 'trade.form.sellSymbol',
        { symbol: company.symbol },
      );

  return (
    <SectionCard title={t('trade.form.title')} icon={ShoppingCart}>
      <form
        ref={formRef}
        noValidate
        onSubmit={openConfirmation}
        onFocus={confirmDialog.preload}
        onPointerDown={confirmDialog.preload}
        className="space-y-4"
        data-testid="trade-form"
      >
        <ChoiceGroup<Side>
          legend={t('trade.form.side')}
          legendHidden
          name="side"
          size="lg"
          value={side}
          onChange={onSideChange}
          testId="side-choice"
          choices={[
            {
              value: 'buy',
              label: short ? t('trade.short.cover') : t('trade.side.buy'),
              icon: ArrowUp,
              checkedClass: 'bg-emerald-700 text-white shadow-sm',
            },
            {
              value: 'sell',
              label: t('trade.side.sell'),
              icon: ArrowDown,
              checkedClass: 'bg-rose-600 text-white shadow-sm',
            },
          ]}
        />
        {side === 'sell' && canShort && <ShortToggle checked={shortChosen} onChange={setShortChosen} />}
        {side === 'buy' && short && <CoverHint quantity={short.quantity} symbol={company.symbol} />}
        {!marketOnly && (
          <div>
            <ChoiceGroup<OrderType>
              legend={t('trade.form.orderType')}
              name="type"
              value={type}
              onChange={changeType}
              testId="type-choice"
              columns={3}
              choices={(['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'] as const).map((value) => ({
                value,
                label: t(`trade.type.${value}`),
                disabled: mode.kind === 'short' && value !== 'market',
              }))}
            />
            {mode.kind === 'short' && (
              <p className="mt-1 text-xs text-slate-600" data-testid="short-market-only">
                {t('trade.short.marketOnly')}
              </p>
            )}
          </div>
        )}

        {(type === 'stop' || type === 'stop_limit') && (
          <PriceField
            label={t('trade.form.stopPrice')}
            value={stopText}
            onChange={setStopText}
            error={stopError}
            testId="stop-price"
          />
        )}
        {(type === 'limit' || type === 'stop_limit') && (
          <PriceField
            label={t('trade.form.limitPrice')}
            value={limitText}
            onChange={setLimitText}
            error={preview.limitInvalid ? priceInvalid : ''}
            testId="limit-price"
          />
        )}
        {type === 'trailing_stop' && (
          <>
            <ChoiceGroup<TrailMode>
              legend={t('trade.form.trailBy')}
              name="trail-mode"
              value={trailMode}
              onChange={setTrailMode}
              testId="trail-mode-choice"
              choices={[
                { value: 'percent', label: t('trade.form.trailPercent') },
                { value: 'amount', label: t('trade.form.trailAmount') },
              ]}
            />
            <PriceField
              label={t(trailMode === 'percent' ? 'trade.form.trailPercentLabel' : 'trade.form.trailAmountLabel')}
              value={trailText}
              onChange={setTrailText}
              error={trailError}
              testId="trail-value"
            />
          </>
        )}
        {type !== 'market' && (
          <>
            <ChoiceGroup<TimeInForce>
              legend={<Term id="time-in-force">{t('trade.form.timeInForce')}</Term>}
              name="tif"
              value={timeInForce}
              onChange={setTimeInForce}
              testId="tif-choice"
              choices={[
                { value: 'gtc', label: t('trade.tif.gtc') },
                { value: 'day', label: t('trade.tif.day') },
              ]}
            />
          </>
        )}

        <div>
          <label htmlFor={quantityId} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {t('trade.form.quantity')}
          </label>
          <div className="flex gap-2">
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min="1"
              max={MAX_ORDER_QUANTITY}
              step="1"
              dir="ltr"
              placeholder="0"
              value={quantityText}
              onChange={(e) => setQuantityText(e.target.value)}
              aria-invalid={preview.quantityInvalid || !!preview.problem || undefined}
              aria-describedby={
                [preview.quantityInvalid && quantityErrorId, preview.problem && problemId].filter(Boolean).join(' ') ||
                undefined
              }
              className={inputClass}
              data-testid="quantity"
            />
            <button
              type="button"
              disabled={max === 0}
              onClick={() => setQuantityText(String(max))}
              className="h-12 shrink-0 rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
            >
              {t('trade.form.max')}
            </button>
          </div>
          {preview.quantityInvalid && (
            <p id={quantityErrorId} className="mt-1 text-sm font-medium text-rose-700">
              {t('trade.form.quantityInvalid', { max: format.integer(MAX_ORDER_QUANTITY) })}
            </p>
          )}
        </div>

        <ReasonField
          ref={reasonRef}
          value={reasonText}
          onChange={(value) => {
            setReasonText(value);
            if (value.trim()) setReasonMissing(false);
          }}
          required={reasonRequired}
          error={reasonMissing && !reason ? t('errors.reason_required') : undefined}
        />

        <StopTrigger side={side} type={type} symbol={company.symbol} preview={preview} />
        {mode.kind === 'short' ? (
          <ShortSaleSummary preview={preview} figures={shortFigures} market={market} />
        ) : (
          <OrderSummary type={type} side={side} preview={preview} market={market} holding={holding} cover={cover} />
        )}

        <div className="space-y-2">
          <button
            type="submit"
            disabled={!preview.canSubmit}
            data-testid="trade-submit"
            className={cn(
              'flex h-12 w-full items-center justify-center gap-2 rounded-xl text-base font-bold text-white shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
              preview.problem
                ? 'bg-slate-200 text-slate-800 shadow-none'
                : buy
                  ? 'bg-emerald-700 hover:bg-emerald-800 focus-visible:outline-emerald-700 disabled:bg-emerald-700/50'
                  : 'bg-rose-600 hover:bg-rose-700 focus-visible:outline-rose-600 disabled:bg-rose-600/50',
            )}
          >
            <SubmitIcon className="size-5" aria-hidden />
            {buttonLabel}
          </button>
          <p
            id={problemId}
            role="alert"
            data-testid="trade-problem"
            className="text-sm font-semibold text-rose-700 empty:hidden"
          >
            {problem}
          </p>
          <p className="text-xs text-slate-600">
            <Trans t={t} i18nKey={HINTS[type]} components={HINT_TERMS} />
          </p>
        </div>
      </form>

      {confirmAsked && (
        <Suspense fallback={null}>
          <confirmDialog.Component
            open={confirming}
            pending={isPending}
            onClose={() => setConfirming(false)}
            onConfirm={confirm}
            company={company}
            side={side}
            type={type}
            timeInForce={timeInForce}
            preview={preview}
            reason={reason}
            mode={mode.kind}
            collateralMinor={shortFigures?.collateralMinor ?? null}
            marginCallAboveMinor={shortFigures?.marginCallAboveMinor ?? null}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
