import { CircleAlert, UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ISSUED_LOGINS_MAX } from '#core/schemas/classes';
import { Button } from '../../../components/ui/button';
import { useFormat } from '../../../lib/format';
import { usePageTranslation } from '../../../lib/use-page-translation';
import { LOGIN_NAME_MAX, parseNames, type NamesProblem } from '../lib/login-names';

/**
 * The names for new logins, typed or pasted one a line: counted as they come, checked with the
 * API's limits (a missing name only once the teacher submits), then sent.
 */
export function IssueLoginsForm({
  pending,
  failure,
  onSubmit,
}: {
  pending: boolean;
  /** The server's refusal, translated. */
  failure: string | null;
  onSubmit: (names: string[]) => void;
}) {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const id = useId();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { names, problem } = parseNames(text);
  const shown = problem && (problem.kind !== 'none' || tried) ? problem : null;

  const message = (p: NamesProblem) =>
    p.kind === 'none'
      ? t('classes.logins.errors.none')
      : p.kind === 'tooMany'
        ? t('classes.logins.errors.tooMany', { max: ISSUED_LOGINS_MAX, count: p.count })
        : t('classes.logins.errors.tooLong', { line: p.line, max: LOGIN_NAME_MAX, name: p.name });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (problem) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    onSubmit(names);
  };

  const describedBy = [`${id}-hint`, `${id}-count`, shown && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-testid="issue-logins-form">
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {t('classes.logins.names')}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('classes.logins.namesHint', { max: ISSUED_LOGINS_MAX, length: LOGIN_NAME_MAX })}
        </p>
        <textarea
          id={id}
          rows={8}
          dir="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs focus:border-brand-600 focus:outline-3 focus:outline-brand-500/25 aria-invalid:border-rose-600"
        />
        <p id={`${id}-count`} className="text-xs text-slate-600 tabular-nums">
          {t('classes.logins.count', { count: names.length, formatted: format.integer(names.length) })}
        </p>
        {shown ? (
          <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-rose-700">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {message(shown)}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending} aria-busy={pending}>
        <UserPlus className="size-5" aria-hidden />
        {pending
          ? t('classes.logins.creating')
          : names.length > 0 && names.length <= ISSUED_LOGINS_MAX
            ? t('classes.logins.create', { count: names.length, formatted: format.integer(names.length) })
            : t('classes.logins.createNone')}
      </Button>
    </form>
  );
}
