// Admin companies: every company, listed or not, with how many portfolios (in any game) hold it now.
import { sql } from 'drizzle-orm';
import { COMPANY_TRANSLATED_FIELDS } from '#core/content-language';
import type { AdminCompany, AdminCompanyDetail, CompanyForm } from '#core/schemas/admin/companies';
import { translationsOf } from '#core/schemas/admin/translations';
import { queryRows, type Db } from '../../../db/client';
import { likeContains } from '../../../db/like-pattern';
import { advanceLiveCandle, flushLiveCandles, liveBucket } from '../../../market/live-candle';

interface Row {
  id: string;
  name: string;
  symbol: string;
  logo: string;
  category: string;
  description: string | null;
  price_minor: string;
  sector: string | null;
  industry: string | null;
  ceo: string | null;
  founded: number | null;
  employees: number | null;
  market_cap_minor: string | null;
  is_listed: boolean;
  holders: number;
}

const toCompany = (r: Row): AdminCompany => ({
  id: r.id,
  name: r.name,
  symbol: r.symbol,
  logo: r.logo,
  category: r.category,
  description: r.description,
  priceMinor: Number(r.price_minor),
  sector: r.sector,
  industry: r.industry,
  ceo: r.ceo,
  founded: r.founded,
  employees: r.employees,
  marketCap: r.market_cap_minor === null ? null : Math.round(Number(r.market_cap_minor) / 100),
  isListed: r.is_listed,
  holders: r.holders,
});

const select = sql`
  select c.id, c.name, c.symbol, c.logo, c.category, c.description, c.current_price_minor::text as price_minor,
         c.sector, c.industry, c.ceo, c.founded, c.employees, c.market_cap_minor::text as market_cap_minor, c.is_listed,
         (select count(*)::int from holdings h where h.company_id = c.id and h.quantity > 0)
           + (select count(*)::int from short_positions s where s.company_id = c.id) as holders
  from companies c`;

interface DetailRow {
  story: string | null;
  business_model: string | null;
  competitive_advantages: string | null;
  key_risks: string | null;
  translations: unknown;
}

/**
 * The long texts and translations a form may leave out: only those it sent are written (absent
 * keeps the saved text; see keptText in core/schemas/admin/companies).
 */
const keptColumns = (form: CompanyForm) =>
  [
    ['story', form.story],
    ['business_model', form.businessModel],
    ['competitive_advantages', form.competitiveAdvantages],
    ['key_risks', form.keyRisks],
  ] as const;

/** The columns a form writes (a new price also becomes the day's open on create). */
const columns = (form: CompanyForm) => ({
  name: form.name,
  symbol: form.symbol,
  description: form.description,
  category: form.category,
  sector: form.sector,
  industry: form.industry,
  ceo: form.ceo,
  founded: form.founded,
  employees: form.employees,
  market_cap_minor: form.marketCap === null ? null : form.marketCap * 100,
  current_price_minor: form.price,
});

async function get(tx: Db, id: string, lock = false): Promise<AdminCompany | null> {
  const [row] = await queryRows<Row & Record<string, unknown>>(
    tx,
    sql`${select} where c.id = ${id} ${lock ? sql`for update of c` : sql``}`,
  );
  return row ? toCompany(row) : null;
}

export function createAdminCompaniesRepo(db: Db) {
  return {
    async list(q: string | undefined): Promise<AdminCompany[]> {
      const pattern = q ? likeContains(q) : null;
      const where = pattern
        ? sql`where c.name ilike ${pattern} or c.symbol ilike ${pattern} or c.sector ilike ${pattern}`
        : sql``;
      const rows = await queryRows<Row & Record<string, unknown>>(db, sql`${select} ${where} order by c.name`);
      return rows.map(toCompany);
    },

    get,

    /** The company with what only its edit form needs: the long texts and their translations. */
    async detail(tx: Db, id: string): Promise<AdminCompanyDetail | null> {
      const company = await get(tx, id);
      if (!company) return null;
      const [row] = await queryRows<DetailRow & Record<string, unknown>>(
        tx,
        sql`select story, business_model, competitive_advantages, key_risks, translations from companies where id = ${id}`,
      );
      if (!row) return null;
      return {
        ...company,
        story: row.story,
        businessModel: row.business_model,
        competitiveAdvantages: row.competitive_advantages,
        keyRisks: row.key_risks,
        translations: translationsOf(row.translations, COMPANY_TRANSLATED_FIELDS),
      };
    },

    async symbolTaken(tx: Db, symbol: string, exceptId?: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from companies where upper(symbol) = ${symbol} ${exceptId ? sql`and id <> ${exceptId}` : sql``}`,
      );
      return rows.length > 0;
    },

    async insert(tx: Db, form: CompanyForm): Promise<string> {
      const c = columns(form);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into companies (name, symbol, description, category, logo, sector, industry, ceo, founded, employees,
                                   market_cap_minor, current_price_minor, day_open_minor, change_bp, fair_value,
                                   story, business_model, competitive_advantages, key_risks, translations)
            values (${c.name}, ${c.symbol}, ${c.description}, ${c.category}, ${form.logo ?? '🏢'}, ${c.sector},
                    ${c.industry}, ${c.ceo}, ${c.founded}, ${c.employees}, ${c.market_cap_minor},
                    ${c.current_price_minor}, ${c.current_price_minor}, 0, ${c.current_price_minor},
                    ${form.story ?? null}, ${form.businessModel ?? null}, ${form.competitiveAdvantages ?? null},
                    ${form.keyRisks ?? null}, ${JSON.stringify(form.translations ?? {})}::jsonb)
            returning id`,
      );
      return row!.id;
    },

    async update(tx: Db, id: string, form: CompanyForm): Promise<void> {
      const c = columns(form);
      const kept = keptColumns(form)
        .filter(([, value]) => value !== undefined)
        .map(([column, value]) => sql`, ${sql.identifier(column)} = ${value}`);
      if (form.translations) kept.push(sql`, translations = ${JSON.stringify(form.translations)}::jsonb`);
      // A new price is a price change like any other: the chart's live candle shows it.
      const bucket = liveBucket(Date.now());
      await tx.execute(flushLiveCandles(bucket, sql`from companies c where c.id = ${id}`));
      await tx.execute(
        sql`update companies set name = ${c.name}, symbol = ${c.symbol}, description = ${c.description},
              category = ${c.category}, logo = coalesce(${form.logo}, logo), sector = ${c.sector},
              industry = ${c.industry}, ceo = ${c.ceo}, founded = ${c.founded}, employees = ${c.employees},
              market_cap_minor = ${c.market_cap_minor}, current_price_minor = ${c.current_price_minor},
              -- An admin's new price moves the fair value with it (docs/rules.md#how-prices-move).
              fair_value = coalesce(fair_value, current_price_minor) * ${c.current_price_minor}::float8 / current_price_minor,
              ${advanceLiveCandle(bucket, sql`${c.current_price_minor}::bigint`)}, updated_at = now()
              ${sql.join(kept, sql``)}
            where id = ${id}`,
      );
    },

    /** Trades, orders or holdings point at the company: its row must stay (history is kept). */
    async inUse(tx: Db, id: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one where exists (select 1 from holdings where company_id = ${id})
                               or exists (select 1 from orders where company_id = ${id})
                               or exists (select 1 from transactions where company_id = ${id})`,
      );
      return rows.length > 0;
    },

    async delete(tx: Db, id: string): Promise<void> {
      await tx.execute(sql`delete from companies where id = ${id}`);
    },

    /** Read under the company's lock before closing a listing: an order placed meanwhile keeps it open. */
    async hasOpenOrders(tx: Db, id: string): Promise<boolean> {
      const rows = await queryRows<{ one: number }>(
        tx,
        sql`select 1 as one from orders where company_id = ${id} and status = 'open' limit 1`,
      );
      return rows.length > 0;
    },

    async setListed(tx: Db, id: string, listed: boolean): Promise<void> {
      await tx.execute(sql`update companies set is_listed = ${listed} where id = ${id}`);
    },
  };
}
export type AdminCompaniesRepo = ReturnType<typeof createAdminCompaniesRepo>;
