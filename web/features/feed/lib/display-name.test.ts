import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

const user = { id: 'u', fullName: null, displayName: null, username: null, email: null, phoneNumber: null };

describe('displayName', () => {
  it('prefers the display name, then the username, the email and the phone; never the full name', () => {
    expect(displayName({ ...user, fullName: 'Maya Levi', displayName: 'Maya T', username: 'maya' })).toBe('Maya T');
    expect(displayName({ ...user, fullName: 'Ada Lovelace', username: 'ada', email: 'a@x.example' })).toBe('ada');
    expect(displayName({ ...user, displayName: '  ', username: 'ada', email: 'a@x.example' })).toBe('ada');
    expect(displayName({ ...user, email: 'a@x.example', phoneNumber: '+15550000000' })).toBe('a@x.example');
    expect(displayName({ ...user, phoneNumber: '+15550000000' })).toBe('+15550000000');
  });
});
