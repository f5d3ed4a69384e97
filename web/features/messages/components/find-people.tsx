import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { PEOPLE_SEARCH_MIN } from '#core/social/people-search';
import { errorKey } from '../../../lib/api-client';
import { usePeopleSearch, useSuggestions } from '../../../lib/people';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { PersonResult } from './person-result';

/**
 * Find people to add (docs/rules.md#friends-and-chat): a search by the start of a display name or
 * username, and suggestions (classmates, the league group, players who traded the same companies).
 */
export function FindPeople() {
  const { t } = usePageTranslation('people');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim());
  const searching = settled.length >= PEOPLE_SEARCH_MIN;
  const results = usePeopleSearch(settled);
  const suggestions = useSuggestions();

  return (
    <>
      <section aria-labelledby={`${inputId}-title`} className="space-y-2">
        <h2 id={`${inputId}-title`} className="text-sm font-bold text-slate-800">
          {t('people.find.title')}
        </h2>
        <label htmlFor={inputId} className="sr-only">
          {t('people.find.label')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={40}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('people.find.label')}
            aria-describedby={`${inputId}-status`}
            className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white ps-9 pe-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
        </div>
        <p id={`${inputId}-status`} role="status" className="text-xs text-slate-600 empty:hidden">
          {!searching
            ? query.trim()
              ? t('people.find.placeholder')
              : ''
            : results.isError
              ? t(errorKey(results.error))
              : results.isFetching && !results.data
                ? t('people.find.searching')
                : results.data?.length === 0
                  ? t('people.find.none')
                  : ''}
        </p>
        {searching && results.data && results.data.length > 0 && (
          <ul className="space-y-1" data-testid="people-results">
            {results.data.map((person) => (
              <PersonResult key={person.userId} person={person} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${inputId}-suggest`} className="space-y-2">
        <h2 id={`${inputId}-suggest`} className="text-sm font-bold text-slate-800">
          {t('people.suggest.title')}
        </h2>
        {!suggestions.data || suggestions.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('people.suggest.empty')}</p>
        ) : (
          <ul className="space-y-1" data-testid="suggestions">
            {suggestions.data.map((person) => (
              <PersonResult key={person.userId} person={person} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
