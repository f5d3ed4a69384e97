import { z } from 'zod';
import type { ClientFrame } from '../realtime';

/** What the server accepts from a socket; anything else gets a `bad_frame` error frame. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), companyId: z.uuid() }),
  z.object({ type: z.literal('unsubscribe') }),
  z.object({ type: z.literal('ping') }),
]) satisfies z.ZodType<ClientFrame>;
