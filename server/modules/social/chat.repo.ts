// Chat messages: kept after a block or unfriending so a report can be reviewed; read by
// conversation through the pair index, newest first.
import { sql } from 'drizzle-orm';
import type { ChatMessage } from '#core/schemas/social';
import { queryRows, type Db } from '../../db/client';

interface MessageRow {
  id: string | number;
  sender_id: string;
  recipient_id: string;
  body: string;
  masked: boolean;
  created_at: Date | string;
  read_at: Date | string | null;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: Number(row.id),
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  body: row.body,
  masked: row.masked,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at === null ? null : new Date(row.read_at).toISOString(),
});

const columns = sql`id, sender_id, recipient_id, body, masked, created_at, read_at`;

export function createChatRepo(db: Db) {
  return {
    /**
     * Sends in one call (migration 0012 bolts_send_chat): under the pair's lock, inserts only
     * between friends with no block either way. Null: refused, nothing written.
     */
    async send(senderId: string, recipientId: string, body: string, masked: boolean): Promise<ChatMessage | null> {
      const [row] = await queryRows<MessageRow & Record<string, unknown>>(
        db,
        sql`select ${columns} from bolts_send_chat(${senderId}, ${recipientId}, ${body}, ${masked})`,
      );
      return row ? toMessage(row) : null;
    },

    /** A conversation's messages older than `before` (all when null), newest first. */
    async history(a: string, b: string, before: number | null, limit: number): Promise<ChatMessage[]> {
      const rows = await queryRows<MessageRow & Record<string, unknown>>(
        db,
        sql`select ${columns} from chat_messages
            where least(sender_id, recipient_id) = least(${a}::text, ${b}::text)
              and greatest(sender_id, recipient_id) = greatest(${a}::text, ${b}::text)
              ${before === null ? sql`` : sql`and id < ${before}`}
            order by id desc limit ${limit}`,
      );
      return rows.map(toMessage);
    },

    /** Marks what `from` sent to `reader` as read; returns how many. */
    async markRead(reader: string, from: string): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update chat_messages set read_at = now()
            where recipient_id = ${reader} and sender_id = ${from} and read_at is null returning id`,
      );
      return rows.length;
    },

    async get(id: number): Promise<ChatMessage | null> {
      const [row] = await queryRows<MessageRow & Record<string, unknown>>(
        db,
        sql`select ${columns} from chat_messages where id = ${id}`,
      );
      return row ? toMessage(row) : null;
    },

    /** One open report per reporter and message: a second tap does not flood the queue. */
    async report(reporterId: string, message: ChatMessage, reason: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`insert into reports (reporter_id, reported_user_id, message_id, reason)
            select ${reporterId}, ${message.senderId}, ${message.id}, ${reason}
            where not exists (select 1 from reports where reporter_id = ${reporterId}
                                and message_id = ${message.id} and status = 'open')
            returning id`,
      );
      return rows.length > 0;
    },
  };
}
export type ChatRepo = ReturnType<typeof createChatRepo>;
