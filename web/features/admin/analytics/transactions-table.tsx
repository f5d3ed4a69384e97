import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminTransaction } from '#core/schemas/admin/transactions';
import { BoltPrice } from '../../../components/bolt-price';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { AdminCard, AdminCards, CardFact, CardFacts } from '../components/admin-cards';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';
import { useDateTime } from './use-date-time';

/** A buyer or seller: a player by username, or the market. */
function Party({ username }: { username: string | null }) {
  const { t } = usePageTranslation('admin');
  return username ? (
    <bdi className="font-medium">@{username}</bdi>
  ) : (
    <span className="text-slate-600 italic">{t('admin.analytics.market')}</span>
  );
}

/** The company with its logo; a table row keeps its name to one line, a card lets it wrap. */
function Company({ row, wrap = false }: { row: AdminTransaction; wrap?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-lg font-bold text-slate-700"
      >
        {row.company.logo || row.company.symbol.charAt(0)}
      </span>
      <span className="min-w-0">
        <span className={cn('block font-semibold text-slate-900', wrap ? 'break-words' : 'truncate')}>
          {row.company.name}
        </span>
        <span className="block text-xs text-slate-600">{row.company.symbol}</span>
      </span>
    </div>
  );
}

function TypeBadge({ row }: { row: AdminTransaction }) {
  const { t } = usePageTranslation('admin');
  return (
    <Badge tone={row.transactionType === 'buy' ? 'positive' : 'negative'}>
      {t(`admin.analytics.types.${row.transactionType}`)}
    </Badge>
  );
}

/** The period's latest 100 trades with company name, symbol and logo, buyer and seller (from `md` up). */
export function TransactionsTable({ rows }: { rows: readonly AdminTransaction[] }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const dateTime = useDateTime();
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
                <Company row={row} />
              </Td>
              <Td>
                <TypeBadge row={row} />
              </Td>
              <Td className="text-end tabular-nums">{format.integer(row.quantity)}</Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={row.pricePerShareMinor} />
              </Td>
              <Td className="text-end whitespace-nowrap">
                <BoltPrice minor={row.totalAmountMinor} />
              </Td>
              <Td>
                <Party username={row.buyerUsername} />
              </Td>
              <Td>
                <Party username={row.sellerUsername} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

/** Phone: one card per trade, the same facts stacked. */
export function TransactionsCards({ rows }: { rows: readonly AdminTransaction[] }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const dateTime = useDateTime();
  return (
    <AdminCards label={t('admin.analytics.caption')} empty={t('admin.analytics.empty')}>
      {rows.map((row) => (
        <AdminCard key={row.id} data-testid="admin-transaction-card">
          <div className="flex items-start justify-between gap-2">
            <Company row={row} wrap />
            <TypeBadge row={row} />
          </div>
          <CardFacts>
            <CardFact label={t('admin.analytics.columns.quantity')}>
              <span className="tabular-nums">{format.integer(row.quantity)}</span>
            </CardFact>
            <CardFact label={t('admin.analytics.columns.price')}>
              <BoltPrice minor={row.pricePerShareMinor} />
            </CardFact>
            <CardFact label={t('admin.analytics.columns.total')}>
              <BoltPrice minor={row.totalAmountMinor} />
            </CardFact>
            <CardFact label={t('admin.analytics.columns.time')}>{dateTime(row.createdAt)}</CardFact>
            <CardFact label={t('admin.analytics.columns.buyer')}>
              <Party username={row.buyerUsername} />
            </CardFact>
            <CardFact label={t('admin.analytics.columns.seller')}>
              <Party username={row.sellerUsername} />
            </CardFact>
          </CardFacts>
        </AdminCard>
      ))}
    </AdminCards>
  );
}
