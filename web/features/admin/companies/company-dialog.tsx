import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { CATEGORIES } from '#core/categories';
import { COMPANY_TRANSLATED_FIELDS } from '#core/content-language';
import { companyFormSchema, type AdminCompany, type AdminCompanyDetail } from '#core/schemas/admin/companies';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '#core/format';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput, controlClass } from '../components/admin-field';
import { LanguageTabs } from '../components/language-tabs';
import { TranslatedField } from '../components/translated-field';
import { errorKey, formErrors, languagesWithErrors, useLanguageTexts } from '../hooks/use-language-texts';
import { useAdminCompany } from './api/get-company';
import { useSaveCompany } from './api/save-company';

type TextField = (typeof COMPANY_TRANSLATED_FIELDS)[number];
type Fields = Record<
  TextField | 'name' | 'symbol' | 'price' | 'category' | 'ceo' | 'founded' | 'employees' | 'marketCap',
  string
>;

/** Rows of each text's box; the one-line ones (sector, industry) have none. */
const ROWS: Partial<Record<TextField, number>> = {
  description: 3,
  story: 4,
  businessModel: 3,
  competitiveAdvantages: 3,
  keyRisks: 3,
};

const fromCompany = (c: AdminCompanyDetail | null): Fields => ({
  name: c?.name ?? '',
  symbol: c?.symbol ?? '',
  description: c?.description ?? '',
  story: c?.story ?? '',
  businessModel: c?.businessModel ?? '',
  competitiveAdvantages: c?.competitiveAdvantages ?? '',
  keyRisks: c?.keyRisks ?? '',
  price: c ? formatPrice(c.priceMinor, 'en').replace(/,/g, '') : '',
  category: c?.category ?? 'technology',
  sector: c?.sector ?? '',
  industry: c?.industry ?? '',
  ceo: c?.ceo ?? '',
  founded: c?.founded?.toString() ?? '',
  employees: c?.employees?.toString() ?? '',
  marketCap: c?.marketCap?.toString() ?? '',
});

/**
 * "Create New Company" / "Edit Company" (docs/rules.md#admin): the server's rules, checked here
 * first. Editing loads the company's long texts and their Hebrew and Spanish first.
 */
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
  const detail = useAdminCompany(company?.id ?? null);
  const save = useSaveCompany();
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
      {company && detail.error ? (
        <div className="mt-4">
          <LoadError title={t('admin.errors.loadCompany')} error={detail.error} onRetry={() => void detail.refetch()} />
        </div>
      ) : company && !detail.data ? (
        <Spinner />
      ) : (
        <CompanyForm company={detail.data ?? null} save={save} onClose={onClose} />
      )}
    </Dialog>
  );
}

function CompanyForm({
  company,
  save,
  onClose,
}: {
  company: AdminCompanyDetail | null;
  save: ReturnType<typeof useSaveCompany>;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('admin');
  const [fields, setFields] = useState<Fields>(() => fromCompany(company));
  const texts = useLanguageTexts(COMPANY_TRANSLATED_FIELDS, company?.translations);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const form = { ...fields, translations: texts.texts };
    const parsed = companyFormSchema.safeParse(form);
    if (!parsed.success) {
      const next = formErrors(parsed.error.issues, t, (field) => t(`admin.companies.invalid.${field}`));
      setErrors(next);
      texts.reveal(next);
      return;
    }
    setErrors({});
    save.mutate(
      // The raw fields go (the server parses them the same way); only the category is narrowed.
      { id: company?.id ?? null, form: { ...form, category: parsed.data.category } },
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

  const language = texts.language;
  const english = Object.fromEntries(COMPANY_TRANSLATED_FIELDS.map((f) => [f, fields[f]])) as Record<TextField, string>;
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      {text('name', { required: true })}
      {text('symbol', { required: true, dir: 'ltr' })}
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
      {text('ceo')}
      {text('founded', { type: 'number', step: '1', dir: 'ltr' })}
      {text('employees', { type: 'number', step: '1', dir: 'ltr' })}
      {text('marketCap', { type: 'number', step: '1', dir: 'ltr' })}
      <div className="min-w-0 sm:col-span-2">
        <LanguageTabs
          language={language}
          onLanguageChange={texts.setLanguage}
          filled={texts.filled(english)}
          total={COMPANY_TRANSLATED_FIELDS.length}
          withErrors={languagesWithErrors(errors, COMPANY_TRANSLATED_FIELDS)}
        >
          {COMPANY_TRANSLATED_FIELDS.map((field) => (
            <TranslatedField
              key={`${language}-${field}`}
              label={t(`admin.companies.fields.${field}`)}
              language={language}
              value={language === 'en' ? fields[field] : texts.texts[language][field]}
              english={fields[field]}
              onChange={(value) => (language === 'en' ? set(field)(value) : texts.setText(language, field, value))}
              error={errors[errorKey(language, field)]}
              rows={ROWS[field]}
              className={ROWS[field] ? 'sm:col-span-2' : undefined}
              testId={`company-${field}`}
            />
          ))}
        </LanguageTabs>
      </div>
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
  );
}
