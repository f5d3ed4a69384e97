// Queries of the admin ads area: every ad by display order, and the writes, which take the caller's
// transaction.
import { asc, desc, eq } from 'drizzle-orm';
import { AD_TRANSLATED_FIELDS } from '#core/content-language';
import type { AdForm, AdminAd } from '#core/schemas/admin/ads';
import { translationsOf } from '#core/schemas/admin/translations';
import type { Db } from '../../../db/client';
import { ads } from '../../../db/schema';

export type AdRow = typeof ads.$inferSelect;

export const toAdminAd = (row: AdRow): AdminAd => ({
  id: row.id,
  title: row.title,
  description: row.description,
  imageUrl: row.imageUrl,
  clickUrl: row.clickUrl,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  translations: translationsOf(row.translations, AD_TRANSLATED_FIELDS),
});

export function createAdminAdsRepo(db: Db) {
  return {
    /** Every ad, active or not; the newest first among equal orders. */
    async list(): Promise<AdRow[]> {
      return db.select().from(ads).orderBy(asc(ads.displayOrder), desc(ads.createdAt));
    },

    /** The row, locked until the transaction ends (so its audit "before" is what was replaced). */
    async lock(tx: Db, id: string): Promise<AdRow | undefined> {
      const [row] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
      return row;
    },

    async insert(tx: Db, form: AdForm, createdBy: string): Promise<AdRow> {
      const [row] = await tx
        .insert(ads)
        .values({ ...form, createdBy })
        .returning();
      return row!;
    },

    /** Fields left undefined (translations absent from the form) keep their saved values. */
    async update(tx: Db, id: string, values: Partial<AdForm>): Promise<AdRow> {
      const [row] = await tx.update(ads).set(values).where(eq(ads.id, id)).returning();
      return row!;
    },

    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(ads).where(eq(ads.id, id));
    },
  };
}
export type AdminAdsRepo = ReturnType<typeof createAdminAdsRepo>;
