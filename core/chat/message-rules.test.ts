import { describe, expect, it } from 'vitest';
import { checkMessage, MESSAGE_MAX_LENGTH } from './message-rules';

describe('checkMessage', () => {
  it('trims, and refuses an empty message', () => {
    expect(checkMessage('  hi there  ')).toEqual({ ok: true, text: 'hi there', masked: false });
    expect(checkMessage('   \n ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses messages over the length limit, counting characters not bytes', () => {
    expect(checkMessage('ש'.repeat(MESSAGE_MAX_LENGTH)).ok).toBe(true);
    expect(checkMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('refuses links to outside sites', () => {
    expect(checkMessage('join me at https://example.com')).toEqual({ ok: false, reason: 'link' });
    expect(checkMessage('free bolts at bolts-free.xyz')).toEqual({ ok: false, reason: 'link' });
  });

  it('masks blocked words and says so', () => {
    expect(checkMessage('that trade was stupid lol')).toEqual({
      ok: true,
      text: 'that trade was ****** lol',
      masked: true,
    });
  });
});
