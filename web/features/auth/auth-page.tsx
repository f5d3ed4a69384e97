// /auth: sign up, sign in and password reset, by email or phone (docs/rules.md#accounts). Also the
// landing spot of reset links (?token=, ?error=INVALID_TOKEN), sign-up links (?link=sign-up, with
// &error= when the link was bad) and referral links (?ref=).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { Card } from '../../components/ui/card';
import { PageSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { AuthHeader } from './components/auth-header';
import { AuthIntro } from './components/auth-intro';
import { AuthTabs } from './components/auth-tabs';
import { LinkExpiredNotice } from './components/link-expired-notice';
import { NewPasswordForm } from './components/new-password-form';
import { ReferralNote } from './components/referral-note';
import { SignedInRedirect } from './components/signed-in-redirect';
import { SignInPanel } from './components/sign-in-panel';
import { SignUpPanel } from './components/sign-up-panel';
import type { AuthTab, Method, SignInMode } from './lib/types';
import { useCompleteAuth } from './hooks/use-complete-auth';
import { useReferralCode } from './hooks/use-referral-code';

export function AuthPage() {
  const { me, isPending } = useSession();
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const signUpLink = params.get('link') === 'sign-up';
  const referralCode = useReferralCode();
  const [tab, setTab] = useState<AuthTab>(token || linkError ? 'signIn' : 'signUp');
  const [method, setMethod] = useState<Method>('email');
  const [signInMode, setSignInMode] = useState<SignInMode>('signIn');
  // Once this page has signed someone in it navigates by itself (stored target, or /profile after
  // the verified message), so the "signed-in visitors go to /" rule below must stand aside.
  const [handingOff, setHandingOff] = useState(false);
  const hold = () => setHandingOff(true);
  const completeAuth = useCompleteAuth(hold);

  const dropParams = (...names: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const showSignIn = () => {
    dropParams('token');
    setTab('signIn');
    setSignInMode('signIn');
  };

  if (isPending) return <PageSpinner />;
  if (me && !handingOff) return <SignedInRedirect afterSignUpLink={signUpLink} />;

  const panels = (
    <>
      {linkError ? (
        <LinkExpiredNotice
          kind={signUpLink ? 'signUp' : 'reset'}
          onRequestNew={() => {
            dropParams('error', 'link');
            setTab('signIn');
            setMethod('email');
            setSignInMode(signUpLink ? 'signIn' : 'reset');
          }}
        />
      ) : null}
      <AuthTabs
        value={tab}
        onChange={setTab}
        panels={{
          signUp: <SignUpPanel method={method} onMethodChange={setMethod} hold={hold} />,
          signIn: (
            <SignInPanel
              method={method}
              onMethodChange={setMethod}
              mode={signInMode}
              onModeChange={setSignInMode}
              onSignedIn={completeAuth}
            />
          ),
        }}
      />
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-brand-50 to-slate-50">
      <SkipLink />
      <AuthHeader />
      <main id="main" className="flex-1 px-4 py-6 sm:py-10">
        <div className="mx-auto grid max-w-md gap-5 lg:max-w-5xl lg:grid-cols-2 lg:items-start lg:gap-16">
          <AuthIntro />
          <div className="space-y-4">
            {referralCode && !token ? <ReferralNote /> : null}
            <Card className="flex flex-col gap-5 p-5 sm:p-7">
              {token ? (
                <NewPasswordForm
                  token={token}
                  onDone={showSignIn}
                  onBack={showSignIn}
                  onInvalidToken={() =>
                    setParams(
                      (current) => {
                        const next = new URLSearchParams(current);
                        next.delete('token');
                        next.set('error', 'INVALID_TOKEN');
                        return next;
                      },
                      { replace: true, preventScrollReset: true },
                    )
                  }
                />
              ) : (
                panels
              )}
            </Card>
          </div>
        </div>
      </main>
    </div>
  );
}
