import type { SmsProvider } from './messaging';

/**
 * A generic SMS gateway: POSTs {"to","message"} as JSON to BOLTS_SMS_URL with an optional bearer
 * token. Most providers (or a small adapter in front of one) accept this shape.
 */
export function createHttpSms(url: string, token: string | undefined): SmsProvider {
  return {
    name: 'http',
    async send(to, body) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, message: body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
