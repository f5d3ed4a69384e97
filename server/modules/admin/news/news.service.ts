// Admin news: moderators and admins write news; each write and its audit row are one
// transaction, and players' cached feeds are dropped so the item shows at once.
import type { AdminNewsItem, NewsForm } from '#core/schemas/admin/news';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import type { AdminNewsRepo } from './news.repo';

const FIELDS = ['companyId', 'headline', 'summary', 'content', 'newsType', 'sentiment', 'impactScore'] as const;
const notFound = () => new HttpError(404, 'not_found', 'News article not found');
const noCompany = () => new HttpError(400, 'company_not_found', 'Choose a company that exists');

export function createAdminNewsService(deps: AdminDeps, repo: AdminNewsRepo) {
  const reread = async (id: string) => (await repo.get(deps.database.db, id)) ?? Promise.reject(notFound());

  return {
    list: (q?: string) => repo.list(q),

    async create(actorId: string, form: NewsForm): Promise<AdminNewsItem> {
      const id = await inTransaction(deps.database.db, async (tx) => {
        if (!(await repo.companyExists(tx, form.companyId))) throw noCompany();
        const newId = await repo.insert(tx, form);
        await writeAudit(tx, actorId, {
          action: 'news.create',
          target: { type: 'news', id: newId, name: form.headline },
          changes: changesBetween(undefined, form, FIELDS),
        });
        return newId;
      });
      deps.invalidateMarketReads();
      return reread(id);
    },

    async update(actorId: string, id: string, form: NewsForm): Promise<AdminNewsItem> {
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.get(tx, id);
        if (!before) throw notFound();
        if (!(await repo.companyExists(tx, form.companyId))) throw noCompany();
        await repo.update(tx, id, form);
        await writeAudit(tx, actorId, {
          action: 'news.update',
          target: { type: 'news', id, name: form.headline },
          changes: changesBetween<Record<string, unknown>>(before, form, FIELDS),
        });
      });
      deps.invalidateMarketReads();
      return reread(id);
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
