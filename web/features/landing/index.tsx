// The public landing page. Standalone: its own header, no app shell.
// The hero and static sections render at once; data sections show skeletons, then data or an error.
import { useLanding } from './api/get-landing';
import { BenefitsSection } from './components/benefits-section';
import { ClosingCta } from './components/closing-cta';
import { CompaniesSection } from './components/companies-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { LatestNews } from './components/latest-news';
import { StatCards } from './components/stat-cards';
import { SkipLink } from '../../components/skip-link';

export default function LandingPage() {
  const landing = useLanding();
  const retry = () => void landing.refetch();
  // With no data yet a refetch puts the query back to pending, so a retry shows the skeletons again.
  const loading = landing.isPending;
  const error = landing.data ? null : landing.error;

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection startingCashMinor={landing.data?.stats.startingCashMinor} />
        <StatCards stats={landing.data?.stats} loading={loading} />
        <CompaniesSection companies={landing.data?.companies} loading={loading} error={error} onRetry={retry} />
        <FeaturesSection />
        <LatestNews news={landing.data?.news} loading={loading} error={error} onRetry={retry} />
        <BenefitsSection />
        <ClosingCta startingCashMinor={landing.data?.stats.startingCashMinor} />
      </main>
      <LandingFooter />
    </div>
  );
}
