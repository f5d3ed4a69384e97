import { LogIn, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '../../../components/icon-tile';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { storeRedirectAfterAuth } from '../../../lib/session';
import { usePageTranslation } from '../../../lib/use-page-translation';

/** For a visitor: the lessons are open to read, and signing in keeps progress and earns XP. */
export function VisitorNote({ xp }: { xp: number }) {
  const { t } = usePageTranslation('learn');
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="learn-visitor">
      <div className="flex items-start gap-3">
        <IconTile icon={Sparkles} className="size-11 bg-amber-100 text-amber-700" iconClassName="size-6" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{t('learn.visitor.title')}</h2>
          <p className="text-slate-700">{t('learn.visitor.body', { xp })}</p>
        </div>
      </div>
      <Button asChild size="lg" className="w-full shrink-0 sm:w-auto">
        <Link to="/auth" onClick={() => storeRedirectAfterAuth('/learn')}>
          <LogIn className="size-5 flip-rtl" aria-hidden />
          {t('learn.visitor.signIn')}
        </Link>
      </Button>
    </Card>
  );
}
