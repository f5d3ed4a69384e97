import type { CompanySummary } from '#core/schemas/companies';
import type { OrderBook } from '#core/schemas/market-data';
import { useOrderBook } from '../../lib/market-data';

/**
 * The selected company with its freshest price: the order book (polled every 5 s, or pushed) is
 * newer than the company list (refreshed every 15 s), so its price wins when it is for this company.
 */
export function withLivePrice(company: CompanySummary | null, book: OrderBook | undefined): CompanySummary | null {
  if (!company) return null;
  if (!book || book.companyId !== company.id || book.priceMinor === company.priceMinor) return company;
  return { ...company, priceMinor: book.priceMinor };
}

/**
 * The company with its freshest price, for the parts of the floor that show the price (the market
 * panel, the form): they re-render with each book, not the whole floor.
 */
export function useLivePrice(company: CompanySummary): CompanySummary {
  return withLivePrice(company, useOrderBook(company.id).data) ?? company;
}
