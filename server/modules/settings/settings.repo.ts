import { eq } from 'drizzle-orm';
import type { Settings } from '#core/schemas/profile';
import type { Db } from '../../db/client';
import { adminLogs, userSettings } from '../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
      return row ?? null;
    },

    /** Upsert, then the audit row SPEC §7 asks for, in one transaction. */
    async save(userId: string, settings: Settings): Promise<void> {
      await db.transaction(async (tx) => {
        const values = {
          userId,
          displayName: settings.displayName,
          bio: settings.bio,
          privacySettings: settings.privacy,
          notificationSettings: settings.notifications,
          updatedAt: new Date(),
        };
        await tx.insert(userSettings).values(values).onConflictDoUpdate({ target: userSettings.userId, set: values });
        await tx.insert(adminLogs).values({ userId, action: 'update_settings', details: settings });
      });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
