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
  return null;
}

/** Words for a trade problem and for a failed order, in the current language. */
export function useTradeMessages() {
  const { t } = usePageTranslation('trade');
  const format = useFormat();

  const problemMessage = (problem: OrderProblem) =>
    problem.kind === 'balance'
      ? t('trade.form.insufficientBalance', {
          have: format.price(problem.haveMinor),
          need: format.price(problem.needMinor),
        })
      : t('trade.form.insufficientShares', { count: problem.have, want: problem.want });

  /** "Insufficient balance. You have $X, need $Y", another translated code, or "Failed to execute trade". */
  const failureMessage = (err: unknown) => {
    if (!(err instanceof ApiError) || err.code === 'internal') return t('trade.toast.failedGeneric');
    const problem = problemOf(err);
    return problem ? problemMessage(problem) : t(errorKey(err));
  };

  return { problemMessage, failureMessage };
}
