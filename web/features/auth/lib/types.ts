/** How the visitor identifies: by email address or by phone number (the Email / Phone toggle). */
export type Method = 'email' | 'phone';
export type AuthTab = 'signUp' | 'signIn';
export type SignInMode = 'signIn' | 'reset';
/** Sign-up's "I'm a student / I'm a teacher"; a teacher's account opens with the teacher role. */
export type AccountType = 'player' | 'teacher';

/** Field name -> translation key of its error; absent when the field is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface SignUpValues {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  /** As typed; a 4-digit year once valid. */
  birthYear: string;
  /** Asked only under the consent age (docs/rules.md#accounts). */
  parentEmail: string;
}
