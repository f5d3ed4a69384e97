// Admin companies: create, edit, delete and delist, each write with its audit row in the same
// transaction. A company that players hold, or that has any trade history, is never deleted (its
// holdings and trades would point at nothing); it can be delisted: trading stops, open orders are
// cancelled (reservations released) and every holding, in every game, is sold at the last price
// through the trading service's one money path, so ledger, holdings and realised gains stay exact.
import { COMPANY_TRANSLATED_FIELDS } from '#core/content-language';
import type { AdminCompany, AdminCompanyDetail, CompanyForm, DelistResult } from '#core/schemas/admin/companies';
import { translationChanges } from '#core/schemas/admin/translations';
import { inTransaction } from '../../../db/client';
import { HttpError } from '../../../http/http-error';
import { changesBetween, writeAudit } from '../audit';
import type { AdminDeps } from '../deps';
import type { AdminCompaniesRepo } from './companies.repo';

const FIELDS = [
  'name',
  'symbol',
  'description',
  'priceMinor',
  'category',
  'sector',
  'industry',
  'ceo',
  'founded',
  'employees',
  'marketCap',
] as const;

/** Long texts a form may leave out (then kept as they are, and not in the audit). */
const KEPT_FIELDS = ['story', 'businessModel', 'competitiveAdvantages', 'keyRisks'] as const;
const sentKept = (form: CompanyForm) => KEPT_FIELDS.filter((field) => form[field] !== undefined);

const notFound = () => new HttpError(404, 'company_not_found', 'Company not found');
const duplicate = (symbol: string) =>
  new HttpError(409, 'duplicate_symbol', `Another company already uses the symbol ${symbol}.`);

const formView = (form: CompanyForm) => ({ ...form, priceMinor: form.price });

export function createAdminCompaniesService(deps: AdminDeps, repo: AdminCompaniesRepo) {
  const reread = async (id: string) => (await repo.get(deps.database.db, id)) ?? Promise.reject(notFound());

  return {
    list: (q?: string) => repo.list(q),

    async detail(id: string): Promise<AdminCompanyDetail> {
      return (await repo.detail(deps.database.db, id)) ?? Promise.reject(notFound());
    },

    async create(actorId: string, form: CompanyForm): Promise<AdminCompany> {
      const id = await inTransaction(deps.database.db, async (tx) => {
        if (await repo.symbolTaken(tx, form.symbol)) throw duplicate(form.symbol);
        const newId = await repo.insert(tx, form);
        await writeAudit(tx, actorId, {
          action: 'company.create',
          target: { type: 'company', id: newId, name: form.name },
          changes: {
            ...changesBetween(undefined, formView(form), [...FIELDS, ...sentKept(form)]),
            ...translationChanges(undefined, form.translations ?? {}, COMPANY_TRANSLATED_FIELDS),
          },
        });
        return newId;
      });
      deps.invalidateMarketReads();
      return reread(id);
    },

    async update(actorId: string, id: string, form: CompanyForm): Promise<AdminCompany> {
      await inTransaction(deps.database.db, async (tx) => {
        if (!(await repo.get(tx, id, true))) throw notFound();
        const before = (await repo.detail(tx, id))!;
        if (await repo.symbolTaken(tx, form.symbol, id)) throw duplicate(form.symbol);
        await repo.update(tx, id, form);
        await writeAudit(tx, actorId, {
          action: 'company.update',
          target: { type: 'company', id, name: form.name },
          changes: {
            ...changesBetween<Record<string, unknown>>(before, formView(form), [...FIELDS, ...sentKept(form)]),
            // The Hebrew and Spanish texts that changed; translations left out of the form are kept.
            ...(form.translations
              ? translationChanges(before.translations, form.translations, COMPANY_TRANSLATED_FIELDS)
              : {}),
          },
        });
      });
      deps.invalidateMarketReads();
      return reread(id);
    },

    async remove(actorId: string, id: string): Promise<void> {
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.get(tx, id, true);
        if (!before) throw notFound();
        if (await repo.inUse(tx, id)) {
          throw new HttpError(
            409,
            'company_in_use',
            before.holders > 0
              ? `Players hold shares of ${before.name}. Delist it instead: trading stops and holders are paid at the last price.`
              : `${before.name} has trading history, which is kept. Delist it instead to stop trading.`,
            { holders: before.holders },
          );
        }
        await repo.delete(tx, id);
        await writeAudit(tx, actorId, {
          action: 'company.delete',
          target: { type: 'company', id, name: before.name },
          changes: changesBetween<Record<string, unknown>>(before, undefined, FIELDS),
        });
      });
      deps.invalidateMarketReads();
    },

    async delist(actorId: string, id: string): Promise<DelistResult> {
      const company = await repo.get(deps.database.db, id);
      if (!company) throw notFound();
      let ordersCancelled = 0;
      let holdersPaid = 0;
      let paidMinor = 0;
      let closed = false;
      // New orders can arrive while we work: repeat until nothing is open or held, then close the
      // listing under the company's row lock with that checked once more.
      for (let round = 0; round < 5; round++) {
        ordersCancelled += await deps.trading.cancelAllOn(id);
        for (const holder of await deps.trading.holdersOf(id)) {
          const sold = await deps.trading
            .sellAtLastPrice(holder.userId, holder.portfolioId, id, holder.quantity)
            // Refused for now (prices moving too fast, or shares held back by an order placed
            // meanwhile): the next round cancels that order and tries again.
            .catch((err: unknown) => (err instanceof HttpError ? null : Promise.reject(err)));
          if (!sold?.trade) continue;
          holdersPaid++;
          paidMinor += sold.trade.totalAmountMinor;
        }
        // A short is closed the same way: bought back at the last price (docs/rules.md#short-selling).
        for (const short of await deps.trading.shortsOf(id)) {
          const covered = await deps.trading
            .coverAtLastPrice(short.userId, short.portfolioId, id, short.quantity)
            .catch((err: unknown) => (err instanceof HttpError ? null : Promise.reject(err)));
          if (covered?.trade) holdersPaid++;
        }
        closed = await inTransaction(deps.database.db, async (tx) => {
          const locked = await repo.get(tx, id, true);
          if (!locked) throw notFound();
          if (locked.holders > 0 || (await repo.hasOpenOrders(tx, id))) return false;
          await repo.setListed(tx, id, false);
          await writeAudit(tx, actorId, {
            action: 'company.delist',
            target: { type: 'company', id, name: company.name },
            changes: { isListed: { from: company.isListed, to: false } },
            details: { holdersPaid, paidMinor, ordersCancelled, lastPriceMinor: locked.priceMinor },
          });
          return true;
        });
        if (closed) break;
      }
      deps.invalidateMarketReads();
      // Whatever was paid stays paid (each sale is its own exact trade); the listing simply stays open.
      if (!closed) {
        throw new HttpError(
          409,
          'company_in_use',
          `Players kept trading ${company.name} while it was being delisted. Try again.`,
          { holdersPaid, paidMinor, ordersCancelled },
        );
      }
      return { company: await reread(id), holdersPaid, paidMinor, ordersCancelled };
    },

    /** Lists a delisted company again (trading resumes at its last price). */
    async relist(actorId: string, id: string): Promise<AdminCompany> {
      await inTransaction(deps.database.db, async (tx) => {
        const before = await repo.get(tx, id, true);
        if (!before) throw notFound();
        if (before.isListed) return;
        await repo.setListed(tx, id, true);
        await writeAudit(tx, actorId, {
          action: 'company.relist',
          target: { type: 'company', id, name: before.name },
          changes: { isListed: { from: false, to: true } },
        });
      });
      deps.invalidateMarketReads();
      return reread(id);
    },
  };
}
