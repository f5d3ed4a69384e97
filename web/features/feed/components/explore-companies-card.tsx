import { ArrowRight, Building2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardHeading } from './card-heading';

/** A way into the companies directory from the feed. */
export function ExploreCompaniesCard() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <CardHeading id={headingId} icon={Building2} iconClassName="bg-emerald-100 text-emerald-700">
        {t('feed.explore.title')}
      </CardHeading>
      <p className="mt-3 flex-1 text-slate-600">{t('feed.explore.body')}</p>
      <Button asChild className="mt-4 self-start">
        <Link to="/companies">
          {t('feed.explore.cta')}
          <ArrowRight className="size-4 flip-rtl" aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
