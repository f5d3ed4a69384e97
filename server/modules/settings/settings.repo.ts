import { eq } from 'drizzle-orm';
import type { Settings } from '#core/schemas/profile';
import { inTransaction, type Db } from '../../db/client';
import { classLogins, profiles, userSettings } from '../../db/schema';

export function createSettingsRepo(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
      return row ?? null;
    },

    /** The private full name, which the display name may not repeat (docs/rules.md#accounts). */
    async fullName(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ fullName: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .limit(1);
      return row?.fullName ?? null;
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
      // One bio per player: the profile's copy follows, so every reader shows the same text.
      await inTransaction(db, async (tx) => {
        await tx.insert(userSettings).values(values).onConflictDoUpdate({ target: userSettings.userId, set: values });
        await tx.update(profiles).set({ bio: settings.bio }).where(eq(profiles.userId, userId));
      });
    },
  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
