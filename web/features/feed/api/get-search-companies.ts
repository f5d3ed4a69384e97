import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { SearchCompanies } from '#core/schemas/feed';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/**
 * GET /api/feed/companies?lang=: every listed company with what Quick Company Search scores (its
 * story and CEO too, and the English beside another language's: docs/rules.md#search).
 */
export function getSearchCompanies(lang: ContentLanguage): Promise<SearchCompanies> {
  return apiGet<SearchCompanies>('/feed/companies', { lang });
}

export function searchCompaniesQueryOptions(lang: ContentLanguage) {
  return queryOptions({
    // Under ['companies', 'list'], so the realtime price ticks reach the results too (web/lib/realtime).
    queryKey: ['companies', 'list', 'search', lang] as const,
    queryFn: () => getSearchCompanies(lang),
    staleTime: 60_000,
  });
}

/** `enabled` false: only what is already cached (the search asks once the player starts on it). */
export function useSearchCompanies(enabled = true) {
  return useQuery({ ...searchCompaniesQueryOptions(useContentLanguage()), enabled });
}
