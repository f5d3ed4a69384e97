// Deleting one's own account (settings → Delete my account): the password again, nothing else.
import { z } from 'zod';
import { PASSWORD_MAX } from './auth';

export const deleteAccountSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export type DeleteAccount = z.infer<typeof deleteAccountSchema>;
