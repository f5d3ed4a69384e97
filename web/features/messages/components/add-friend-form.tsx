import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useSendFriendRequest } from '../api/send-friend-request';

/** "Add friend by username": a request the other player accepts or declines. */
export function AddFriendForm() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const send = useSendFriendRequest();
  const name = username.trim().replace(/^@/, '');

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!name) return;
    send.mutate(name, {
      onSuccess: ({ status }) => {
        toast.success(t(status === 'accepted' ? 'messages.add.nowFriends' : 'messages.add.sent', { username: name }));
        setUsername('');
      },
      onError: (err) => toast.error(t('messages.add.failed'), { description: t(errorKey(err)) }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('messages.add.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={41}
          dir="ltr"
          autoComplete="off"
          placeholder={t('messages.add.placeholder')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <Button type="submit" disabled={!name || send.isPending}>
          <UserPlus className="size-4" aria-hidden />
          {t('messages.add.button')}
        </Button>
      </div>
    </form>
  );
}
