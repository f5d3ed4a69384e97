import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { AuthTab } from './types';

const TABS: AuthTab[] = ['signUp', 'signIn'];
export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

/** Sign Up / Sign In as ARIA tabs: arrow keys (mirrored in right-to-left), Home and End move between them. */
export function AuthTabs({ value, onChange }: { value: AuthTab; onChange: (tab: AuthTab) => void }) {
  const { t, i18n } = useTranslation();
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const select = (tab: AuthTab) => {
    onChange(tab);
    refs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = i18n.dir() === 'rtl';
    const index = TABS.indexOf(value);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) select(TABS[(index + step + TABS.length) % TABS.length]!);
    else if (event.key === 'Home') select(TABS[0]!);
    else if (event.key === 'End') select(TABS[TABS.length - 1]!);
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" aria-label={t('auth.tabs.label')} className="grid grid-cols-2 border-b border-slate-200">
      {TABS.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px border-b-2 px-2 pt-1 pb-3 text-base font-bold transition-colors',
              'focus-visible:rounded-t-lg focus-visible:outline-2 focus-visible:outline-brand-600',
              selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`auth.tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
