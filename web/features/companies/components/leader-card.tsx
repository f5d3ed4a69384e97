import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { contentDir } from '../../../lib/content-dir';

type Leader = CompanyDetail['leadership'][number];

/** Initials of a name for the avatar: "Lucía Fernhollow" -> "LF". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export function LeaderCard({ leader }: { leader: Leader }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
        >
          {initials(leader.name)}
        </span>
        <div className="min-w-0">
          <h3 className="font-bold text-slate-900">
            <bdi>{leader.name}</bdi>
          </h3>
          <p className="text-sm font-medium text-brand-700">
            <bdi>{leader.position}</bdi>
          </p>
        </div>
      </div>
      {leader.bio && (
        <p dir={contentDir(leader.bio)} className="mt-3 text-sm leading-relaxed text-slate-700">
          {leader.bio}
        </p>
      )}
      {leader.education && (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-600">
          <GraduationCap className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">{t('company.leadership.education')}: </span>
            <bdi>{leader.education}</bdi>
          </span>
        </p>
      )}
    </article>
  );
}
