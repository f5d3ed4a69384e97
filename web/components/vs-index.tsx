import { Scale, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Portfolio } from '#core/schemas/trading';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';
import { vsIndexVerdict } from '../lib/index-figures';
import { GainText } from './gain-text';

/**
 * "You: +x% · Bolts Index: +y% since <date>" and who is ahead (docs/rules.md#bolts-index): the
 * portfolio's gain against the index's return over the portfolio's own period. Nothing when the
 * index has no level that far back.
 */
export function VsIndex({ vsIndex, className }: { vsIndex: Portfolio['vsIndex'] | undefined; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const verdict = vsIndex ? vsIndexVerdict(vsIndex.gainBp, vsIndex.indexReturnBp) : null;
  if (!vsIndex || vsIndex.indexReturnBp === null || !verdict) return null;
  const Icon = verdict === 'ahead' ? Trophy : Scale;
  return (
    <div data-testid="vs-index" className={cn('rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200', className)}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
        <span className="inline-flex items-center gap-1">
          {t('index.vs.you')}
          <GainText bp={vsIndex.gainBp} testId="vs-index-you" />
        </span>
        <span className="inline-flex items-center gap-1">
          {t('index.vs.index')}
          <GainText bp={vsIndex.indexReturnBp} testId="vs-index-index" />
        </span>
        <span className="text-slate-600">{t('index.vs.since', { date: format.date(vsIndex.since) })}</span>
      </p>
      <p className="mt-1 flex items-center gap-1.5 font-semibold text-slate-900" data-testid="vs-index-verdict">
        <Icon
          className={cn('size-4 shrink-0', verdict === 'ahead' ? 'text-amber-500' : 'text-slate-500')}
          aria-hidden
        />
        {t(`index.vs.${verdict}`)}
      </p>
    </div>
  );
}
