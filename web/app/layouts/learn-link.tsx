import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The header's way to the lessons (/learn), for everyone: the icon with its name in small type
 * under it, which fits beside the other controls on a 360 px phone.
 */
export function LearnLink() {
  const { t } = useTranslation();
  return (
    <NavLink
      to="/learn"
      className={({ isActive }) =>
        cn(
          'flex h-11 min-w-9 shrink-0 flex-col items-center justify-center rounded-lg text-[0.625rem] leading-tight font-semibold tracking-tight sm:h-9 sm:flex-row sm:gap-1.5 sm:px-2.5 sm:text-sm sm:tracking-normal hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
        )
      }
      data-testid="learn-link"
    >
      <Lightbulb className="size-5" aria-hidden />
      {t('shell.header.learn')}
    </NavLink>
  );
}
