import { Mail, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { Method } from '../lib/types';

const METHODS = [
  { value: 'email', icon: Mail },
  { value: 'phone', icon: Smartphone },
] as const;

/** The Email / Phone choice: two pressed-state buttons in one labelled group. */
export function MethodToggle({ value, onChange }: { value: Method; onChange: (method: Method) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('auth.method.label')}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {METHODS.map(({ value: method, icon: Icon }) => (
        <button
          key={method}
          type="button"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
          className={cn(
            'flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
            value === method
              ? 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden />
          {t(`auth.method.${method}`)}
        </button>
      ))}
    </div>
  );
}
