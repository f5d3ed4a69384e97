import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { CompanySummary } from '#core/schemas/companies';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { CompanyListItem } from './company-list-item';
import { filterCompanies } from '../lib/company-filter';
import { Skeleton } from '../../../components/ui/skeleton';
import { SearchField } from '../../../components/search-field';

/** Rows of the list on screen before it scrolls, on the shortest list (a phone's, 20rem high). */
const ROWS_IN_VIEW_AT_TOP = 4;

/** The searchable, scrollable company list, biggest market cap first. */
export function CompanyListPanel({
  id,
  companies,
  selectedId,
  onSelect,
  visible,
  className,
}: {
  id: string;
  /**
   * Whether the list is on screen: always on a wide screen, only while the picker is open on a
   * phone. A phone that never opens the picker is spared rendering and laying out every company's
   * row (most of the page's elements, and most of its first-render time on a slow phone).
   */
  visible: boolean;
  companies: CompanySummary[] | undefined;
  selectedId: string | null;
  onSelect: (companyId: string) => void;
  className?: string;
}) {
  const { t } = usePageTranslation('trade');
  const headingId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = companies && visible ? filterCompanies(companies, deferredQuery) : [];
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the selected row in view inside the list (not the page) when the selection changes, when
  // the list first shows and when it is shown again (the phone's picker opens).
  // Not on every price tick: reading offsetTop lays the whole page out at once (a fifth of a second
  // of a phone's CPU each time), and it would pull the list back under a player scrolling it.
  const loaded = companies !== undefined;
  /** Whether the list has moved from its top since it was first shown (by the player or by us). */
  const scrolled = useRef(false);
  useEffect(() => {
    const list = listRef.current;
    const row = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !row) return;
    // One of the first rows of a list still at its top is in view: nothing to measure. The page's
    // first selection is the first company, and measuring it cost a desktop 0.2 s at the start
    // (the whole page laid out with every company listed).
    const index = Array.prototype.indexOf.call(list.children, row.closest('li'));
    if (!scrolled.current && index >= 0 && index < ROWS_IN_VIEW_AT_TOP) return;
    // The list is the row's offset parent (position: relative), so offsetTop is inside it.
    const top = row.offsetTop;
    if (top < list.scrollTop || top + row.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 2);
    }
  }, [selectedId, loaded, visible]);

  return (
    <section id={id} aria-labelledby={headingId} className={cn('min-w-0', className)}>
      <Card className="p-3 sm:p-4 lg:flex lg:max-h-[calc(100dvh-10rem)] lg:flex-col">
        <h2 id={headingId} className="mb-2 text-base font-bold text-slate-900">
          {t('trade.companies.title')}
        </h2>
        <SearchField
          size="md"
          value={query}
          onChange={setQuery}
          label={t('trade.companies.searchLabel')}
          placeholder={t('trade.companies.searchPlaceholder')}
          clearLabel={t('trade.companies.clearSearch')}
        />
        <p role="status" className="sr-only">
          {companies && visible && deferredQuery.trim() ? t('trade.companies.found', { count: shown.length }) : ''}
        </p>
        {/* Off screen (a phone's closed picker; the server, which has no screen to measure) the card
            stays without its rows: a phone hides it (CSS), and a desktop shows the skeleton the
            server drew until the page has hydrated and knows the screen is wide. */}
        {!companies ? (
          <div className="mt-3 space-y-2" aria-hidden>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-12 rounded-lg" />
            ))}
          </div>
        ) : !visible ? null : shown.length === 0 ? (
          <p className="mt-4 px-1 text-sm text-slate-700">
            {t('trade.companies.empty', { query: deferredQuery.trim() })}
          </p>
        ) : (
          <ul
            ref={listRef}
            onScroll={() => (scrolled.current = true)}
            className="relative -mx-1 mt-2 max-h-80 space-y-0.5 overflow-y-auto px-1 py-1 lg:max-h-none lg:min-h-0 lg:flex-1"
          >
            {/* Rows scrolled out of the list's view are not laid out or painted until they come in. */}
            {shown.map((company) => (
              <li key={company.id} className="[contain-intrinsic-size:auto_3.25rem] [content-visibility:auto]">
                <CompanyListItem company={company} selected={company.id === selectedId} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
