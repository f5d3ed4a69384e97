import { Building2, Home, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';

/** A 4xx (malformed id, unknown company) is final; anything else (network, 5xx) may pass on retry. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** Not found or a failed load shows "Company Not Found" with "Back to Home" (to /). */
export function CompanyNotFound({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const final = isFinal(error);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-2 py-12 text-center sm:py-20">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-slate-200 text-slate-600">
        <Building2 className="size-8" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-extrabold text-slate-900">{t('company.notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{final ? t('company.notFound.body') : t('company.notFound.loadFailed')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/">
            <Home className="size-5" aria-hidden />
            {t('notFound.home')}
          </Link>
        </Button>
        {final ? (
          <Button asChild variant="secondary" size="lg">
            <Link to="/companies">{t('company.back')}</Link>
          </Button>
        ) : (
          <Button variant="secondary" size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCw className={retrying ? 'size-5 animate-spin' : 'size-5'} aria-hidden />
            {t('common.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
