import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminTransaction } from '#core/schemas/admin/transactions';
import { BoltPrice } from '../../../components/bolt-price';
import { Badge } from '../../../components/ui/badge';
import { useFormat } from '../../../lib/format';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';
import { useDateTime } from './use-date-time';

/** The period's latest 100 trades with company name, symbol and logo, buyer and seller. */
export function TransactionsTable({ rows }: { rows: readonly AdminTransaction[] }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const dateTime = useDateTime();
  const party = (username: string | null) =>
    username ? (
      <span className="font-medium">@{username}</span>
    ) : (
      <span className="text-slate-600 italic">{t('admin.analytics.market')}</span>
    );
  return (
    <AdminTable caption={t('admin.analytics.caption')}>
      <thead>
        <tr>
          <Th>{t('admin.analytics.columns.time')}</Th>
          <Th>{t('admin.analytics.columns.company')}</Th>
          <Th>{t('admin.analytics.columns.type')}</Th>
          <Th className="text-end">{t('admin.analytics.columns.quantity')}</Th>
          <Th className="text-end">{t('admin.analytics.columns.price')}</Th>
          <Th className="text-end">{t('admin.analytics.columns.total')}</Th>
          <Th>{t('admin.analytics.columns.buyer')}</Th>
          <Th>{t('admin.analytics.columns.seller')}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={8}>{t('admin.analytics.empty')}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id} data-testid="admin-transaction-row">
              <Td className="whitespace-nowrap">{dateTime(row.createdAt)}</Td>
              <Td>
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-700"
                  >
                    {row.company.logo || row.company.symbol.charAt(0)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-slate-900">{row.company.name}</span>
                    <span className="block text-xs text-slate-600">{row.company.symbol}</span>
                  </span>
                </div>
              </Td>
              <Td>
                <Badge tone={row.transactionType === 'buy' ? 'positive' : 'negative'}>
                  {t(`admin.analytics.types.${row.transactionType}`)}
                </Badge>
              </Td>
              <Td className="text-end tabular-nums">{format.integer(row.quantity)}</Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={row.pricePerShareMinor} />
              </Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={row.totalAmountMinor} />
              </Td>
              <Td>{party(row.buyerUsername)}</Td>
              <Td>{party(row.sellerUsername)}</Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}
