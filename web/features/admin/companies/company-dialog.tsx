import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { CATEGORIES } from '#core/categories';
import { companyFormSchema, type AdminCompany } from '#core/schemas/admin/companies';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatPrice } from '#core/format';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput, controlClass } from '../components/admin-field';
import { useSaveCompany } from './api/save-company';

type Fields = Record<
  | 'name'
  | 'symbol'
  | 'description'
  | 'price'
  | 'category'
  | 'sector'
  | 'industry'
  | 'ceo'
  | 'founded'
  | 'employees'
  | 'marketCap',
  string
>;

const fromCompany = (c: AdminCompany | null): Fields => ({
  name: c?.name ?? '',
  symbol: c?.symbol ?? '',
  description: c?.description ?? '',
  price: c ? formatPrice(c.priceMinor, 'en').replace(/,/g, '') : '',
  category: c?.category ?? 'technology',
  sector: c?.sector ?? '',
  industry: c?.industry ?? '',
  ceo: c?.ceo ?? '',
  founded: c?.founded?.toString() ?? '',
  employees: c?.employees?.toString() ?? '',
  marketCap: c?.marketCap?.toString() ?? '',
});

/** "Create New Company" / "Edit Company" (docs/rules.md#admin): the server's rules, checked here first. */
export function CompanyDialog({
  open,
  company,
  onClose,
}: {
  open: boolean;
  company: AdminCompany | null;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('admin');
  const [fields, setFields] = useState<Fields>(() => fromCompany(company));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const save = useSaveCompany();
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = companyFormSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= t(`admin.companies.invalid.${key}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      // The raw fields go (the server parses them the same way); only the category is narrowed.
      { id: company?.id ?? null, form: { ...fields, category: parsed.data.category } },
      {
        onSuccess: () => {
          toast.success(t(company ? 'admin.companies.updated' : 'admin.companies.created'));
          onClose();
        },
        onError: (err) => toastAdminError(t, 'admin.errors.saveCompany', err),
      },
    );
  }

  const text = (key: keyof Fields, options: { required?: boolean; type?: string; step?: string; dir?: 'ltr' } = {}) => (
    <AdminField label={t(`admin.companies.fields.${key}`)} error={errors[key]} required={options.required}>
      {(control) => (
        <AdminInput
          {...control}
          value={fields[key]}
          onChange={(e) => set(key)(e.target.value)}
          type={options.type ?? 'text'}
          step={options.step}
          dir={options.dir}
          inputMode={options.type === 'number' ? 'decimal' : undefined}
        />
      )}
    </AdminField>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!save.isPending}
      title={t(company ? 'admin.companies.editTitle' : 'admin.companies.createTitle')}
      closeLabel={t('admin.companies.close')}
      className="max-w-2xl"
      data-testid="company-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        {text('name', { required: true })}
        {text('symbol', { required: true, dir: 'ltr' })}
        <AdminField label={t('admin.companies.fields.description')} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={fields.description}
              onChange={(e) => set('description')(e.target.value)}
              className={`${controlClass} py-2`}
            />
          )}
        </AdminField>
        {text('price', { required: true, type: 'number', step: '0.01', dir: 'ltr' })}
        <AdminField label={t('admin.companies.fields.category')}>
          {(control) => (
            <select
              {...control}
              value={fields.category}
              onChange={(e) => set('category')(e.target.value)}
              className={`${controlClass} h-10`}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        {text('sector')}
        {text('industry')}
        {text('ceo')}
        {text('founded', { type: 'number', step: '1', dir: 'ltr' })}
        {text('employees', { type: 'number', step: '1', dir: 'ltr' })}
        {text('marketCap', { type: 'number', step: '1', dir: 'ltr' })}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('admin.companies.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('admin.companies.saving')
              : t(company ? 'admin.companies.save' : 'admin.companies.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
