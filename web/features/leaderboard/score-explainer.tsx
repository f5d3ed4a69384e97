import { Info } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Term } from '../../components/term';
import { usePageTranslation } from '../../lib/use-page-translation';

/** What the Bolts Score is, in one sentence, above the table it ranks (docs/rules.md#competition). */
export function ScoreExplainer() {
  const { t } = usePageTranslation('leaderboard');
  return (
    <p className="mb-3 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
      <span>
        <Trans
          t={t}
          i18nKey="leaderboard.score.explainer"
          components={{
            score: <Term id="bolts-score" />,
            return: <Term id="return" />,
            index: <Term id="bolts-index" />,
          }}
        />
      </span>
    </p>
  );
}
