// The drawn avatars' schema (docs/rules.md#privacy); the ids themselves, which the web app draws,
// are in avatar-ids.ts.
import { z } from 'zod';
import { AVATAR_IDS } from './avatar-ids';

export { AVATAR_IDS, avatarOf, type AvatarId } from './avatar-ids';

export const avatarIdSchema = z.enum(AVATAR_IDS);
