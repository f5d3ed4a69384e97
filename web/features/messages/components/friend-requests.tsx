import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { FriendRequest } from '#core/schemas/social';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useAnswerRequest } from '../api/answer-friend-request';
import { PersonAvatar, PersonName } from './person-avatar';

const DONE = {
  accept: 'messages.requests.accepted',
  decline: 'messages.requests.declined',
  cancel: 'messages.requests.cancelled',
} as const;

/** Requests to you (accept or decline) and from you (cancel). */
export function FriendRequests({ incoming, outgoing }: { incoming: FriendRequest[]; outgoing: FriendRequest[] }) {
  const { t } = useTranslation();
  const answer = useAnswerRequest();
  const act = (id: string, what: 'accept' | 'decline' | 'cancel') =>
    answer.mutate(
      { id, answer: what },
      {
        onSuccess: () => toast.success(t(DONE[what])),
        onError: (err) => toast.error(t('messages.requests.failed'), { description: t(errorKey(err)) }),
      },
    );
  if (incoming.length === 0 && outgoing.length === 0) return null;
  return (
    <section aria-labelledby="friend-requests-title" className="space-y-2">
      <h2 id="friend-requests-title" className="text-sm font-bold text-slate-800">
        {t('messages.requests.title')}
      </h2>
      <ul className="space-y-2">
        {incoming.map((r) => (
          <li key={r.id} className="flex items-center gap-3 rounded-xl bg-brand-50 p-2" data-testid="incoming-request">
            <PersonAvatar person={r.person} size="sm" />
            <span className="min-w-0 flex-1">
              <PersonName person={r.person} />
              <span className="block text-xs text-slate-600">{t('messages.requests.wantsToBeFriends')}</span>
            </span>
            <Button size="sm" onClick={() => act(r.id, 'accept')} disabled={answer.isPending}>
              <Check className="size-4" aria-hidden />
              {t('messages.requests.accept')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => act(r.id, 'decline')}
              disabled={answer.isPending}
              aria-label={t('messages.requests.declineLabel', { name: r.person.username })}
            >
              <X className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
        {outgoing.map((r) => (
          <li key={r.id} className="flex items-center gap-3 rounded-xl bg-slate-50 p-2" data-testid="outgoing-request">
            <PersonAvatar person={r.person} size="sm" />
            <span className="min-w-0 flex-1">
              <PersonName person={r.person} />
              <span className="block text-xs text-slate-600">{t('messages.requests.waiting')}</span>
            </span>
            <Button size="sm" variant="ghost" onClick={() => act(r.id, 'cancel')} disabled={answer.isPending}>
              {t('messages.requests.cancel')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
