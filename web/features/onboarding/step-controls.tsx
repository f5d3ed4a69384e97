import { ArrowLeft, ArrowRight, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Previous at the start edge, Next (or "Let's Trade!" on the last step) at the end edge. */
export function StepControls({
  current,
  total,
  finishing,
  onPrevious,
  onNext,
  onFinish,
}: {
  current: number;
  total: number;
  finishing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  const { t } = useTranslation();
  const last = current === total;
  return (
    <div className="flex items-center justify-between gap-3">
      <Button
        variant="ghost"
        size="lg"
        className="px-3 whitespace-nowrap"
        onClick={onPrevious}
        disabled={current === 1 || finishing}
      >
        <ArrowLeft className="size-5 flip-rtl" aria-hidden />
        {t('onboarding.previous')}
      </Button>
      {last ? (
        <Button
          variant="bolt"
          size="lg"
          className="px-4 whitespace-nowrap shadow-md shadow-yellow-500/30"
          onClick={onFinish}
          disabled={finishing}
          aria-busy={finishing}
        >
          <Zap className="size-5 fill-slate-900" aria-hidden />
          {t('onboarding.finish')}
        </Button>
      ) : (
        <Button size="lg" className="px-4 whitespace-nowrap" onClick={onNext}>
          {t('onboarding.next')}
          <ArrowRight className="size-5 flip-rtl" aria-hidden />
        </Button>
      )}
    </div>
  );
}
