import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailSignUpAccepted } from '#core/schemas/auth';
import { toast } from '../../../lib/toast';
import { useFormat } from '../../../lib/format';
import { usePublicStartingBolts } from '../../../lib/games';
import { takeReferralCode } from '../../../lib/session';
import { useSignUpWithEmail } from '../api/sign-up-with-email';
import { useSignUpWithPhone, type CodeSent } from '../api/sign-up-with-phone';
import { AccountTypeRadioGroup } from './account-type-radio-group';
import { EmailField } from './email-field';
import { showErrorToast } from '../lib/error-toast';
import { FacebookButton } from './facebook-button';
import { MethodToggle } from './method-toggle';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { TermsNotice } from './terms-notice';
import { TextField } from './text-field';
import type { AccountType, Method, SignUpValues } from '../lib/types';
import { rememberedReferralCode } from '../hooks/use-referral-code';
import { needsParentEmail, validateSignUp } from '../lib/validation';
import { useConsentAge } from '../api/get-sign-up-rules';
import { useFormFields } from '../hooks/use-form-fields';

interface SignUpFormProps {
  values: SignUpValues;
  onValuesChange: (values: SignUpValues) => void;
  method: Method;
  onMethodChange: (method: Method) => void;
  accountType: AccountType;
  onAccountTypeChange: (type: AccountType) => void;
  /** Phone: the code is on its way; show the code step. */
  onCodeSent: (sent: CodeSent) => void;
  /** Email: the link that opens the account is in the mailbox; show the check-your-email step. */
  onLinkSent: (email: string, accepted: EmailSignUpAccepted) => void;
}

/**
 * Sign-up: student or teacher, full name, username, email or phone, year of birth (and a parent's
 * email under the consent age, docs/rules.md#accounts), password and its confirmation.
 */
export function SignUpForm({
  values,
  onValuesChange,
  method,
  onMethodChange,
  accountType,
  onAccountTypeChange,
  onCodeSent,
  onLinkSent,
}: SignUpFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { field, check } = useFormFields(values, onValuesChange);
  const emailSignUp = useSignUpWithEmail();
  const phoneSignUp = useSignUpWithPhone();
  const pending = emailSignUp.isPending || phoneSignUp.isPending;
  const bolts = usePublicStartingBolts();
  const consentAge = useConsentAge();
  const askParent = needsParentEmail(values.birthYear, consentAge);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!check(form, validateSignUp(values, method, consentAge))) return;

    const fullName = values.fullName.trim();
    const username = values.username.trim();
    const referralCode = rememberedReferralCode();
    // The server gives a teacher's account its role as the account opens (link or code).
    const common = {
      fullName,
      username,
      accountType,
      birthYear: Number(values.birthYear.trim()),
      ...(askParent ? { parentEmail: values.parentEmail.trim() } : {}),
      ...(referralCode ? { referralCode } : {}),
    };
    if (method === 'email') {
      const email = values.email.trim();
      emailSignUp.mutate(
        { ...common, email, password: values.password },
        {
          onSuccess: (accepted) => {
            // The server keeps the referral code until the link opens the account.
            takeReferralCode();
            toast.success(t('auth.emailLink.sentToast'));
            onLinkSent(email, accepted);
          },
          onError: (error) => showErrorToast(t, 'auth.toast.signUpFailed', error, 'auth.errors.unexpected'),
        },
      );
    } else {
      phoneSignUp.mutate(
        { ...common, phoneNumber: values.phone.trim(), password: values.password },
        {
          onSuccess: (sent) => {
            toast.success(t('auth.toast.codeSent'));
            onCodeSent(sent);
          },
          onError: (error) => showErrorToast(t, 'auth.toast.signUpFailed', error, 'auth.errors.unexpected'),
        },
      );
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.signUp.formLabel')}>
      <MethodToggle value={method} onChange={onMethodChange} />
      <AccountTypeRadioGroup value={accountType} onChange={onAccountTypeChange} />
      <TextField label={t('auth.fields.fullName')} autoComplete="name" {...field('fullName')} />
      <TextField
        label={t('auth.fields.username')}
        hint={t('auth.fields.usernameHint')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        {...field('username')}
      />
      {method === 'email' ? <EmailField {...field('email')} /> : <PhoneField {...field('phone')} />}
      <TextField
        label={t('auth.fields.birthYear')}
        hint={t('auth.fields.birthYearHint')}
        type="number"
        inputMode="numeric"
        min={1900}
        max={new Date().getUTCFullYear()}
        autoComplete="bday-year"
        dir="ltr"
        {...field('birthYear')}
      />
      {askParent && (
        <TextField
          label={t('auth.fields.parentEmail')}
          hint={t('auth.fields.parentEmailHint', { age: consentAge })}
          hintStays
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          {...field('parentEmail')}
        />
      )}
      <PasswordField
        label={t('auth.fields.password')}
        hint={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <SubmitButton pending={pending} pendingLabel={t('auth.signUp.submitting')}>
        {bolts === null ? t('auth.signUp.submitPlain') : t('auth.signUp.submit', { amount: format.integer(bolts) })}
      </SubmitButton>
      <TermsNotice />
      <OrDivider />
      <FacebookButton />
    </form>
  );
}
