import { ExternalLink, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { useFormat } from '../../../lib/format';
import { safeWebsite } from '../lib/company-metrics';
import { SectionCard } from '../../../components/section-card';
import { FactRow } from './fact-row';
import { contentDir } from '../../../lib/content-dir';

/** Description, story, business model and the company's key facts. */
export function OverviewSection({ company }: { company: CompanyDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const website = safeWebsite(company.website);
  const na = t('common.notAvailable');
  return (
    <SectionCard title={t('company.overview.title')} icon={Info}>
      <div className="space-y-4 text-slate-700">
        {company.description && (
          <p dir={contentDir(company.description)} className="text-base leading-relaxed text-slate-800">
            {company.description}
          </p>
        )}
        {company.story && (
          <div>
            <h3 className="font-semibold text-slate-900">{t('company.overview.story')}</h3>
            <p dir={contentDir(company.story)} className="mt-1 text-sm leading-relaxed">
              {company.story}
            </p>
          </div>
        )}
        {company.businessModel && (
          <div>
            <h3 className="font-semibold text-slate-900">{t('company.overview.businessModel')}</h3>
            <p dir={contentDir(company.businessModel)} className="mt-1 text-sm leading-relaxed">
              {company.businessModel}
            </p>
          </div>
        )}
      </div>
      <dl className="mt-5 rounded-xl bg-slate-50 px-4 py-1">
        <FactRow label={t('company.overview.ceo')}>{company.ceo ? <bdi>{company.ceo}</bdi> : na}</FactRow>
        <FactRow label={t('company.overview.headquarters')}>
          {company.headquarters ? <bdi>{company.headquarters}</bdi> : na}
        </FactRow>
        <FactRow label={t('company.overview.founded')}>{company.founded ?? na}</FactRow>
        <FactRow label={t('company.overview.employees')}>
          {company.employees === null ? na : format.integer(company.employees)}
        </FactRow>
        <FactRow label={t('company.overview.marketCap')}>{format.marketCap(company.marketCapMinor)}</FactRow>
        {website && (
          <FactRow label={t('company.overview.website')}>
            <a
              href={website.href}
              target="_blank"
              rel="noopener noreferrer"
              dir="ltr"
              className="inline-flex max-w-full items-center gap-1 text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-600"
            >
              {website.label}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden />
              <span className="sr-only">{t('company.overview.opensInNewTab')}</span>
            </a>
          </FactRow>
        )}
      </dl>
    </SectionCard>
  );
}
