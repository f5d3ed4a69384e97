import { CircleAlert, KeyRound, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError, errorKey } from '../../lib/api-client';
import { chooseGame } from '../../lib/chosen-game';
import { useFormat } from '../../lib/format';
import { storeRedirectAfterAuth, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePageTranslation } from '../../lib/use-page-translation';
import { useJoinPreview } from './api/get-join-preview';
import { useJoinClass } from './api/join-class';
import { JoinCodeField } from './components/join-code-field';
import { JoinPreviewCard } from './components/join-preview-card';
import { PageHeader } from './components/page-header';
import { MINOR_PER_BOLT } from '#core/money';
import { completeCode, typedCode } from './lib/join-code';

/**
 * /join (and /join?code=…, the address behind the class's QR code): a student types the code, sees
 * which class it opens and joins it; the class becomes the game they play, on the trading floor.
 * A visitor signs in or up first and comes back here, code and all.
 */
export default function JoinRoute() {
  const { t } = usePageTranslation('classes');
  const format = useFormat();
  const { me } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = completeCode(params.get('code') ?? '');
  const [typed, setTyped] = useState(() => typedCode(params.get('code') ?? ''));
  const [invalid, setInvalid] = useState(false);
  // The API shows a class to signed-in players only: a visitor signs in first, code kept.
  const preview = useJoinPreview(me ? asked : null);
  const join = useJoinClass();

  const lookUp = (code: string) => {
    const complete = completeCode(code);
    setInvalid(complete === null);
    if (!complete) return;
    join.reset();
    if (complete !== asked) setParams({ code: complete }, { replace: true, preventScrollReset: true });
    else if (me) void preview.refetch();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(typed);
  };
  const type = (code: string) => {
    setTyped(code);
    setInvalid(false);
    // The sixth character looks the class up: no button to find on a phone.
    if (completeCode(code)) lookUp(code);
  };

  const signIn = () => {
    storeRedirectAfterAuth(asked ? `/join?code=${asked}` : '/join');
    void navigate('/auth');
  };
  const joinNow = () => {
    if (!asked || !me) return;
    join.mutate(asked, {
      onSuccess: async (result) => {
        chooseGame(me.user.id, result.gameId);
        toast.success(
          result.alreadyMember
            ? t('classes.join.alreadyMember', { name: result.name })
            : t('classes.join.joined', {
                name: result.name,
                amount: format.integer(result.startingCashMinor / MINOR_PER_BOLT),
              }),
        );
        await navigate('/trade');
      },
    });
  };

  const problem = join.error ?? preview.error;

  return (
    <div className="mx-auto max-w-md space-y-4">
      <PageHeader title={t('classes.join.title')} subtitle={t('classes.join.subtitle')} />
      <Card className="space-y-5">
        <form noValidate onSubmit={submit} className="space-y-3" data-testid="join-form">
          <JoinCodeField
            value={typed}
            onValueChange={type}
            error={invalid ? t('classes.join.invalid') : undefined}
            autoFocus={!asked}
          />
          {me ? (
            <Button type="submit" variant="secondary" className="w-full" disabled={preview.isFetching}>
              <KeyRound className="size-4" aria-hidden />
              {preview.isFetching ? t('classes.join.looking') : t('classes.join.check')}
            </Button>
          ) : null}
        </form>
        {problem ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl bg-rose-50 p-3 text-sm font-medium text-rose-800"
            data-testid="join-error"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {problem instanceof ApiError && problem.status === 429
              ? t('classes.join.tooMany')
              : t(errorKey(problem), { defaultValue: t('errors.internal') })}
          </p>
        ) : null}
        {!me ? (
          <SignInPrompt onSignIn={signIn} />
        ) : preview.data ? (
          <JoinPreviewCard preview={preview.data}>
            <Button size="lg" className="w-full" onClick={joinNow} disabled={join.isPending} aria-busy={join.isPending}>
              {join.isPending ? t('classes.join.joining') : t('classes.join.join')}
            </Button>
          </JoinPreviewCard>
        ) : null}
      </Card>
    </div>
  );
}

function SignInPrompt({ onSignIn }: { onSignIn: () => void }) {
  const { t } = usePageTranslation('classes');
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-4">
      <h2 className="font-bold text-slate-900">{t('classes.join.signInTitle')}</h2>
      <p className="text-sm text-slate-700">{t('classes.join.signInBody')}</p>
      <Button size="lg" className="w-full" onClick={onSignIn}>
        <LogIn className="size-5 flip-rtl" aria-hidden />
        {t('classes.join.signIn')}
      </Button>
    </div>
  );
}
