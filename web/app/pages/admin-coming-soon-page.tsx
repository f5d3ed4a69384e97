import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** /admin and /admin/*: only admins get here (the shell gate); the console itself is a later release. */
export default function AdminComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto mt-8 max-w-md text-center">
      <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-2xl bg-rose-100 text-rose-700">
        <Shield className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-bold">{t('shell.admin.title')}</h1>
      <p className="mt-2 text-slate-600">{t('shell.admin.body')}</p>
      <Button asChild className="mt-5">
        <Link to="/">{t('shell.admin.backToFeed')}</Link>
      </Button>
    </Card>
  );
}
