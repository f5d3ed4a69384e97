import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { contentDir } from '../../../lib/content-dir';

/** A titled paragraph (competitive advantages, key risks); says so when the company left it empty. */
export function TextSection({ title, icon, text }: { title: string; icon: LucideIcon; text: string | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title} icon={icon}>
      {text ? (
        <p dir={contentDir(text)} className="text-sm leading-relaxed text-slate-700">
          {text}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{t('company.notProvided')}</p>
      )}
    </SectionCard>
  );
}
