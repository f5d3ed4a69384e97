import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { AuthTab } from '../lib/types';

const TABS: AuthTab[] = ['signUp', 'signIn'];
// Named ids rather than Radix's generated ones, so a test or a link can point at a tab.
const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

/**
 * Sign Up / Sign In as Radix tabs: arrow keys (mirrored right to left), Home and End move between
 * them. Both panels stay mounted so what was typed survives a switch of tab.
 */
export function AuthTabs({
  value,
  onChange,
  panels,
}: {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
  panels: Record<AuthTab, ReactNode>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Tabs.Root
      value={value}
      onValueChange={(tab) => onChange(tab as AuthTab)}
      dir={i18n.dir()}
      className="flex flex-col gap-5"
    >
      <Tabs.List aria-label={t('auth.tabs.label')} className="grid grid-cols-2 border-b border-slate-200">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            className={cn(
              '-mb-px border-b-2 px-2 pt-1 pb-3 text-base font-bold transition-colors',
              'focus-visible:rounded-t-lg focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === value
                ? 'border-brand-600 text-brand-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`auth.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        // The forms' first fields are the panel's first stops: the panel itself needs none.
        <Tabs.Content
          key={tab}
          value={tab}
          forceMount
          hidden={tab !== value}
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={undefined}
        >
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
