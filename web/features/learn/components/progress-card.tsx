import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import type { LessonList } from '#core/schemas/learn';
import { IconTile } from '../../../components/icon-tile';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { upNext } from '../lib/topics';

/** The signed-in player's lessons: how many are done (in words and a bar), the XP they earned, and the next one. */
export function ProgressCard({ list }: { list: LessonList }) {
  const { t } = usePageTranslation('learn');
  const format = useFormat();
  const total = list.lessons.length;
  const done = list.lessons.filter((l) => l.done).length;
  const next = upNext(list.lessons);
  return (
    <Card className="space-y-3" data-testid="learn-progress">
      <div className="flex items-start gap-3">
        <IconTile icon={Lightbulb} className="size-11 bg-brand-100 text-brand-700" iconClassName="size-6" />
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-slate-900">{t('learn.progress.title')}</h2>
          <p className="text-slate-700" data-testid="learn-progress-count">
            {t('learn.progress.count', { done: format.integer(done), total: format.integer(total) })}
          </p>
        </div>
      </div>
      <div aria-hidden className="h-3 overflow-hidden rounded-full bg-slate-200">
        <div
          className="h-full rounded-full bg-emerald-600"
          style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {next ? t('learn.progress.xp', { xp: format.integer(done * list.xpPerLesson) }) : t('learn.progress.allDone')}
        </p>
        {next && (
          <Button asChild className="w-full sm:w-auto">
            <Link to={`/learn/${next.id}`}>
              {done === 0 ? t('learn.progress.start') : t('learn.progress.continue', { number: next.order })}
              <ArrowRight className="size-4 flip-rtl" aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
