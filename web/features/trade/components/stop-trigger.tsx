import { usePageTranslation } from '../../../lib/use-page-translation';
import type { Side } from '#core/trading';
import { useFormat } from '../../../lib/format';
import { useTrailText } from '../hooks/use-trail-text';
import type { OrderPreview, OrderType } from '../lib/order-preview';

/**
 * A stop order's trigger in plain words, once the form knows enough: "Sells 10 AURS at market if
 * the price falls to 380.00", or where a trailing stop starts and how it follows the price.
 */
export function StopTrigger({
  side,
  type,
  symbol,
  preview,
}: {
  side: Side;
  type: OrderType;
  symbol: string;
  preview: OrderPreview;
}) {
  const { t } = usePageTranslation('trade');
  const format = useFormat();
  const trailText = useTrailText();
  const { quantity, stopMinor, limitMinor, trail } = preview;
  if (quantity === null || stopMinor === null || preview.ruleProblem) return null;
  const sell = side === 'sell';
  const words = { value: format.integer(quantity), symbol, stop: format.price(stopMinor) };

  let text: string;
  if (type === 'stop') text = t(sell ? 'trade.form.triggerStopSell' : 'trade.form.triggerStopBuy', words);
  else if (type === 'stop_limit' && limitMinor !== null) {
    text = t(sell ? 'trade.form.triggerStopLimitSell' : 'trade.form.triggerStopLimitBuy', {
      ...words,
      limit: format.price(limitMinor),
    });
  } else if (type === 'trailing_stop' && trail) {
    text = t(sell ? 'trade.form.triggerTrailSell' : 'trade.form.triggerTrailBuy', {
      ...words,
      trail: trailText(trail),
    });
  } else return null;

  return (
    <p
      className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-slate-900 ring-1 ring-brand-100"
      data-testid="stop-trigger"
    >
      {text}
    </p>
  );
}
