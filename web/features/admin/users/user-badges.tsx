import { Ban, CheckCircle2, Clock } from 'lucide-react';
import { usePageTranslation } from '../../../lib/use-page-translation';
import type { AdminRole, AdminUserStatus } from '#core/schemas/admin/users';
import { Badge } from '../../../components/ui/badge';

// Role badges: admin red, moderator blue, user green. The word is always there: colour is never the only signal.
const ROLE_TONES: Record<AdminRole, string> = {
  admin: 'bg-rose-100 text-rose-800',
  moderator: 'bg-blue-100 text-blue-800',
  user: 'bg-emerald-100 text-emerald-800',
};

export function RoleBadge({ role }: { role: AdminRole }) {
  const { t } = usePageTranslation('admin');
  return <Badge className={ROLE_TONES[role]}>{t(`admin.users.roles.${role}`)}</Badge>;
}

const STATUS = {
  active: { icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' },
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-1 ring-amber-200' },
  suspended: { icon: Ban, tone: 'bg-slate-800 text-white' },
} as const;

export function StatusBadge({ status }: { status: AdminUserStatus }) {
  const { t } = usePageTranslation('admin');
  const { icon: Icon, tone } = STATUS[status];
  return (
    <Badge className={`gap-1 ${tone}`}>
      <Icon className="size-3.5" aria-hidden />
      {t(`admin.users.status.${status}`)}
    </Badge>
  );
}
