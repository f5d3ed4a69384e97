import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS as D, notificationSettingsFrom } from './notifications';

describe('stored notification settings read back', () => {
  it.each<[string, unknown, object]>([
    ['nothing stored', null, D],
    ['from before push existed', { tradeAlerts: false, marketNews: true }, { ...D, tradeAlerts: false }],
    ['a bad field falls back alone', { dailyCap: 99, schoolHours: false }, { ...D, schoolHours: false }],
    ['a malformed quiet window', { quietHours: { start: '9pm', end: '07:00' } }, D],
    [
      'a type added since keeps its default',
      { pushTypes: { order_filled: false } },
      { ...D, pushTypes: { ...D.pushTypes, order_filled: false } },
    ],
  ])('%s', (_name, stored, expected) => {
    expect(notificationSettingsFrom(stored)).toEqual(expected);
  });
});
