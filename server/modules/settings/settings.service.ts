import { notificationSettingsFrom } from '#core/schemas/notifications';
import { DEFAULT_SETTINGS, settingsSchema, type Settings, type SettingsInput } from '#core/schemas/profile';
import { HttpError } from '../../http/http-error';
import type { RateLimits } from '../../lib/rate-limit';
import type { SettingsRepo } from './settings.repo';

/** Saves per player: far above what a person clicking "Save" does, far below a script's flood. */
export const SETTINGS_SAVE_LIMIT = { points: 20, duration: 60 };

export function createSettingsService(repo: SettingsRepo, { limits }: { limits: RateLimits }) {
  const saves = limits.limit('settings-save', SETTINGS_SAVE_LIMIT);
  return {
    /** A missing row is not an error: the private defaults apply (docs/rules.md#privacy). */
    async get(userId: string): Promise<Settings> {
      const row = await repo.find(userId);
      if (!row) return DEFAULT_SETTINGS;
      // Stored JSON may predate a field: take what parses, defaults for the rest.
      const candidate = {
        displayName: row.displayName ?? '',
        bio: row.bio ?? '',
        privacy: { ...DEFAULT_SETTINGS.privacy, ...(row.privacySettings as object) },
        notifications: notificationSettingsFrom(row.notificationSettings),
      };
      const parsed = settingsSchema.safeParse(candidate);
      return parsed.success
        ? parsed.data
        : { ...DEFAULT_SETTINGS, displayName: candidate.displayName, bio: candidate.bio };
    },

    async save(userId: string, input: SettingsInput): Promise<void> {
      await saves.consume(userId, { message: 'Too many saves. Please wait a minute and try again.' });
      // Notification fields an older app does not send keep their saved values.
      const saved = notificationSettingsFrom((await repo.find(userId))?.notificationSettings);
      const notifications = {
        ...saved,
        ...input.notifications,
        pushTypes: { ...saved.pushTypes, ...input.notifications.pushTypes },
      };
      const settings: Settings = { ...input, notifications };
      // A login a teacher issued stays off public view (docs/rules.md#classes): friends only at most.
      if (settings.privacy.profileVisibility === 'public' && (await repo.isClassLogin(userId))) {
        throw new HttpError(
          403,
          'class_login_private',
          'Accounts a teacher made for a class cannot have a public profile. Choose friends only or private.',
        );
      }
      await repo.save(userId, settings);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
