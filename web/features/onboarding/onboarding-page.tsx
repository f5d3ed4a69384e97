import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { BrandMark } from '../../components/brand-mark';
import { LanguagePicker } from '../../components/language-picker';
import { SkipLink } from '../../components/skip-link';
import { ApiError } from '../../lib/api-client';
import { useRefreshSession, useSession } from '../../lib/session';
import { useCompleteOnboarding } from './api/complete-onboarding';
import { HowItWorksStep } from './how-it-works-step';
import { ONBOARDING_STEPS } from './onboarding-steps';
import { ReadyStep } from './ready-step';
import { StepControls } from './step-controls';
import { StepProgress } from './step-progress';
import { WelcomeStep } from './welcome-step';

/**
 * Onboarding: shown instead of the shell until the account has finished it. Three steps;
 * "Let's Trade!" marks it done on the server, welcomes the user, refreshes the session and opens /.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const refreshSession = useRefreshSession();
  const complete = useCompleteOnboarding();
  const [index, setIndex] = useState(0);
  // Focus follows the step once the user has moved; the first screen keeps the page's natural start.
  const [moved, setMoved] = useState(false);
  const total = ONBOARDING_STEPS.length;
  const step = ONBOARDING_STEPS[index]!;

  const go = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), total - 1));
    setMoved(true);
  };

  /** `to`: where the player chose to go instead of trading (the lessons). */
  const finish = (to?: string) =>
    complete.mutate(undefined, {
      onSuccess: async () => {
        toast.success(t('onboarding.success'));
        await refreshSession();
        // "Let's Trade!" goes to /. A visitor who signed up on the way to a page (a Buy on
        // a headline, a shared link) stays on it: the shell replaces onboarding right there.
        if (to) await navigate(to);
        else if (pathname === '/' || pathname === '') await navigate('/', { replace: true });
      },
      onError: (error) => {
        console.error(error);
        toast.error(t('onboarding.errorTitle'), {
          description: t(error instanceof ApiError ? 'onboarding.errorFailed' : 'onboarding.errorUnexpected'),
        });
      },
    });

  // The name others see (docs/rules.md#accounts), as the feed will greet them: not the full name.
  const { displayName, username, email, phoneNumber } = me?.user ?? {};
  const name = displayName?.trim() || username || email || phoneNumber || '';

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-br from-brand-600 via-fuchsia-500 to-amber-400">
      <SkipLink />
      <header className="mx-auto flex h-14 w-full max-w-2xl items-center justify-between gap-3 px-4">
        <span className="rounded-lg bg-white/90 px-2 py-1">
          <BrandMark />
        </span>
        <span className="rounded-lg bg-white/90 px-2 py-1">
          <LanguagePicker />
        </span>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-3 pt-2 pb-6 sm:items-center sm:px-4 sm:pb-12"
      >
        <section
          aria-label={t('onboarding.label')}
          className="w-full max-w-2xl rounded-3xl bg-white/95 p-5 shadow-2xl ring-1 ring-white/40 sm:p-8"
        >
          <StepProgress current={index + 1} total={total} />
          <div
            key={step}
            className="py-6 motion-safe:transition motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 sm:py-8"
          >
            {step === 'welcome' && <WelcomeStep name={name} focusHeading={moved} />}
            {step === 'howItWorks' && <HowItWorksStep focusHeading={moved} />}
            {step === 'ready' && (
              <ReadyStep focusHeading={moved} finishing={complete.isPending} onLearn={() => finish('/learn')} />
            )}
          </div>
          <StepControls
            current={index + 1}
            total={total}
            finishing={complete.isPending}
            onPrevious={() => go(index - 1)}
            onNext={() => go(index + 1)}
            onFinish={() => finish()}
          />
        </section>
      </main>
    </div>
  );
}
