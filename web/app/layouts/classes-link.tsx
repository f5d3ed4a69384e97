import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

/** A teacher's way to "My classes", in the header beside messages. */
export function ClassesLink() {
  const { t } = useTranslation();
  const label = t('shell.header.classes');
  return (
    <NavLink
      to="/classes"
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700',
        )
      }
      data-testid="classes-link"
    >
      <GraduationCap className="size-5" aria-hidden />
    </NavLink>
  );
}
