import { z } from 'zod';
import { ERROR_CODES } from '../errors';

export const apiErrorSchema = z.object({
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string(), details: z.unknown().optional() }),
});
