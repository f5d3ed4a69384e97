import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { canSetNewsImpact } from '#core/admin/permissions';
import { NEWS_TRANSLATED_FIELDS } from '#core/content-language';
import { NEWS_TYPES, SENTIMENTS } from '#core/news';
import {
  IMPACT_AGAINST_SENTIMENT,
  newsFormSchema,
  type AdminNewsDetail,
  type AdminNewsItem,
} from '#core/schemas/admin/news';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput, controlClass } from '../components/admin-field';
import { LanguageTabs } from '../components/language-tabs';
import { TranslatedField } from '../components/translated-field';
import { errorKey, formErrors, languagesWithErrors, useLanguageTexts } from '../hooks/use-language-texts';
import { useCompanyOptions } from './api/get-company-options';
import { useAdminNewsItem } from './api/get-news-item';
import { useSaveNews } from './api/save-news';

type TextField = (typeof NEWS_TRANSLATED_FIELDS)[number];
type Fields = Record<TextField | 'companyId' | 'impactScore' | 'sentiment' | 'newsType', string>;

/** Rows of each text's box; the headline is one line. */
const ROWS: Partial<Record<TextField, number>> = { summary: 2, content: 6 };

const fromItem = (n: AdminNewsDetail | null): Fields => ({
  // Editing pre-fills the company.
  companyId: n?.companyId ?? '',
  headline: n?.headline ?? '',
  summary: n?.summary ?? '',
  impactScore: n ? String(n.impactScore ?? 0) : '0',
  sentiment: n?.sentiment ?? 'neutral',
  newsType: n?.newsType ?? 'market_update',
  content: n?.content ?? '',
});

/**
 * "Create News Article" / "Edit News Article" (docs/rules.md#admin), with the words in English,
 * Hebrew and Spanish. Editing loads the item's Hebrew and Spanish first.
 */
export function NewsDialog({ item, onClose }: { item: AdminNewsItem | null; onClose: () => void }) {
  const { t } = usePageTranslation('admin');
  const detail = useAdminNewsItem(item?.id ?? null);
  const save = useSaveNews();
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={t(item ? 'admin.news.editTitle' : 'admin.news.createTitle')}
      closeLabel={t('admin.news.close')}
      className="max-w-2xl"
      data-testid="news-dialog"
    >
      {item && detail.error ? (
        <div className="mt-4">
          <LoadError title={t('admin.errors.loadNews')} error={detail.error} onRetry={() => void detail.refetch()} />
        </div>
      ) : item && !detail.data ? (
        <Spinner />
      ) : (
        <NewsForm item={detail.data ?? null} save={save} onClose={onClose} />
      )}
    </Dialog>
  );
}

function NewsForm({
  item,
  save,
  onClose,
}: {
  item: AdminNewsDetail | null;
  save: ReturnType<typeof useSaveNews>;
  onClose: () => void;
}) {
  const { t } = usePageTranslation('admin');
  const [fields, setFields] = useState<Fields>(() => fromItem(item));
  const texts = useLanguageTexts(NEWS_TRANSLATED_FIELDS, item?.translations);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // Moderators write news but do not move prices: the server keeps the impact out of their hands too.
  const canSetImpact = canSetNewsImpact(useSession().me?.roles ?? []);
  // The company list for the dropdown (a failure is only logged).
  const companies = useCompanyOptions();
  if (companies.error) console.error(companies.error);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newsFormSchema.safeParse({ ...fields, translations: texts.texts });
    if (!parsed.success) {
      const next = formErrors(parsed.error.issues, t, (field, message) =>
        t(message === IMPACT_AGAINST_SENTIMENT ? 'admin.news.invalid.impactSentiment' : `admin.news.invalid.${field}`),
      );
      setErrors(next);
      texts.reveal(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: item?.id ?? null, form: parsed.data },
      {
        onSuccess: () => {
          toast.success(t(item ? 'admin.news.updated' : 'admin.news.created'));
          onClose();
        },
        onError: (err) => toastAdminError(t, 'admin.errors.saveNews', err),
      },
    );
  }

  // A published item is priced in: its company and impact stay (the server refuses a change too).
  const pricedIn = item !== null;
  const select = (
    key: 'companyId' | 'sentiment' | 'newsType',
    options: { value: string; label: string }[],
    required = false,
    disabled = false,
  ) => (
    <AdminField label={t(`admin.news.fields.${key}`)} error={errors[key]} required={required}>
      {(control) => (
        <select
          {...control}
          disabled={disabled}
          value={fields[key]}
          onChange={(e) => set(key)(e.target.value)}
          className={`${controlClass} h-10`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );

  const language = texts.language;
  const english = { headline: fields.headline, summary: fields.summary, content: fields.content };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {select(
          'companyId',
          [
            { value: '', label: t('admin.news.chooseCompany') },
            ...(companies.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.symbol})` })),
          ],
          true,
          pricedIn,
        )}
        {pricedIn && (
          <p className="mt-1 text-xs text-slate-500" data-testid="news-priced-in-hint">
            {t('admin.news.pricedInHint')}
          </p>
        )}
      </div>
      {canSetImpact && (
        <AdminField label={t('admin.news.fields.impactScore')} error={errors.impactScore} required>
          {(control) => (
            <AdminInput
              {...control}
              type="number"
              step="0.01"
              min={-10}
              max={10}
              dir="ltr"
              disabled={pricedIn}
              value={fields.impactScore}
              onChange={(e) => set('impactScore')(e.target.value)}
            />
          )}
        </AdminField>
      )}
      {select(
        'sentiment',
        SENTIMENTS.map((s) => ({ value: s, label: t(`sentiment.${s}`) })),
      )}
      {select(
        'newsType',
        NEWS_TYPES.map((n) => ({ value: n, label: t(`newsType.${n}`) })),
      )}
      <div className="min-w-0 sm:col-span-2">
        <LanguageTabs
          language={language}
          onLanguageChange={texts.setLanguage}
          filled={texts.filled(english)}
          total={NEWS_TRANSLATED_FIELDS.length}
          withErrors={languagesWithErrors(errors, NEWS_TRANSLATED_FIELDS)}
        >
          {NEWS_TRANSLATED_FIELDS.map((field) => (
            <TranslatedField
              key={`${language}-${field}`}
              label={t(`admin.news.fields.${field}`)}
              language={language}
              value={language === 'en' ? fields[field] : texts.texts[language][field]}
              english={fields[field]}
              onChange={(value) => (language === 'en' ? set(field)(value) : texts.setText(language, field, value))}
              error={errors[errorKey(language, field)]}
              required={field !== 'content'}
              rows={ROWS[field]}
              className="sm:col-span-2"
              testId={`news-${field}`}
            />
          ))}
        </LanguageTabs>
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t('admin.news.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('admin.news.saving') : t(item ? 'admin.news.save' : 'admin.news.publish')}
        </Button>
      </div>
    </form>
  );
}
