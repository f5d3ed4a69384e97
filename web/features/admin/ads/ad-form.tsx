import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { AD_TRANSLATED_FIELDS } from '#core/content-language';
import { adFormSchema, type AdminAd } from '#core/schemas/admin/ads';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput } from '../components/admin-field';
import { LanguageTabs } from '../components/language-tabs';
import { TranslatedField } from '../components/translated-field';
import { errorKey, formErrors, languagesWithErrors, useLanguageTexts } from '../hooks/use-language-texts';
import { useSaveAd } from './api/save-ad';

type Fields = {
  title: string;
  description: string;
  imageUrl: string;
  clickUrl: string;
  displayOrder: string;
  isActive: boolean;
};

/** The form card: "Create New" or "Edit Advertisement" (docs/rules.md#admin), its words in each language. */
export function AdForm({ ad, onDone }: { ad: AdminAd | null; onDone: () => void }) {
  const { t } = usePageTranslation('admin');
  const save = useSaveAd();
  const [fields, setFields] = useState<Fields>({
    title: ad?.title ?? '',
    description: ad?.description ?? '',
    imageUrl: ad?.imageUrl ?? '',
    clickUrl: ad?.clickUrl ?? '',
    displayOrder: String(ad?.displayOrder ?? 0),
    isActive: ad?.isActive ?? true,
  });
  const texts = useLanguageTexts(AD_TRANSLATED_FIELDS, ad?.translations);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = adFormSchema.safeParse({ ...fields, translations: texts.texts });
    if (!parsed.success) {
      const next = formErrors(parsed.error.issues, t, (field) => t(`admin.ads.invalid.${field}`));
      setErrors(next);
      texts.reveal(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: ad?.id ?? null, form: parsed.data },
      {
        onSuccess: () => {
          toast.success(t(ad ? 'admin.ads.updated' : 'admin.ads.created'));
          onDone();
        },
        onError: (err) => toastAdminError(t, ad ? 'admin.errors.updateAd' : 'admin.errors.createAd', err),
      },
    );
  }

  const input = (key: 'imageUrl' | 'clickUrl' | 'displayOrder', required = false, ltr = false) => (
    <AdminField label={t(`admin.ads.fields.${key}`)} error={errors[key]} required={required}>
      {(control) => (
        <AdminInput
          {...control}
          value={fields[key]}
          onChange={(e) => set(key)(e.target.value)}
          dir={ltr ? 'ltr' : undefined}
          inputMode={key === 'displayOrder' ? 'numeric' : 'url'}
        />
      )}
    </AdminField>
  );

  return (
    <Card>
      <h2 className="mb-3 text-lg font-bold text-slate-900">
        {t(ad ? 'admin.ads.editTitle' : 'admin.ads.createTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="ad-form">
        <div className="min-w-0 sm:col-span-2">
          <LanguageTabs
            language={texts.language}
            onLanguageChange={texts.setLanguage}
            filled={texts.filled({ title: fields.title, description: fields.description })}
            total={AD_TRANSLATED_FIELDS.length}
            withErrors={languagesWithErrors(errors, AD_TRANSLATED_FIELDS)}
          >
            {AD_TRANSLATED_FIELDS.map((field) => {
              const language = texts.language;
              return (
                <TranslatedField
                  key={`${language}-${field}`}
                  label={t(`admin.ads.fields.${field}`)}
                  language={language}
                  value={language === 'en' ? fields[field] : texts.texts[language][field]}
                  english={fields[field]}
                  onChange={(value) => (language === 'en' ? set(field)(value) : texts.setText(language, field, value))}
                  error={errors[errorKey(language, field)]}
                  required={field === 'title'}
                  rows={field === 'description' ? 2 : undefined}
                  className="sm:col-span-2"
                  testId={`ad-${field}`}
                />
              );
            })}
          </LanguageTabs>
        </div>
        {input('displayOrder', false, true)}
        {input('imageUrl', true, true)}
        {input('clickUrl', false, true)}
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            checked={fields.isActive}
            onChange={(e) => setFields((f) => ({ ...f, isActive: e.target.checked }))}
          />
          {t('admin.ads.fields.isActive')}
        </label>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onDone} disabled={save.isPending}>
            {t('admin.ads.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.ads.saving') : t(ad ? 'admin.ads.save' : 'admin.ads.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
