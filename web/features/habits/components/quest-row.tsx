import { CircleCheck, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestId } from '#core/habits/quests';
import { useFormat } from '../../../lib/format';

/** Where each quest is done: the row links there until it is. */
const WHERE: Record<QuestId, string> = {
  finish_lesson: '/learn',
  learn_term: '/learn/glossary',
  check_vs_index: '/profile',
  read_news_held: '/',
  check_diversification: '/profile',
  review_trade: '/profile',
};

/** One of today's quests: a check once done, its XP, and the way to do it. */
export function QuestRow({ id, done, xp }: { id: QuestId; done: boolean; xp: number }) {
  const { t } = useTranslation('habits');
  const format = useFormat();
  const title = t(`habits.quests.${id}.title`);
  return (
    <li className="flex items-center gap-3 py-2" data-testid={`quest-${id}`} data-done={done}>
      {done ? (
        <CircleCheck className="size-6 shrink-0 text-emerald-600" aria-hidden />
      ) : (
        <Circle className="size-6 shrink-0 text-slate-300" aria-hidden />
      )}
      <span className="min-w-0 flex-1">
        <span className="sr-only">{done ? t('habits.quests.done') : t('habits.quests.todo')}: </span>
        {done ? (
          <span className="font-semibold text-slate-500 line-through decoration-slate-400">{title}</span>
        ) : (
          <Link
            to={WHERE[id]}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {title}
          </Link>
        )}
        <span className="block text-sm text-slate-600">{t(`habits.quests.${id}.hint`)}</span>
      </span>
      <span
        dir="ltr"
        className={
          done
            ? 'shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-700'
            : 'shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700'
        }
      >
        {t('habits.quests.xp', { xp: format.integer(xp) })}
      </span>
    </li>
  );
}
