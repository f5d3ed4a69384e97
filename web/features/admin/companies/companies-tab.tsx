// Companies tab (docs/rules.md#admin): search, "Add Company", the table, edit and
// delete; a company players hold (or ever traded) is delisted instead, after a clear confirmation.
import { Building2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { AdminCompany } from '#core/schemas/admin/companies';
import { BoltPrice } from '../../../components/bolt-price';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { AdminTable, EmptyRow, Td, Th, Tr } from '../components/admin-table';
import { confirmDelete } from '../lib/confirm-delete';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useAdminCompanies } from './api/get-companies';
import { useDeleteCompany } from './api/delete-company';
import { useDelistCompany } from './api/delist-company';
import { CompanyDialog } from './company-dialog';

export default function CompaniesTab() {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminCompanies(q);
  const remove = useDeleteCompany();
  const delist = useDelistCompany();
  // null: closed; 'new': create; a company: edit.
  const [editing, setEditing] = useState<AdminCompany | 'new' | null>(null);

  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchCompanies', query.error);
  }, [query.error, t]);

  function onDelete(company: AdminCompany) {
    if (!confirmDelete(t('admin.companies.confirmDelete', { name: company.name }))) return;
    remove.mutate(company.id, {
      onSuccess: () => toast.success(t('admin.companies.deleted')),
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'company_in_use') {
          const question = t('admin.companies.confirmDelist', { name: company.name, count: company.holders });
          if (company.isListed && window.confirm(question)) onDelist(company);
          else if (!company.isListed) toastAdminError(t, 'admin.errors.deleteCompany', err);
          return;
        }
        toastAdminError(t, 'admin.errors.deleteCompany', err);
      },
    });
  }

  function onDelist(company: AdminCompany) {
    delist.mutate(company.id, {
      onSuccess: (result) =>
        toast.success(t('admin.companies.delisted', { name: company.name }), {
          description: t('admin.companies.delistedDetail', {
            count: result.holdersPaid,
            amount: format.price(result.paidMinor),
          }),
        }),
      onError: (err) => toastAdminError(t, 'admin.errors.deleteCompany', err),
    });
  }

  const companies = query.data ?? [];
  return (
    <SectionCard title={t('admin.companies.title')} icon={Building2}>
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <SearchField
              size="md"
              value={search}
              onChange={setSearch}
              label={t('admin.companies.searchLabel')}
              placeholder={t('admin.companies.searchPlaceholder')}
              clearLabel={t('admin.companies.clearSearch')}
            />
          </div>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden />
            {t('admin.companies.add')}
          </Button>
        </div>
        {query.isPending ? (
          <Spinner />
        ) : (
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
                      <p className="font-semibold text-slate-900">
                        {c.name} {!c.isListed && <Badge tone="negative">{t('admin.companies.delistedBadge')}</Badge>}
                      </p>
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
                    <Td className="text-end tabular-nums">
                      {c.employees === null ? '—' : format.integer(c.employees)}
                    </Td>
                    <Td>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(c)}>
                          <Pencil className="size-4" aria-hidden />
                          <span className="sr-only">{t('admin.companies.editNamed', { name: c.name })}</span>
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => onDelete(c)}
                          disabled={remove.isPending || delist.isPending}
                        >
                          <Trash2 className="size-4 text-rose-700" aria-hidden />
                          <span className="sr-only">{t('admin.companies.deleteNamed', { name: c.name })}</span>
                        </Button>
                      </div>
                    </Td>
                  </Tr>
                ))
              )}
            </tbody>
          </AdminTable>
        )}
      </div>
      {editing !== null && (
        <CompanyDialog open company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
