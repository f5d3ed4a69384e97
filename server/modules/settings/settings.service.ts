import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '#core/schemas/profile';
import type { SettingsRepo } from './settings.repo';

export function createSettingsService(repo: SettingsRepo) {
  return {
    /** A missing row is not an error (SPEC §8): the private defaults apply. */
    async get(userId: string): Promise<Settings> {
      const row = await repo.find(userId);
      if (!row) return DEFAULT_SETTINGS;
      // Stored JSON may predate a field: take what parses, defaults for the rest.
      const candidate = {
        displayName: row.displayName ?? '',
        bio: row.bio ?? '',
        privacy: { ...DEFAULT_SETTINGS.privacy, ...(row.privacySettings as object) },
        notifications: { ...DEFAULT_SETTINGS.notifications, ...(row.notificationSettings as object) },
      };
      const parsed = settingsSchema.safeParse(candidate);
      return parsed.success
        ? parsed.data
        : { ...DEFAULT_SETTINGS, displayName: candidate.displayName, bio: candidate.bio };
    },

    save: (userId: string, settings: Settings) => repo.save(userId, settings),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
