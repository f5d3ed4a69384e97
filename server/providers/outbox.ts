import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import type { EmailMessage, EmailProvider, SmsProvider } from './messaging';

/** Stores each message (and logs a line); a person finishes the flow locally from /dev/outbox. */
export function createOutbox(db: Db, log: (line: string) => void = console.log) {
  const sms: SmsProvider = {
    name: 'outbox',
    async send(to, body) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, body });
      log(`[outbox] SMS to ${to}: ${body}`);
    },
  };
  const email: EmailProvider = {
    name: 'outbox',
    async send(message: EmailMessage) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'email', recipient: message.to, subject: message.subject, body: message.text });
      log(`[outbox] Email to ${message.to}: ${message.subject}`);
    },
  };
  return {
    sms,
    email,
    latest: (limit = 100) => db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit),
  };
}
