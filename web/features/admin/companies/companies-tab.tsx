// Companies tab (docs/rules.md#admin): search, "Add Company", the table, edit and
// delete; a company players hold (or ever traded) is delisted instead, after a clear confirmation.
import { Building2, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import type { AdminCompany } from '#core/schemas/admin/companies';
import { SearchField } from '../../../components/search-field';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { TableOrCards } from '../components/admin-cards';
import { confirmDelete } from '../lib/confirm-delete';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useArrival } from '../../../lib/use-arrival';
import { useAdminCompanies } from './api/get-companies';
import { useDeleteCompany } from './api/delete-company';
import { useDelistCompany } from './api/delist-company';
import { CompaniesCards, CompaniesTable } from './companies-list';
import { CompanyDialog } from './company-dialog';

export default function CompaniesTab() {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminCompanies(q);
  // The list's first answer renders as a transition, in slices (see useArrival): every company's
  // row at once was the console's longest task on a phone.
  const shown = useArrival(query.data);
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

  const list = {
    companies: shown ?? [],
    onEdit: setEditing,
    onDelete,
    busy: remove.isPending || delist.isPending,
  };
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
        {!shown && !query.isError ? (
          <Spinner />
        ) : (
          <TableOrCards table={<CompaniesTable {...list} />} cards={<CompaniesCards {...list} />} />
        )}
      </div>
      {editing !== null && (
        <CompanyDialog open company={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </SectionCard>
  );
}
