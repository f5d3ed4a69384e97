import type { CompanySummary } from '#core/schemas/companies';
import { useOrderBook } from '../../../lib/market-data';

/**
 * The company with its freshest price: the order book (polled every 5 s, or pushed) is newer than
 * the company list (refreshed every 15 s), so its price wins when it is for this company. Read by
 * the parts of the floor that show the price (the market panel, the form), so they re-render with
 * each book, not the whole floor.
 */
export function useLivePrice(company: CompanySummary): CompanySummary {
  const book = useOrderBook(company.id).data;
  if (!book || book.companyId !== company.id || book.priceMinor === company.priceMinor) return company;
  return { ...company, priceMinor: book.priceMinor };
}
