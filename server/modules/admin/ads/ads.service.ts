// Admin ads (docs/rules.md#admin): create, edit, toggle and delete, each with its audit row (the values that
// changed) in the same transaction; the feed's cached reads are dropped after commit so a change
// shows in the feed at once.
import { AD_TRANSLATED_FIELDS } from '#core/content-language';
import type { AdForm, AdminAd } from '#core/schemas/admin/ads';
import { translationChanges, translationsOf } from '#core/schemas/admin/translations';
import { inTransaction, type Db } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import { toAdminAd, type AdRow, type AdminAdsRepo } from './ads.repo';

const FIELDS = ['title', 'description', 'imageUrl', 'clickUrl', 'displayOrder', 'isActive'] as const;
/** The Hebrew and Spanish texts that changed, for the audit. */
const translationsChanged = (before: AdRow | undefined, after: AdRow) =>
  translationChanges(
    before && translationsOf(before.translations, AD_TRANSLATED_FIELDS),
    translationsOf(after.translations, AD_TRANSLATED_FIELDS),
    AD_TRANSLATED_FIELDS,
  );

const notFound = () => new HttpError(404, 'not_found', 'Advertisement not found');

export function createAdminAdsService(
  { database, invalidateMarketReads }: Pick<AdminDeps, 'database' | 'invalidateMarketReads'>,
  repo: AdminAdsRepo,
) {
  const locked = async (tx: Db, id: string): Promise<AdRow> => {
    const row = await repo.lock(tx, id);
    if (!row) throw notFound();
    return row;
  };
  /** After commit: players' cached feed reads (GET /api/ads) must not show the old ads. */
  const published = (row: AdRow | null) => {
    invalidateMarketReads();
    return row && toAdminAd(row);
  };

  return {
    async list(): Promise<AdminAd[]> {
      return (await repo.list()).map(toAdminAd);
    },

    async create(actorId: string, form: AdForm): Promise<AdminAd> {
      const row = await inTransaction(database.db, async (tx) => {
        const inserted = await repo.insert(tx, form, actorId);
        await writeAudit(tx, actorId, {
          action: 'ad.create',
          target: { type: 'ad', id: inserted.id, name: inserted.title },
          changes: {
            ...changesBetween<Record<string, unknown>>(undefined, inserted, FIELDS),
            ...translationsChanged(undefined, inserted),
          },
        });
        return inserted;
      });
      return published(row)!;
    },

    async update(actorId: string, id: string, form: AdForm): Promise<AdminAd> {
      const row = await inTransaction(database.db, async (tx) => {
        const before = await locked(tx, id);
        const after = await repo.update(tx, id, form);
        await writeAudit(tx, actorId, {
          action: 'ad.update',
          target: { type: 'ad', id, name: after.title },
          changes: {
            ...changesBetween<Record<string, unknown>>(before, after, FIELDS),
            ...translationsChanged(before, after),
          },
        });
        return after;
      });
      return published(row)!;
    },

    async setActive(actorId: string, id: string, isActive: boolean): Promise<AdminAd> {
      const row = await inTransaction(database.db, async (tx) => {
        const before = await locked(tx, id);
        const after = await repo.update(tx, id, { isActive });
        await writeAudit(tx, actorId, {
          action: 'ad.toggle',
          target: { type: 'ad', id, name: before.title },
          changes: { isActive: { from: before.isActive, to: isActive } },
        });
        return after;
      });
      return published(row)!;
    },

    async remove(actorId: string, id: string): Promise<void> {
      await inTransaction(database.db, async (tx) => {
        const before = await locked(tx, id);
        await repo.remove(tx, id);
        await writeAudit(tx, actorId, {
          action: 'ad.delete',
          target: { type: 'ad', id, name: before.title },
          changes: changesBetween<Record<string, unknown>>(before, undefined, FIELDS),
        });
      });
      published(null);
    },
  };
}
