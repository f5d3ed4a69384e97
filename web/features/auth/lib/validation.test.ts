import { describe, expect, it } from 'vitest';
import type { SignUpValues } from './types';
import { hasErrors, validateCode, validateNewPassword, validateSignIn, validateSignUp } from './validation';

const good: SignUpValues = {
  fullName: 'Maya Cohen',
  username: 'maya_trades',
  email: 'maya@example.com',
  phone: '+1 555 123 4567',
  password: 'long enough',
  confirmPassword: 'long enough',
  birthYear: '2000',
  parentEmail: '',
};

describe('sign-up validation', () => {
  it('accepts a complete form by email and by phone', () => {
    expect(validateSignUp(good, 'email')).toEqual({});
    expect(validateSignUp({ ...good, email: '' }, 'phone')).toEqual({});
  });

  it('checks only the identifier of the chosen method', () => {
    expect(validateSignUp({ ...good, phone: '' }, 'email')).toEqual({});
    expect(validateSignUp({ ...good, email: 'not-an-email' }, 'phone')).toEqual({});
    expect(validateSignUp({ ...good, email: 'not-an-email' }, 'email')).toEqual({ email: 'auth.validation.email' });
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    expect(validateSignUp({ ...good, confirmPassword: 'something else' }, 'email')).toEqual({
      confirmPassword: 'auth.validation.passwordsMismatch',
    });
  });

  it('needs a plausible phone (at least 10 characters)', () => {
    expect(validateSignUp({ ...good, phone: '555 1234' }, 'phone')).toEqual({ phone: 'auth.validation.phone' });
  });

  it('reports every empty field at once', () => {
    const empty = {
      fullName: '',
      username: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      birthYear: '',
      parentEmail: '',
    };
    expect(Object.keys(validateSignUp(empty, 'email')).sort()).toEqual([
      'birthYear',
      'email',
      'fullName',
      'password',
      'username',
    ]);
  });

  it('asks a parent email only under the consent age (a player turning 13 this year counts as 13)', () => {
    const year = new Date().getUTCFullYear();
    const child = { ...good, birthYear: String(year - 12) };
    expect(validateSignUp(child, 'email')).toEqual({ parentEmail: 'auth.validation.parentEmail' });
    expect(validateSignUp({ ...child, parentEmail: good.email }, 'email')).toEqual({
      parentEmail: 'auth.validation.parentEmailOwn',
    });
    expect(validateSignUp({ ...child, parentEmail: 'mom@example.com' }, 'email')).toEqual({});
    expect(validateSignUp({ ...good, birthYear: String(year - 13) }, 'email')).toEqual({});
    expect(validateSignUp({ ...good, birthYear: String(year - 15) }, 'email', 16).parentEmail).toBe(
      'auth.validation.parentEmail',
    );
    expect(validateSignUp({ ...good, birthYear: String(year + 1) }, 'email').birthYear).toBe(
      'auth.validation.birthYear',
    );
    expect(validateSignUp({ ...good, birthYear: '1899' }, 'email').birthYear).toBe('auth.validation.birthYear');
  });

  it('follows the server username and password rules', () => {
    expect(validateSignUp({ ...good, username: 'ab' }, 'email').username).toBe('auth.validation.username');
    expect(validateSignUp({ ...good, username: 'has space' }, 'email').username).toBe('auth.validation.username');
    expect(validateSignUp({ ...good, password: 'short', confirmPassword: 'short' }, 'email').password).toBe(
      'auth.validation.passwordLength',
    );
  });
});

describe('other forms', () => {
  it('sign-in needs the identifier and any password', () => {
    expect(validateSignIn({ email: 'a@b.co', phone: '', password: 'x' }, 'email')).toEqual({});
    expect(hasErrors(validateSignIn({ email: 'a@b.co', phone: '', password: '' }, 'email'))).toBe(true);
  });

  it('sign-in takes a username where the email goes (logins a teacher issued have none)', () => {
    expect(validateSignIn({ email: 'maya4821', phone: '', password: 'x' }, 'email')).toEqual({});
    const wrong = { email: 'auth.validation.emailOrUsername' };
    expect(validateSignIn({ email: 'maya 4821', phone: '', password: 'x' }, 'email')).toEqual(wrong);
    expect(validateSignIn({ email: 'maya@', phone: '', password: 'x' }, 'email')).toEqual(wrong);
  });

  it('a code is exactly 6 digits', () => {
    expect(validateCode('123456')).toEqual({});
    expect(validateCode('12345')).toEqual({ code: 'auth.validation.code' });
    expect(validateCode('12345a')).toEqual({ code: 'auth.validation.code' });
  });

  it('a new password is long enough and confirmed', () => {
    expect(validateNewPassword({ password: 'new password', confirmPassword: 'new password' })).toEqual({});
    expect(validateNewPassword({ password: 'new password', confirmPassword: 'new passw0rd' })).toEqual({
      confirmPassword: 'auth.validation.passwordsMismatch',
    });
  });
});
