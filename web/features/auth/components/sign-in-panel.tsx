import { useState } from 'react';
import { PhoneResetForm } from './phone-reset-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import type { Method, SignInMode } from '../lib/types';

/** The Sign In tab: sign-in, or in its place the password reset. */
export function SignInPanel({
  method,
  onMethodChange,
  mode,
  onModeChange,
  onSignedIn,
}: {
  method: Method;
  onMethodChange: (method: Method) => void;
  mode: SignInMode;
  onModeChange: (mode: SignInMode) => void;
  onSignedIn: () => Promise<void>;
}) {
  // The email or phone typed on one form carries over to the other.
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [resetPhone, setResetPhone] = useState<string | null>(null);
  const backToSignIn = () => {
    setResetPhone(null);
    onModeChange('signIn');
  };
  const identity = { method, onMethodChange, email, onEmailChange: setEmail, phone, onPhoneChange: setPhone };

  if (mode === 'reset' && resetPhone) {
    return <PhoneResetForm phoneNumber={resetPhone} onDone={backToSignIn} onBack={backToSignIn} />;
  }
  if (mode === 'reset') {
    return (
      <ResetRequestForm
        {...identity}
        onEmailSent={backToSignIn}
        onCodeSent={(sent) => setResetPhone(sent.phoneNumber)}
        onBack={backToSignIn}
      />
    );
  }
  return <SignInForm {...identity} onForgotPassword={() => onModeChange('reset')} onSignedIn={onSignedIn} />;
}
