// The drawn avatars a player may pick (docs/rules.md#privacy): characters drawn in the app, never
// an upload, so no photo of a child is ever stored or shown. The web app draws each id.
import { z } from 'zod';
import { AVATAR_IDS } from './avatar-ids';

export { AVATAR_IDS, avatarOf, type AvatarId } from './avatar-ids';

export const avatarIdSchema = z.enum(AVATAR_IDS);
