import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown when a route's code fails to load or a render throws: never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md px-6 text-center">
      <h1 className="text-xl font-bold">{t('errors.pageTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('errors.pageBody')}</p>
      <div className="mt-5 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </div>
    </div>
  );
}
