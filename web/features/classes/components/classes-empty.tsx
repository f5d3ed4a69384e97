import { Plus, School } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** "My classes" before the first class. */
export function ClassesEmpty() {
  const { t } = usePageTranslation('classes');
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      <span className="flex size-16 items-center justify-center rounded-3xl bg-brand-100 text-brand-700">
        <School className="size-8" aria-hidden />
      </span>
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('classes.empty.title')}</h2>
      <p className="mt-1 max-w-sm text-slate-600">{t('classes.empty.body')}</p>
      <Button size="lg" className="mt-6" asChild>
        <Link to="/classes/new">
          <Plus className="size-5" aria-hidden />
          {t('classes.newClass')}
        </Link>
      </Button>
    </div>
  );
}
