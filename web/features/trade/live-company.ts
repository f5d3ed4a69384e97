import type { CompanySummary } from '#core/schemas/companies';
import type { OrderBook } from '#core/schemas/market-data';

/**
 * The selected company with its freshest price: the order book (polled every 5 s, or pushed) is
 * newer than the company list (refreshed every 15 s), so its price wins when it is for this company.
 */
export function withLivePrice(company: CompanySummary | null, book: OrderBook | undefined): CompanySummary | null {
  if (!company) return null;
  if (!book || book.companyId !== company.id || book.priceMinor === company.priceMinor) return company;
  return { ...company, priceMinor: book.priceMinor };
}
