// The Companies tab's list: a table from `md` up, a card per company on a phone; both with the
// same edit and delete buttons.
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminCompany } from '#core/schemas/admin/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { AdminCard, AdminCards, CardFact, CardFacts } from '../components/admin-cards';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';

type Props = {
  companies: readonly AdminCompany[];
  onEdit: (company: AdminCompany) => void;
  onDelete: (company: AdminCompany) => void;
  busy: boolean;
};

function Actions({ company, onEdit, onDelete, busy }: Omit<Props, 'companies'> & { company: AdminCompany }) {
  const { t } = usePageTranslation('admin');
  return (
    <div className="relative flex shrink-0 justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => onEdit(company)}>
        <Pencil className="size-4" aria-hidden />
        <span className="sr-only">{t('admin.companies.editNamed', { name: company.name })}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onDelete(company)} disabled={busy}>
        <Trash2 className="size-4 text-rose-700" aria-hidden />
        <span className="sr-only">{t('admin.companies.deleteNamed', { name: company.name })}</span>
      </Button>
    </div>
  );
}

function Name({ company }: { company: AdminCompany }) {
  const { t } = usePageTranslation('admin');
  return (
    <p className="font-semibold break-words text-slate-900">
      {company.name} {!company.isListed && <Badge tone="negative">{t('admin.companies.delistedBadge')}</Badge>}
    </p>
  );
}

export function CompaniesTable({ companies, ...actions }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminTable caption={t('admin.companies.caption')}>
      <thead>
        <tr>
          <Th>{t('admin.companies.columns.company')}</Th>
          <Th>{t('admin.companies.columns.symbol')}</Th>
          <Th className="text-end">{t('admin.companies.columns.price')}</Th>
          <Th>{t('admin.companies.columns.sector')}</Th>
          <Th>{t('admin.companies.columns.ceo')}</Th>
          <Th className="text-end">{t('admin.companies.columns.employees')}</Th>
          <Th>
            <span className="sr-only">{t('admin.companies.columns.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {companies.length === 0 ? (
          <EmptyRow colSpan={7}>{t('admin.companies.empty')}</EmptyRow>
        ) : (
          companies.map((c) => (
            <Tr key={c.id} data-testid="admin-company-row">
              <Td className="max-w-xs">
                <Name company={c} />
                {c.description && <p className="line-clamp-2 text-xs text-slate-600">{c.description}</p>}
              </Td>
              <Td className="font-mono" dir="ltr">
                {c.symbol}
              </Td>
              <Td className="text-end">
                <BoltPrice minor={c.priceMinor} />
              </Td>
              <Td>{c.sector ?? '—'}</Td>
              <Td>{c.ceo ?? '—'}</Td>
              <Td className="text-end tabular-nums">{c.employees === null ? '—' : format.integer(c.employees)}</Td>
              <Td>
                <Actions company={c} {...actions} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

export function CompaniesCards({ companies, ...actions }: Props) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  return (
    <AdminCards label={t('admin.companies.caption')} empty={t('admin.companies.empty')}>
      {companies.map((c) => (
        <AdminCard key={c.id} data-testid="admin-company-card">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Name company={c} />
              <p className="font-mono text-xs text-slate-600" dir="ltr">
                {c.symbol}
              </p>
            </div>
            <Actions company={c} {...actions} />
          </div>
          {c.description && <p className="mt-1 line-clamp-2 text-xs text-slate-600">{c.description}</p>}
          <CardFacts>
            <CardFact label={t('admin.companies.columns.price')}>
              <BoltPrice minor={c.priceMinor} />
            </CardFact>
            <CardFact label={t('admin.companies.columns.employees')}>
              <span className="tabular-nums">{c.employees === null ? '—' : format.integer(c.employees)}</span>
            </CardFact>
            <CardFact label={t('admin.companies.columns.sector')}>{c.sector ?? '—'}</CardFact>
            <CardFact label={t('admin.companies.columns.ceo')}>{c.ceo ?? '—'}</CardFact>
          </CardFacts>
        </AdminCard>
      ))}
    </AdminCards>
  );
}
