import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentLanguage } from '#core/content-language';
import type { Landing } from '#core/schemas/companies';
import { apiGet } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';

/** GET /api/landing?lang=: real counts, the top 6 companies and the 3 latest news items (docs/rules.md#companies-and-news). */
export function getLanding(lang: ContentLanguage): Promise<Landing> {
  return apiGet<Landing>('/landing', { lang });
}

export const landingQueryOptions = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: ['landing', lang] as const,
    queryFn: () => getLanding(lang),
  });

export function useLanding() {
  return useQuery(landingQueryOptions(useContentLanguage()));
}
