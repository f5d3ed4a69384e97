import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '#core/schemas/companies';
import { SectionCard } from '../../../components/section-card';
import { LeaderCard } from './leader-card';

export function LeadershipSection({ leadership }: { leadership: CompanyDetail['leadership'] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('company.leadership.title')} icon={Users}>
      {leadership.length === 0 ? (
        <p className="text-sm text-slate-600">{t('company.leadership.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {leadership.map((leader) => (
            <li key={leader.id}>
              <LeaderCard leader={leader} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
