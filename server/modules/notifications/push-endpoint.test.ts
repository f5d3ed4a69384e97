import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './notifications.service';

describe('which push endpoints the server will post to', () => {
  it.each<[string, boolean, boolean]>([
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true, true],
    ['https://web.push.apple.com/abc', true, true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true, true],
    ['https://example.com/push', true, false],
    ['https://googleapis.com.evil.example/push', true, false],
    ['http://fcm.googleapis.com/fcm/send/abc', true, false],
    ['http://127.0.0.1:9000/push', true, false],
    ['http://127.0.0.1:9000/push', false, true],
    ['http://localhost/push', false, true],
    ['http://10.0.0.1/push', false, false],
    ['https://user:pw@fcm.googleapis.com/x', true, false],
    ['not a url', false, false],
  ])('%s (production %s): %s', (endpoint, production, allowed) => {
    expect(pushEndpointAllowed(endpoint, production)).toBe(allowed);
  });
});
