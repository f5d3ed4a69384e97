import { useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/session';
import { canSetNewsImpact } from '#core/admin/permissions';
import { NEWS_TYPES, SENTIMENTS } from '#core/news';
import { IMPACT_AGAINST_SENTIMENT, newsFormSchema, type AdminNewsItem } from '#core/schemas/admin/news';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput, controlClass } from '../components/admin-field';
import { useCompanyOptions } from './api/get-company-options';
import { useSaveNews } from './api/save-news';

type Fields = Record<
  'companyId' | 'headline' | 'summary' | 'impactScore' | 'sentiment' | 'newsType' | 'content',
  string
>;

const fromItem = (n: AdminNewsItem | null): Fields => ({
  // Editing pre-fills the company.
  companyId: n?.companyId ?? '',
  headline: n?.headline ?? '',
  summary: n?.summary ?? '',
  impactScore: n ? String(n.impactScore ?? 0) : '0',
  sentiment: n?.sentiment ?? 'neutral',
  newsType: n?.newsType ?? 'market_update',
  content: n?.content ?? '',
});

/** "Create News Article" / "Edit News Article" (docs/rules.md#admin). */
export function NewsDialog({ item, onClose }: { item: AdminNewsItem | null; onClose: () => void }) {
  const { t } = usePageTranslation('admin');
  const [fields, setFields] = useState<Fields>(() => fromItem(item));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const save = useSaveNews();
  // Moderators write news but do not move prices: the server keeps the impact out of their hands too.
  const canSetImpact = canSetNewsImpact(useSession().me?.roles ?? []);
  // The company list for the dropdown (a failure is only logged).
  const companies = useCompanyOptions();
  if (companies.error) console.error(companies.error);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = newsFormSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Fields] ??= t(
          issue.message === IMPACT_AGAINST_SENTIMENT
            ? 'admin.news.invalid.impactSentiment'
            : `admin.news.invalid.${String(issue.path[0])}`,
        );
      setErrors(next);
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
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
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
        <AdminField label={t('admin.news.fields.headline')} error={errors.headline} required className="sm:col-span-2">
          {(control) => (
            <AdminInput {...control} value={fields.headline} onChange={(e) => set('headline')(e.target.value)} />
          )}
        </AdminField>
        <AdminField label={t('admin.news.fields.summary')} error={errors.summary} required className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={fields.summary}
              onChange={(e) => set('summary')(e.target.value)}
              className={`${controlClass} py-2`}
            />
          )}
        </AdminField>
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
        <AdminField label={t('admin.news.fields.content')} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={fields.content}
              onChange={(e) => set('content')(e.target.value)}
              className={`${controlClass} py-2`}
            />
          )}
        </AdminField>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('admin.news.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('admin.news.saving') : t(item ? 'admin.news.save' : 'admin.news.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
