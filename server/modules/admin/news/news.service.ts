// Admin news: moderators and admins write news (only admins its impact); each write and its audit
// row are one transaction, and players' cached feeds are dropped so the item shows at once.
import { canSetNewsImpact } from '#core/admin/permissions';
import type { AdminNewsItem, NewsForm } from '#core/schemas/admin/news';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { Staff } from '../admin-gate';
import type { AdminDeps } from '../deps';
import type { AdminNewsRepo } from './news.repo';

const FIELDS = ['companyId', 'headline', 'summary', 'content', 'newsType', 'sentiment', 'impactScore'] as const;
const notFound = () => new HttpError(404, 'not_found', 'News article not found');
const noCompany = () => new HttpError(400, 'company_not_found', 'Choose a company that exists');

export function createAdminNewsService(deps: AdminDeps, repo: AdminNewsRepo) {
  // A moderator could otherwise trade on the impact of the newsroom's items before prices move.
  const shownTo = (actor: Staff, item: AdminNewsItem): AdminNewsItem =>
    canSetNewsImpact(actor.roles) ? item : { ...item, impactScore: null };
  const reread = async (actor: Staff, id: string) => {
    const item = await repo.get(deps.database.db, id);
    if (!item) throw notFound();
    return shownTo(actor, item);
  };

  return {
    list: async (actor: Staff, q?: string) => (await repo.list(q)).map((item) => shownTo(actor, item)),

    async create(actor: Staff, asked: NewsForm): Promise<AdminNewsItem> {
      const actorId = actor.userId;
      const form = canSetNewsImpact(actor.roles) ? asked : { ...asked, impactScore: 0 };
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
      return reread(actor, id);
    },

    async update(actor: Staff, id: string, asked: NewsForm): Promise<AdminNewsItem> {
      const actorId = actor.userId;
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.get(tx, id);
        if (!before) throw notFound();
        const form = canSetNewsImpact(actor.roles) ? asked : { ...asked, impactScore: before.impactScore ?? 0 };
        if (!(await repo.companyExists(tx, form.companyId))) throw noCompany();
        await repo.update(tx, id, form);
        await writeAudit(tx, actorId, {
          action: 'news.update',
          target: { type: 'news', id, name: form.headline },
          changes: changesBetween<Record<string, unknown>>(before, form, FIELDS),
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
