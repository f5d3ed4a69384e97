import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Suggestion } from '#core/schemas/social';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { useSendFriendRequest } from '../api/send-friend-request';
import { PersonAvatar, personName, PersonName } from './person-avatar';

/** A found or suggested player: their avatar and name (to their profile), why, and "Add". */
export function PersonResult({ person }: { person: Suggestion }) {
  const { t } = usePageTranslation('people');
  const send = useSendFriendRequest();
  const name = personName(person);
  // Why they are suggested, in words: the class, the league, the companies both traded.
  const why = person.reasons
    .map((reason) =>
      reason === 'traded'
        ? t('people.suggest.traded', { symbols: person.sharedSymbols.join(', ') })
        : t(`people.suggest.${reason}`),
    )
    .join(' · ');
  return (
    <li className="flex items-center gap-3 p-2" data-testid="person-result">
      <PersonAvatar person={person} size="sm" />
      <span className="min-w-0 flex-1">
        {person.username ? (
          <Link
            to={`/traders/${encodeURIComponent(person.username)}`}
            className="block rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <PersonName person={person} />
          </Link>
        ) : (
          <PersonName person={person} />
        )}
        {why && <span className="block text-xs text-slate-600">{why}</span>}
      </span>
      {person.username && (
        <Button
          size="sm"
          variant="secondary"
          disabled={send.isPending}
          aria-label={t('people.find.addLabel', { name })}
          onClick={() =>
            send.mutate(person.username!, {
              onSuccess: ({ status }) =>
                toast.success(t(status === 'accepted' ? 'people.find.nowFriends' : 'people.find.sent', { name })),
              onError: (err) => toast.error(t('people.find.failed'), { description: t(errorKey(err)) }),
            })
          }
        >
          <UserPlus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t('people.find.add')}</span>
        </Button>
      )}
    </li>
  );
}
