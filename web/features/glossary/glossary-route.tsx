import { useState } from 'react';
import { useLocation } from 'react-router';
import { GLOSSARY_GROUPS } from '#core/learn/glossary';
import { BackLink } from '../../components/back-link';
import { SearchField } from '../../components/search-field';
import { usePageTranslation } from '../../lib/use-page-translation';
import { GlossaryEmpty } from './components/glossary-empty';
import { GlossaryGroupSection } from './components/glossary-group';
import { useGlossaryEntries } from './hooks/use-glossary-entries';
import { useScrollToHash } from './hooks/use-scroll-to-hash';
import { filterGlossary } from './lib/glossary-search';

/**
 * /learn/glossary: every word the game uses, by group, searchable in the reader's language; a term
 * marked anywhere in the interface links to its entry here (#<id>).
 */
export default function GlossaryRoute() {
  const { t, i18n } = usePageTranslation('glossary');
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const entries = useGlossaryEntries();
  const shown = filterGlossary(entries, query, i18n.resolvedLanguage);
  const searching = query.trim() !== '';
  useScrollToHash();

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <BackLink to="/learn" label={t('glossary.page.back')} />
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('glossary.page.title')}
        </h1>
        <p className="mt-1 text-slate-600">{t('glossary.page.intro')}</p>
      </div>
      <div className="space-y-2">
        <SearchField
          value={query}
          onChange={setQuery}
          label={t('glossary.page.searchLabel')}
          placeholder={t('glossary.page.searchPlaceholder')}
          clearLabel={t('glossary.page.clearSearch')}
        />
        <p role="status" className="px-1 text-sm text-slate-600" data-testid="glossary-count">
          {t(searching ? 'glossary.page.found' : 'glossary.page.total', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <GlossaryEmpty query={query} />
      ) : (
        GLOSSARY_GROUPS.map((group) => {
          const inGroup = shown.filter((entry) => entry.group === group);
          return inGroup.length === 0 ? null : (
            <GlossaryGroupSection
              key={group}
              title={t(`glossary.groups.${group}`)}
              entries={inGroup}
              targetId={decodeURIComponent(hash.slice(1))}
            />
          );
        })
      )}
    </div>
  );
}
