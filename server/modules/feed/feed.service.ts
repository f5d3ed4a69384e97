import type { ContentLanguage } from '#core/content-language';
import { FEED_PAGE_SIZE, type Ad, type FeedPage, type SearchCompanies } from '#core/schemas/feed';
import { HttpError } from '../../http/http-error';
import { ReadCache } from '../../lib/read-cache';
import type { FeedCursor, FeedRepo } from './feed.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor is opaque to the browser: base64url of "<published ISO time>|<news id>". */
export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.publishedAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(raw: string): FeedCursor {
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(at ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(publishedAt.getTime())) {
    throw new HttpError(400, 'validation_failed', 'This feed position is not valid. Reload the feed.');
  }
  return { publishedAt, id };
}

export function createFeedService(deps: { repo: FeedRepo; cacheTtlMs: number }) {
  // Pages carry live prices: market writers invalidate (see app.ts), like the companies reads. Each
  // language is its own entry.
  const pages = new ReadCache<FeedPage>(deps.cacheTtlMs, 600);
  const adsCache = new ReadCache<{ ads: Ad[] }>(deps.cacheTtlMs);
  const searchCache = new ReadCache<SearchCompanies>(deps.cacheTtlMs);
  return {
    page(cursor: string | undefined, lang: ContentLanguage): Promise<FeedPage> {
      const after = cursor ? decodeCursor(cursor) : null;
      return pages.get(`${lang}|${cursor ?? ''}`, async () => {
        const items = await deps.repo.page(after, FEED_PAGE_SIZE, lang);
        const last = items.at(-1);
        // More pages exist while the last page was full.
        const nextCursor =
          items.length === FEED_PAGE_SIZE && last
            ? encodeCursor({ publishedAt: new Date(last.publishedAt), id: last.id })
            : null;
        return { items, nextCursor };
      });
    },
    ads: (lang: ContentLanguage) => adsCache.get(lang, async () => ({ ads: await deps.repo.activeAds(lang) })),
    searchable: (lang: ContentLanguage) =>
      searchCache.get(lang, async () => ({ companies: await deps.repo.searchable(lang) })),
    invalidate() {
      pages.invalidate();
      adsCache.invalidate();
      searchCache.invalidate();
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
