import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { checkMessage, MESSAGE_MAX_LENGTH } from '#core/chat/message-rules';
import { Button } from '../../../components/ui/button';
import { errorKey } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';

/** The message box: Enter sends, Shift+Enter starts a new line; the server's rules are explained before sending. */
export function Composer({ friendId }: { friendId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendMessage(friendId);
  const checked = checkMessage(text);
  const problem = !checked.ok && checked.reason !== 'empty' ? t(`errors.message_${checked.reason}`) : null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!checked.ok || send.isPending) return;
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (err) => toast.error(t('messages.chat.sendFailed'), { description: t(errorKey(err)) }),
    });
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {t('messages.chat.inputLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          dir="auto"
          maxLength={MESSAGE_MAX_LENGTH * 2}
          placeholder={t('messages.chat.placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <Button type="submit" disabled={!checked.ok || send.isPending} aria-label={t('messages.chat.send')}>
          <Send className="size-4 rtl:-scale-x-100" aria-hidden />
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-rose-700">
          {problem}
        </p>
      )}
    </form>
  );
}
