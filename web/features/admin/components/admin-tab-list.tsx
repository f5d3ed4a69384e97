import { useEffect, useRef } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { NavLink } from 'react-router';
import type { AdminTab } from '#core/admin/permissions';
import { cn } from '../../../lib/cn';

/**
 * The console's tabs. Each tab is a link to its own path (/admin/companies, ...), so a tab can be
 * bookmarked and the browser's back button moves between tabs; the current one is marked. On a
 * phone the row scrolls sideways inside its own box (the page does not), and the current tab is
 * brought into view.
 */
export function AdminTabList({ tabs, current }: { tabs: readonly AdminTab[]; current: AdminTab }) {
  const { t } = usePageTranslation('admin');
  const currentRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav
      aria-label={t('admin.tabs.label')}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
      data-testid="admin-tabs"
    >
      <ul className="flex min-w-max gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => (
          <li key={tab}>
            <NavLink
              to={`/admin/${tab}`}
              ref={tab === current ? currentRef : undefined}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'block rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
                tab === current ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`admin.tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
