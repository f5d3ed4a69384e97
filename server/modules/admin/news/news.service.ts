// Admin news: moderators and admins write news (only admins its impact); each write, its price
// move and its audit row are one transaction, and players' cached feeds are dropped so the item
// shows at once. A published item is priced in, so its company and impact stay
// (docs/rules.md#news-and-prices).
import { canSetNewsImpact } from '#core/admin/permissions';
import { NEWS_TRANSLATED_FIELDS } from '#core/content-language';
import { impactAgreesWithSentiment } from '#core/news';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNewsDetail,
  type AdminNewsItem,
  type AdminNewsPage,
  type NewsForm,
} from '#core/schemas/admin/news';
import { translationChanges } from '#core/schemas/admin/translations';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { priceInNews } from '../../../market/news-gap';
import { changesBetween, writeAudit } from '../audit';
import type { Staff } from '../admin-gate';
import type { AdminDeps } from '../deps';
import type { AdminNewsRepo } from './news.repo';

const FIELDS = ['companyId', 'headline', 'summary', 'content', 'newsType', 'sentiment', 'impactScore'] as const;
const notFound = () => new HttpError(404, 'not_found', 'News article not found');
const noCompany = () => new HttpError(400, 'company_not_found', 'Choose a company that exists');
const pricedIn = () =>
  new HttpError(409, 'news_priced_in', "A published article's company and impact cannot change: publish a new one");
const againstSentiment = () =>
  new HttpError(400, 'news_impact_sentiment', 'The sentiment must agree with the impact of the article');

export function createAdminNewsService(deps: AdminDeps, repo: AdminNewsRepo) {
  // A moderator could otherwise trade on the impact of the newsroom's items before prices move.
  const shownTo = <T extends AdminNewsItem>(actor: Staff, item: T): T =>
    canSetNewsImpact(actor.roles) ? item : { ...item, impactScore: null };
  const reread = async (actor: Staff, id: string) => {
    const item = await repo.get(deps.database.db, id);
    if (!item) throw notFound();
    return shownTo(actor, item);
  };

  return {
    async list(actor: Staff, query: { q?: string | undefined; cursor?: string | undefined }): Promise<AdminNewsPage> {
      const rows = await repo.list(query);
      const news = rows.slice(0, ADMIN_NEWS_PAGE_SIZE).map((item) => shownTo(actor, item));
      return { news, nextCursor: rows.length > ADMIN_NEWS_PAGE_SIZE ? news.at(-1)!.id : null };
    },

    async detail(actor: Staff, id: string): Promise<AdminNewsDetail> {
      const item = await repo.detail(deps.database.db, id);
      if (!item) throw notFound();
      return shownTo(actor, item);
    },

    async create(actor: Staff, asked: NewsForm): Promise<AdminNewsItem> {
      const actorId = actor.userId;
      const form = canSetNewsImpact(actor.roles) ? asked : { ...asked, impactScore: 0 };
      const id = await inTransaction(deps.database.db, async (tx) => {
        if (!(await repo.companyExists(tx, form.companyId))) throw noCompany();
        const newId = await repo.insert(tx, form);
        await priceInNews(tx, form.companyId, form.impactScore, new Date());
        await writeAudit(tx, actorId, {
          action: 'news.create',
          target: { type: 'news', id: newId, name: form.headline },
          changes: {
            ...changesBetween(undefined, form, FIELDS),
            ...translationChanges(undefined, form.translations ?? {}, NEWS_TRANSLATED_FIELDS),
          },
        });
        return newId;
      });
      deps.invalidateMarketReads();
      deps.onNewsPublished?.(id);
      return reread(actor, id);
    },

    async update(actor: Staff, id: string, asked: NewsForm): Promise<AdminNewsItem> {
      const actorId = actor.userId;
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.detail(tx, id);
        if (!before) throw notFound();
        const impactScore = before.impactScore ?? 0;
        const form = canSetNewsImpact(actor.roles) ? asked : { ...asked, impactScore };
        if (form.companyId !== before.companyId || form.impactScore !== impactScore) throw pricedIn();
        if (!impactAgreesWithSentiment(form.impactScore, form.sentiment)) throw againstSentiment();
        await repo.update(tx, id, form);
        await writeAudit(tx, actorId, {
          action: 'news.update',
          target: { type: 'news', id, name: form.headline },
          changes: {
            ...changesBetween<Record<string, unknown>>(before, form, FIELDS),
            // The Hebrew and Spanish texts that changed; translations left out of the form are kept.
            ...(form.translations
              ? translationChanges(before.translations, form.translations, NEWS_TRANSLATED_FIELDS)
              : {}),
          },
        });
      });
      deps.invalidateMarketReads();
      return reread(actor, id);
    },

    async remove(actorId: string, id: string): Promise<void> {
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.get(tx, id);
        if (!before) throw notFound();
        await repo.delete(tx, id);
        await writeAudit(tx, actorId, {
          action: 'news.delete',
          target: { type: 'news', id, name: before.headline },
          changes: changesBetween<Record<string, unknown>>(before, undefined, FIELDS),
        });
      });
      deps.invalidateMarketReads();
    },
  };
}
