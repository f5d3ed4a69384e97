import { eq } from 'drizzle-orm';
import type { Settings } from '#core/schemas/profile';
import type { Db } from '../../db/client';
import { classLogins, userSettings } from '../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
      return row ?? null;
    },

    /** A login a teacher issued for a class (docs/rules.md#classes). */
    async isClassLogin(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: classLogins.userId })
        .from(classLogins)
        .where(eq(classLogins.userId, userId));
      return rows.length > 0;
    },

    /** One upsert. A player's own save is not an admin action, so it leaves no admin_logs row. */
    async save(userId: string, settings: Settings): Promise<void> {
      const values = {
        userId,
        displayName: settings.displayName,
        bio: settings.bio,
        privacySettings: settings.privacy,
        notificationSettings: settings.notifications,
        updatedAt: new Date(),
      };
      await db.insert(userSettings).values(values).onConflictDoUpdate({ target: userSettings.userId, set: values });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
