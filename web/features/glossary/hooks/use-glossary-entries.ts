import { useMemo } from 'react';
import { GLOSSARY, GLOSSARY_TERM_IDS, type GlossaryGroup, type GlossaryTermId } from '#core/learn/glossary';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { GlossaryEntry } from '../lib/glossary-search';

export interface GlossaryTerm extends GlossaryEntry {
  id: GlossaryTermId;
  group: GlossaryGroup;
}

/** Every term in the reader's language, in the alphabetical order of that language. */
export function useGlossaryEntries(): GlossaryTerm[] {
  const { t, i18n } = usePageTranslation('glossary');
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const collator = new Intl.Collator(language);
    return GLOSSARY_TERM_IDS.map((id) => ({
      id,
      group: GLOSSARY[id],
      term: t(`glossary.terms.${id}.term`),
      definition: t(`glossary.terms.${id}.definition`),
    })).sort((a, b) => collator.compare(a.term, b.term));
  }, [t, language]);
}
