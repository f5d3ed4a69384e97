import { notificationSettingsFrom } from '#core/schemas/notifications';
import { DEFAULT_SETTINGS, settingsSchema, type Settings, type SettingsInput } from '#core/schemas/profile';
import { chosenDisplayName, displayNameRefusal } from '#core/social/display-name';
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
      const [row, fullName] = await Promise.all([repo.find(userId), repo.fullName(userId)]);
      if (!row) return DEFAULT_SETTINGS;
      // Stored JSON may predate a field: take what parses, defaults for the rest. A display name
      // that is the full name (copied at sign-up long ago) is none: the form shows what others see.
      const candidate = {
        displayName: chosenDisplayName(row.displayName, fullName) ?? '',
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
      // The display name is public; the full name is not (docs/rules.md#accounts).
      const refusal = displayNameRefusal(settings.displayName, await repo.fullName(userId));
      if (refusal === 'full_name') {
        throw new HttpError(
          400,
          'display_name_is_full_name',
          'Your display name is seen by other players: pick one that is not your full name.',
        );
      }
      if (refusal === 'not_allowed') {
        throw new HttpError(
          400,
          'display_name_not_allowed',
          'Your display name is seen by other players: no rude words and no links.',
        );
      }
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
