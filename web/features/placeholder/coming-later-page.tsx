import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** Routes whose features arrive in later releases show the shell and say so plainly. */
export function ComingLaterPage() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <Construction className="mx-auto mb-3 size-10 text-amber-500" aria-hidden />
      <h1 className="text-xl font-bold">{t('placeholder.title')}</h1>
      <p className="mt-2 text-slate-600">{t('placeholder.body')}</p>
      <Button asChild className="mt-5">
        <Link to="/companies">{t('placeholder.browseCompanies')}</Link>
      </Button>
    </Card>
  );
}
