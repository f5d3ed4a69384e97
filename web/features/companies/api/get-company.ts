import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { CompanyDetail } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** GET /api/companies/{id}?lang=: 400 for a malformed id, 404 `company_not_found` for an unknown one. */
export function getCompany(id: string, lang: ContentLanguage): Promise<CompanyDetail> {
  return apiGet<CompanyDetail>(`/companies/${encodeURIComponent(id)}`, { lang });
}

export function companyQueryOptions(id: string, lang: ContentLanguage) {
  return queryOptions({
    queryKey: ['companies', 'detail', id, lang] as const,
    queryFn: () => getCompany(id, lang),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id, useContentLanguage()));
}
