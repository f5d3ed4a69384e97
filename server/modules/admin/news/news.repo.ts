// Admin news (docs/rules.md#admin): the items newest first, a page at a time (all of them, or those
// matching a search over headline, company name and sentiment), and the writes. An admin's item is
// saved with is_generated = false and, published now, is read by the market engine on its next tick
// like any other news.
import { sql, type SQL } from 'drizzle-orm';
import { NEWS_TRANSLATED_FIELDS } from '#core/content-language';
import {
  ADMIN_NEWS_PAGE_SIZE,
  type AdminNewsDetail,
  type AdminNewsItem,
  type NewsForm,
} from '#core/schemas/admin/news';
import { translationsOf } from '#core/schemas/admin/translations';
import { queryRows, type Db } from '../../../db/client';
import { likeContains } from '../../../db/like-pattern';

interface Row {
  id: string;
  company_id: string;
  company_name: string;
  company_symbol: string;
  headline: string;
  summary: string;
  content: string | null;
  news_type: string;
  sentiment: string;
  impact_score: string | number;
  is_generated: boolean;
  published_at: Date | string;
}

const toItem = (r: Row): AdminNewsItem => ({
  id: r.id,
  companyId: r.company_id,
  companyName: r.company_name,
  companySymbol: r.company_symbol,
  headline: r.headline,
  summary: r.summary,
  content: r.content,
  newsType: r.news_type,
  sentiment: r.sentiment,
  impactScore: Number(r.impact_score),
  isGenerated: r.is_generated,
  publishedAt: new Date(r.published_at).toISOString(),
});

const select = sql`
  select n.id, n.company_id, c.name as company_name, c.symbol as company_symbol, n.headline, n.summary, n.content,
         n.news_type, n.sentiment, n.impact_score, n.is_generated, n.published_at
  from news n join companies c on c.id = n.company_id`;

export function createAdminNewsRepo(db: Db) {
  return {
    /** Up to a page and one more item (the caller learns whether another page exists). */
    async list({ q, cursor }: { q?: string | undefined; cursor?: string | undefined }): Promise<AdminNewsItem[]> {
      const conditions: SQL[] = [sql`true`];
      if (q) {
        const pattern = likeContains(q);
        conditions.push(sql`(n.headline ilike ${pattern} or c.name ilike ${pattern} or n.sentiment ilike ${pattern})`);
      }
      // An item deleted since its page was read ends the list: the tab reads again from the top
      // after a delete.
      if (cursor) {
        conditions.push(sql`(n.published_at, n.id) < (select p.published_at, p.id from news p where p.id = ${cursor})`);
      }
      const rows = await queryRows<Row & Record<string, unknown>>(
        db,
        sql`${select} where ${sql.join(conditions, sql` and `)}
            order by n.published_at desc, n.id desc limit ${ADMIN_NEWS_PAGE_SIZE + 1}`,
      );
      return rows.map(toItem);
    },

    async get(tx: Db, id: string): Promise<AdminNewsItem | null> {
      const [row] = await queryRows<Row & Record<string, unknown>>(tx, sql`${select} where n.id = ${id}`);
      return row ? toItem(row) : null;
    },

    /** The item with its Hebrew and Spanish, for its edit form and the audit's "before". */
    async detail(tx: Db, id: string): Promise<AdminNewsDetail | null> {
      const [row] = await queryRows<Row & { translations: unknown } & Record<string, unknown>>(
        tx,
        sql`select s.*, n.translations from (${select} where n.id = ${id}) s join news n on n.id = s.id`,
      );
      return row ? { ...toItem(row), translations: translationsOf(row.translations, NEWS_TRANSLATED_FIELDS) } : null;
    },

    async companyExists(tx: Db, id: string): Promise<boolean> {
      return (await queryRows<{ one: number }>(tx, sql`select 1 as one from companies where id = ${id}`)).length > 0;
    },

    async insert(tx: Db, form: NewsForm): Promise<string> {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into news (company_id, headline, summary, content, news_type, sentiment, impact_score, is_generated,
                              translations)
            values (${form.companyId}, ${form.headline}, ${form.summary}, ${form.content}, ${form.newsType},
                    ${form.sentiment}, ${form.impactScore}, false, ${JSON.stringify(form.translations ?? {})}::jsonb)
            returning id`,
      );
      return row!.id;
    },

    /**
     * An edit changes the words, never the company, impact or time: its price move has happened.
     * Translations absent from the form are kept.
     */
    async update(tx: Db, id: string, form: NewsForm): Promise<void> {
      const translations = form.translations
        ? sql`, translations = ${JSON.stringify(form.translations)}::jsonb`
        : sql``;
      await tx.execute(
        sql`update news set headline = ${form.headline}, summary = ${form.summary},
              content = ${form.content}, news_type = ${form.newsType}, sentiment = ${form.sentiment} ${translations}
            where id = ${id}`,
      );
    },

    async delete(tx: Db, id: string): Promise<void> {
      await tx.execute(sql`delete from news where id = ${id}`);
    },
  };
}
export type AdminNewsRepo = ReturnType<typeof createAdminNewsRepo>;
