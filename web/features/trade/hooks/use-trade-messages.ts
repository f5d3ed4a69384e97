import { usePageTranslation } from '../../../lib/use-page-translation';
import { ApiError, errorKey } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import type { OrderProblem } from '../lib/order-preview';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** The server's refusal as the problem the form also shows, when its details say enough. */
function problemOf(err: ApiError): OrderProblem | null {
  const d = err.details;
  if (!isRecord(d)) return null;
  if (err.code === 'insufficient_balance' && isInt(d.haveMinor) && isInt(d.needMinor)) {
    return { kind: 'balance', haveMinor: d.haveMinor, needMinor: d.needMinor };
  }
  if (err.code === 'insufficient_shares' && isInt(d.have) && isInt(d.want)) {
    return { kind: 'shares', have: d.have, want: d.want };
  }
  if (err.code === 'insufficient_margin' && isInt(d.haveMinor) && isInt(d.needMinor)) {
    return { kind: 'margin', haveMinor: d.haveMinor, needMinor: d.needMinor };
  }
  if (err.code === 'cover_exceeds_short' && isInt(d.shortQuantity)) {
    return { kind: 'cover', shortQuantity: d.shortQuantity };
  }
  return null;
}

/** Words for a trade problem and for a failed order (a short's too), in the current language. */
export function useTradeMessages() {
  const { t } = usePageTranslation('trade');
  const format = useFormat();

  const problemMessage = (problem: OrderProblem) => {
    switch (problem.kind) {
      case 'balance':
        return t('trade.form.insufficientBalance', {
          have: format.price(problem.haveMinor),
          need: format.price(problem.needMinor),
        });
      case 'shares':
        return t('trade.form.insufficientShares', { count: problem.have, want: problem.want });
      case 'margin':
        return t('trade.short.insufficientMargin', {
          have: format.price(problem.haveMinor),
          need: format.price(problem.needMinor),
        });
      case 'cover':
        return t('trade.short.coverExceeds', { count: problem.shortQuantity });
    }
  };

  /** "Not enough Bolts. You have X Bolts, need Y Bolts", another translated code, or "Failed to execute trade". */
  const failureMessage = (err: unknown) => {
    if (!(err instanceof ApiError) || err.code === 'internal') return t('trade.toast.failedGeneric');
    const problem = problemOf(err);
    return problem ? problemMessage(problem) : t(errorKey(err));
  };

  return { problemMessage, failureMessage };
}
