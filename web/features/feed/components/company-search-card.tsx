import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useNavigate } from 'react-router';
import { prepareSearchIndex, searchIndex } from '#core/feed/search';
import { useFormat } from '../../../lib/format';
import { useSearchCompanies } from '../api/get-search-companies';
import { useCategoryLabel } from '../../../lib/use-category-label';
import { CardHeading } from './card-heading';
import { SearchResultOption } from './search-result-option';

/** The dropdown closes this long after the input loses focus, so a click on a result lands. */
const CLOSE_DELAY_MS = 200;

/**
 * "Quick Company Search": scored search (docs/rules.md#search) over every company, at most 5 results,
 * as an ARIA combobox: arrows move, Enter opens the company, Escape closes.
 */
export function CompanySearchCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const format = useFormat();
  const navigate = useNavigate();
  const headingId = useId();
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;
  // The whole company list (48 companies, 9 KB) loads when the player first focuses the field, not
  // with the page: most visits of the feed never search.
  const [used, setUsed] = useState(false);
  const companies = useSearchCompanies(used);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (companies.error) console.error('companies for search failed to load', companies.error);
  }, [companies.error]);

  const list = companies.data?.companies;
  // A category is found by its name in the player's language too.
  const index = useMemo(
    () => prepareSearchIndex((list ?? []).map((c) => ({ ...c, categoryLabel: categoryLabel(c.category) }))),
    [list, categoryLabel],
  );
  const hits = useMemo(() => searchIndex(index, query), [index, query]);
  const trimmed = query.trim();
  const expanded = open && trimmed !== '' && !!list;

  const pick = (i: number) => {
    const hit = hits[i];
    if (hit) void navigate(`/company/${hit.company.id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (e.key === 'Enter') {
      if (!expanded) return;
      e.preventDefault();
      pick(active >= 0 ? active : 0);
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}
      data-testid="company-search"
    >
      <CardHeading id={headingId} icon={Search} iconClassName="bg-amber-100 text-amber-800">
        {t('feed.search.title')}
      </CardHeading>
      <label htmlFor={inputId} className="mt-3 block text-sm text-slate-600">
        {list
          ? t('feed.search.label', { count: list.length, value: format.integer(list.length) })
          : t('feed.search.labelLoading')}
      </label>
      <div className="relative mt-1.5">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 && hits[active] ? optionId(active) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            window.clearTimeout(closeTimer.current);
            setUsed(true);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = window.setTimeout(() => {
              setOpen(false);
              setActive(-1);
            }, CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('feed.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 sm:text-sm"
        />
        <div
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
        >
          <p role="status" className="px-2 pb-1 text-xs font-semibold text-slate-600">
            {expanded && hits.length > 0 && t('feed.search.found', { count: hits.length })}
          </p>
          {expanded && hits.length === 0 && (
            <div className="px-2 pb-2 text-sm" data-testid="search-empty">
              <p className="font-semibold text-slate-900">
                {t('feed.search.empty', { query: `\u2068${trimmed}\u2069` })}
              </p>
              <p className="mt-0.5 text-slate-600">{t('feed.search.hint')}</p>
            </div>
          )}
          <ul id={listId} role="listbox" aria-label={t('feed.search.results')} hidden={hits.length === 0}>
            {expanded &&
              hits.map((hit, i) => (
                <SearchResultOption
                  key={hit.company.id}
                  id={optionId(i)}
                  company={hit.company}
                  active={i === active}
                  onPick={() => pick(i)}
                  onHover={() => setActive(i)}
                />
              ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
