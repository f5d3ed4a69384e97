import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** The detail page's shape while the company loads. */
export function CompanyDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('company.loading')}</span>
      <Skeleton className="h-6 w-40" />
      <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 md:flex-row md:justify-between">
        <div className="flex items-start gap-4">
          <Skeleton className="size-16 rounded-xl" />
          <div className="space-y-3">
            <Skeleton className="h-7 w-56" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <div className="space-y-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-12 w-48 rounded-lg" />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {[0, 1].map((i) => (
            <div key={i} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <Skeleton className="h-6 w-36" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-4/5" />
            </div>
          ))}
        </div>
        <div className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Skeleton className="h-6 w-32" />
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
