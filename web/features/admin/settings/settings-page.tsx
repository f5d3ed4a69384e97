// /admin/settings (docs/rules.md#admin): the platform settings the server uses at once: starting balance,
// referral bonus and its weekly cap, orders a minute, weekly prize and who may win it, market tick and newsroom
// intervals, the trading pause, and short selling in the public game with its margins.
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '#core/format';
import { settingsFormSchema, type PlatformSettingsView } from '#core/schemas/admin/settings';
import { SectionCard } from '../../../components/section-card';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { toastAdminError } from '../lib/admin-error';
import { AdminField, AdminInput } from '../components/admin-field';
import { useAdminSettings } from './api/get-settings';
import { useSaveSettings } from './api/save-settings';

type Fields = Record<
  | 'startingBalance'
  | 'referralBonus'
  | 'referralWeeklyCap'
  | 'ordersPerMinute'
  | 'weeklyPrize'
  | 'marketTickSeconds'
  | 'newsroomSeconds'
  | 'prizeMinCompanies'
  | 'prizeMaxPositionPercent'
  | 'prizeMinHoldDays'
  | 'consentAge'
  | 'shortInitialMarginPercent'
  | 'shortMaintenanceMarginPercent'
  | 'shortBorrowFeePercentPerDay',
  string
> & {
  tradingPaused: boolean;
  shortSelling: boolean;
};
const bolts = (minor: number) => formatPrice(minor, 'en').replace(/,/g, '');
const toFields = (s: PlatformSettingsView): Fields => ({
  startingBalance: bolts(s.startingBalanceMinor),
  referralBonus: bolts(s.referralBonusMinor),
  referralWeeklyCap: s.referralWeeklyCap.toString(),
  ordersPerMinute: s.ordersPerMinute.toString(),
  weeklyPrize: bolts(s.weeklyPrizeMinor),
  marketTickSeconds: s.marketTickSeconds?.toString() ?? '',
  newsroomSeconds: s.newsroomSeconds?.toString() ?? '',
  tradingPaused: s.tradingPaused,
  prizeMinCompanies: s.prizeMinCompanies.toString(),
  // Stored in basis points, entered as a percent.
  prizeMaxPositionPercent: (s.prizeMaxPositionBp / 100).toString(),
  prizeMinHoldDays: s.prizeMinHoldDays.toString(),
  consentAge: s.consentAge.toString(),
  shortSelling: s.shortSelling,
  shortInitialMarginPercent: (s.shortInitialMarginBp / 100).toString(),
  shortMaintenanceMarginPercent: (s.shortMaintenanceMarginBp / 100).toString(),
  shortBorrowFeePercentPerDay: (s.shortBorrowFeeBpPerDay / 100).toString(),
});

/** The margins' order, checked before sending as the server checks it (docs/rules.md#short-selling). */
const marginsInOrder = (f: { shortInitialMarginPercent: number; shortMaintenanceMarginPercent: number }) =>
  f.shortMaintenanceMarginPercent < f.shortInitialMarginPercent;

export default function PlatformSettingsPage() {
  const { t } = usePageTranslation('admin');
  const query = useAdminSettings();
  useEffect(() => {
    if (query.error) toastAdminError(t, 'admin.errors.fetchSettings', query.error);
  }, [query.error, t]);
  if (!query.data) return query.isPending ? <Spinner /> : null;
  return <SettingsForm settings={query.data} />;
}

function SettingsForm({ settings }: { settings: PlatformSettingsView }) {
  const { t } = usePageTranslation('admin');
  const format = useFormat();
  const save = useSaveSettings();
  const [fields, setFields] = useState<Fields>(() => toFields(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const set = (k: keyof Fields) => (v: string) => setFields((f) => ({ ...f, [k]: v }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = settingsFormSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Fields] ??= t(`admin.settings.invalid.${String(issue.path[0])}`);
      setErrors(next);
      return;
    }
    // Both margins parsed, in basis points.
    const { shortInitialMarginPercent, shortMaintenanceMarginPercent } = parsed.data;
    if (
      shortInitialMarginPercent !== undefined &&
      shortMaintenanceMarginPercent !== undefined &&
      !marginsInOrder({ shortInitialMarginPercent, shortMaintenanceMarginPercent })
    ) {
      setErrors({ shortMaintenanceMarginPercent: t('errors.short_margins_order') });
      return;
    }
    setErrors({});
    save.mutate(fields, {
      onSuccess: (saved) => {
        setFields(toFields(saved));
        toast.success(t('admin.settings.saved'));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'short_margins_order') {
          setErrors({ shortMaintenanceMarginPercent: t('errors.short_margins_order') });
        }
        toastAdminError(t, 'admin.errors.saveSettings', err);
      },
    });
  }

  const field = (k: Exclude<keyof Fields, 'tradingPaused' | 'shortSelling'>, hint: string) => (
    <AdminField label={t(`admin.settings.fields.${k}`)} error={errors[k]}>
      {(control) => (
        <>
          <AdminInput
            {...control}
            value={fields[k]}
            onChange={(e) => set(k)(e.target.value)}
            type="number"
            dir="ltr"
            inputMode="decimal"
          />
          <p className="mt-1 text-xs text-slate-600">{hint}</p>
        </>
      )}
    </AdminField>
  );
  const d = settings.defaults;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Button variant="secondary" asChild>
        <Link to="/admin">
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('admin.ads.back')}
        </Link>
      </Button>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('admin.settings.title')}</h1>
      <SectionCard title={t('admin.settings.cardTitle')} icon={SlidersHorizontal}>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="settings-form">
          {field('startingBalance', t('admin.settings.hints.startingBalance'))}
          {field('referralBonus', t('admin.settings.hints.referralBonus'))}
          {field('referralWeeklyCap', t('admin.settings.hints.referralWeeklyCap'))}
          {field('weeklyPrize', t('admin.settings.hints.weeklyPrize'))}
          {field(
            'marketTickSeconds',
            t('admin.settings.hints.marketTick', { seconds: format.integer(d.marketTickSeconds) }),
          )}
          {field('newsroomSeconds', t('admin.settings.hints.newsroom', { seconds: format.integer(d.newsroomSeconds) }))}
          {field('ordersPerMinute', t('admin.settings.hints.ordersPerMinute'))}
          <h3 className="pt-2 text-base font-bold text-slate-900 sm:col-span-2">{t('admin.settings.prizeRules')}</h3>
          {field('prizeMinCompanies', t('admin.settings.hints.prizeMinCompanies'))}
          {field('prizeMaxPositionPercent', t('admin.settings.hints.prizeMaxPositionPercent'))}
          {field('prizeMinHoldDays', t('admin.settings.hints.prizeMinHoldDays'))}
          <h3 className="pt-2 text-base font-bold text-slate-900 sm:col-span-2">{t('admin.settings.youngPlayers')}</h3>
          {field('consentAge', t('admin.settings.hints.consentAge'))}
          <label className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200 sm:col-span-2">
            <input
              type="checkbox"
              role="switch"
              className="mt-1 size-4"
              checked={fields.tradingPaused}
              onChange={(e) => setFields({ ...fields, tradingPaused: e.target.checked })}
            />
            <span>
              <span className="block font-semibold text-slate-900">{t('admin.settings.fields.tradingPaused')}</span>
              <span className="block text-sm text-slate-700">{t('admin.settings.hints.tradingPaused')}</span>
            </span>
          </label>
          <h3 className="pt-2 text-base font-bold text-slate-900 sm:col-span-2">{t('admin.settings.shortSelling')}</h3>
          <label className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:col-span-2">
            <input
              type="checkbox"
              role="switch"
              className="mt-1 size-4"
              checked={fields.shortSelling}
              onChange={(e) => setFields({ ...fields, shortSelling: e.target.checked })}
              data-testid="settings-short-selling"
            />
            <span>
              <span className="block font-semibold text-slate-900">{t('admin.settings.fields.shortSelling')}</span>
              <span className="block text-sm text-slate-700">{t('admin.settings.hints.shortSelling')}</span>
            </span>
          </label>
          {field('shortInitialMarginPercent', t('admin.settings.hints.shortInitialMarginPercent'))}
          {field('shortMaintenanceMarginPercent', t('admin.settings.hints.shortMaintenanceMarginPercent'))}
          {field('shortBorrowFeePercentPerDay', t('admin.settings.hints.shortBorrowFeePercentPerDay'))}
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
            <p className="text-xs text-slate-600">
              {settings.updatedAt
                ? t('admin.settings.lastSaved', { date: format.date(settings.updatedAt) })
                : t('admin.settings.neverSaved')}
            </p>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('admin.settings.saving') : t('admin.settings.save')}
            </Button>
          </div>
        </form>
      </SectionCard>
    </div>
  );
}
