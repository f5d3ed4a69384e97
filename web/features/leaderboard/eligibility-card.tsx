import { CircleCheck, CircleDashed, Ticket } from 'lucide-react';
import type { Eligibility } from '#core/schemas/leaderboard';
import { SectionCard } from '../../components/section-card';
import { useFormat } from '../../lib/format';
import { usePageTranslation } from '../../lib/use-page-translation';
import { LackText } from './lack-text';

/**
 * Whether the reader would qualify for this week's prize, and if not, what to do about it in the
 * order to do it (docs/rules.md#prize-eligibility), with the thresholds in force.
 */
export function EligibilityCard({ eligibility }: { eligibility: Eligibility }) {
  const { t } = usePageTranslation('leaderboard');
  const format = useFormat();
  const { rules } = eligibility;
  const n = (count: number) => ({ count, formatted: format.integer(count) });
  return (
    <SectionCard title={t('leaderboard.eligibility.title')} icon={Ticket}>
      <div data-testid="eligibility">
        {eligibility.eligible ? (
          <p className="flex items-start gap-2 font-semibold text-slate-900">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
            {t('leaderboard.eligibility.eligible')}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium text-slate-700">{t('leaderboard.eligibility.toQualify')}</p>
            <ul className="mt-2 space-y-2">
              {eligibility.lacks.map((lack) => (
                <li key={lack.kind} className="flex items-start gap-2 text-sm text-slate-900" data-testid="lack">
                  <CircleDashed className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
                  <span>
                    <LackText lack={lack} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-3 border-t border-slate-100 pt-3 text-xs text-slate-600">
          {t('leaderboard.eligibility.rulesIntro')}{' '}
          {[
            t('leaderboard.eligibility.rules.companies', n(rules.minCompanies)),
            t('leaderboard.eligibility.rules.maxPosition', { max: format.integer(rules.maxPositionBp / 100) }),
            t('leaderboard.eligibility.rules.hold', n(rules.minHoldDays)),
            t('leaderboard.eligibility.rules.verified'),
          ].join(' · ')}
        </p>
      </div>
    </SectionCard>
  );
}
