import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in';
import { EmailField } from './email-field';
import { showErrorToast } from '../lib/error-toast';
import { FacebookButton } from './facebook-button';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { MethodToggle } from './method-toggle';
import { OrDivider } from './or-divider';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import type { FieldErrors, Method } from '../lib/types';
import { hasErrors, validateSignIn } from '../lib/validation';

interface SignInFormProps {
  method: Method;
  onMethodChange: (method: Method) => void;
  email: string;
  onEmailChange: (email: string) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  onForgotPassword: () => void;
  onSignedIn: () => Promise<void>;
}

/** Sign-in: email or phone with the password, and the way into the password reset. */
export function SignInForm(props: SignInFormProps) {
  const { method, onMethodChange, email, onEmailChange, phone, onPhoneChange, onForgotPassword, onSignedIn } = props;
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'phone' | 'password'>>({});
  const [finishing, setFinishing] = useState(false);
  const signIn = useSignIn();

  const clear = (name: 'email' | 'phone' | 'password') => {
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateSignIn({ email, phone, password }, method);
    flushSync(() => setErrors(found));
    if (hasErrors(found)) return focusFirstInvalid(form);
    signIn.mutate(
      method === 'email' ? { method, email: email.trim(), password } : { method, phoneNumber: phone.trim(), password },
      {
        onSuccess: async () => {
          setFinishing(true);
          await onSignedIn();
        },
        onError: (error) => showErrorToast(t, 'auth.toast.signInFailed', error),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth.signIn.formLabel')}>
      <MethodToggle value={method} onChange={onMethodChange} />
      {method === 'email' ? (
        <EmailField
          orUsername
          value={email}
          error={errors.email && t(errors.email)}
          onValueChange={(value) => {
            onEmailChange(value);
            clear('email');
          }}
        />
      ) : (
        <PhoneField
          value={phone}
          error={errors.phone && t(errors.phone)}
          onValueChange={(value) => {
            onPhoneChange(value);
            clear('phone');
          }}
        />
      )}
      <div className="space-y-2">
        <PasswordField
          label={t('auth.fields.password')}
          autoComplete="current-password"
          value={password}
          error={errors.password && t(errors.password)}
          onValueChange={(value) => {
            setPassword(value);
            clear('password');
          }}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('auth.signIn.forgot')}
          </button>
        </div>
      </div>
      <SubmitButton pending={signIn.isPending || finishing} pendingLabel={t('auth.signIn.submitting')}>
        {t('auth.signIn.submit')}
      </SubmitButton>
      <OrDivider />
      <FacebookButton />
    </form>
  );
}
