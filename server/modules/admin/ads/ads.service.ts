// Admin ads (issue 6): create, edit, toggle and delete, each with its audit row in the same
// transaction; the feed's cached ads are dropped so a change shows at once.
import { asc, desc, eq } from 'drizzle-orm';
import type { AdForm, AdminAd } from '#core/schemas/admin/ads';
import type { Db } from '../../../db/client';
import { ads } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';

const FIELDS = ['title', 'description', 'imageUrl', 'clickUrl', 'displayOrder', 'isActive'] as const;
const notFound = () => new HttpError(404, 'not_found', 'Advertisement not found');

const toAd = (row: typeof ads.$inferSelect): AdminAd => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  clickUrl: row.clickUrl,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export function createAdminAdsService(deps: AdminDeps) {
  const { db } = deps.database;
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (txRaw) => work(txRaw as unknown as Db));
  const lock = async (tx: Db, id: string) => {
    const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!row) throw notFound();
    return row;
  };
  const written = <T>(value: T) => {
    deps.invalidateMarketReads();
    return value;
  };

  return {
    async list(): Promise<AdminAd[]> {
      const rows = await db.select().from(ads).orderBy(asc(ads.displayOrder), desc(ads.createdAt));
      return rows.map(toAd);
    },

    async create(actorId: string, form: AdForm): Promise<AdminAd> {
      const row = await inTransaction(async (tx) => {
        const [inserted] = await tx
          .insert(ads)
          .values({ ...form, createdBy: actorId })
          .returning();
        await writeAudit(tx, actorId, {
          action: 'ad.create',
          target: { type: 'ad', id: inserted!.id, name: form.title },
          changes: changesBetween(undefined, form, FIELDS),
        });
        return inserted!;
      });
      return written(toAd(row));
    },

    async update(actorId: string, id: string, form: AdForm): Promise<AdminAd> {
      const row = await inTransaction(async (tx) => {
        const before = await lock(tx, id);
        const [after] = await tx.update(ads).set(form).where(eq(ads.id, id)).returning();
        await writeAudit(tx, actorId, {
          action: 'ad.update',
          target: { type: 'ad', id, name: form.title },
          changes: changesBetween<Record<string, unknown>>(before, form, FIELDS),
        });
        return after!;
      });
      return written(toAd(row));
    },

    async setActive(actorId: string, id: string, isActive: boolean): Promise<AdminAd> {
      const row = await inTransaction(async (tx) => {
        const before = await lock(tx, id);
        const [after] = await tx.update(ads).set({ isActive }).where(eq(ads.id, id)).returning();
        await writeAudit(tx, actorId, {
          action: 'ad.toggle',
          target: { type: 'ad', id, name: before.title },
          changes: { isActive: { from: before.isActive, to: isActive } },
        });
        return after!;
      });
      return written(toAd(row));
    },

    async remove(actorId: string, id: string): Promise<void> {
      await inTransaction(async (tx) => {
        const before = await lock(tx, id);
        await tx.delete(ads).where(eq(ads.id, id));
        await writeAudit(tx, actorId, {
          action: 'ad.delete',
          target: { type: 'ad', id, name: before.title },
          changes: changesBetween<Record<string, unknown>>(before, undefined, FIELDS),
        });
      });
      written(undefined);
    },
  };
}
