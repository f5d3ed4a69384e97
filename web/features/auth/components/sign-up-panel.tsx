import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/format';
import { usePublicStartingBolts } from '../../../lib/games';
import { takeReferralCode, useRefreshSession } from '../../../lib/session';
import type { CodeSent } from '../api/sign-up-with-phone';
import { EmailLinkStep } from './email-link-step';
import { PhoneCodeStep } from './phone-code-step';
import { SignUpForm } from './sign-up-form';
import type { AccountType, Method, SignUpValues } from '../lib/types';
import { VerifiedMessage } from './verified-message';

const EMPTY: SignUpValues = {
  fullName: '',
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  birthYear: '',
  parentEmail: '',
};

/**
 * The Sign Up tab: the form, then for email the check-your-email step (the mailed link opens the
 * account), for phone the code step and the verified message.
 */
export function SignUpPanel({
  method,
  onMethodChange,
  hold,
}: {
  method: Method;
  onMethodChange: (method: Method) => void;
  /** Keeps the page from redirecting a now signed-in visitor while it shows the verified message. */
  hold: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const bolts = usePublicStartingBolts();
  const refresh = useRefreshSession();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [accountType, setAccountType] = useState<AccountType>('player');
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [pendingEmail, setPendingEmail] = useState<{ email: string; devOutbox?: string } | null>(null);
  const [verified, setVerified] = useState(false);

  // A teacher's account opened as one: on to their classes.
  if (verified) return <VerifiedMessage {...(accountType === 'teacher' ? { to: '/classes' } : {})} />;

  // Back to Registration keeps what was typed, except the passwords.
  const back = () => setValues((v) => ({ ...v, password: '', confirmPassword: '' }));

  if (pendingEmail) {
    return (
      <EmailLinkStep
        email={pendingEmail.email}
        {...(pendingEmail.devOutbox ? { devOutbox: pendingEmail.devOutbox } : {})}
        onBack={() => {
          back();
          setPendingEmail(null);
        }}
      />
    );
  }

  if (pendingPhone) {
    return (
      <PhoneCodeStep
        phoneNumber={pendingPhone}
        onBack={() => {
          back();
          setPendingPhone(null);
        }}
        onVerified={() => {
          hold();
          // The phone sign-up carried the referral code itself; it is used up now.
          takeReferralCode();
          setVerified(true);
          toast.success(
            bolts === null
              ? t('auth.toast.verifiedPlain')
              : t('auth.toast.verified', { amount: format.integer(bolts) }),
          );
          void refresh();
        }}
      />
    );
  }

  return (
    <SignUpForm
      values={values}
      onValuesChange={setValues}
      method={method}
      onMethodChange={onMethodChange}
      accountType={accountType}
      onAccountTypeChange={setAccountType}
      onCodeSent={(sent: CodeSent) => setPendingPhone(sent.phoneNumber)}
      onLinkSent={(email, accepted) =>
        setPendingEmail({ email, ...(accepted.devOutbox ? { devOutbox: accepted.devOutbox } : {}) })
      }
    />
  );
}
