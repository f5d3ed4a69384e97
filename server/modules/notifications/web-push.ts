// Web Push with VAPID: the keys are made on first use and kept in app_meta, so every instance
// (and every restart) signs with the same pair the browsers subscribed with.
import webpush from 'web-push';
import type { PushPayload } from '#core/schemas/notifications';
import type { NotificationsRepo, PushTarget } from './notifications.repo';

const VAPID_META_KEY = 'vapid_keys';
/** A push not delivered within a day is stale news; the push service may drop it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export interface PushSender {
  publicKey(): Promise<string>;
  /** 'gone': the push service forgot this subscription (404/410); drop it. */
  send(target: PushTarget, payload: PushPayload): Promise<'sent' | 'gone' | 'failed'>;
}

export function createWebPush({
  repo,
  subject,
  log = console.error,
}: {
  repo: Pick<NotificationsRepo, 'metaValue'>;
  /** An https: origin or a mailto: address the push services may contact. */
  subject: string;
  log?: (line: string) => void;
}): PushSender {
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;
  const vapidKeys = () => {
    keys ??= repo
      .metaValue(VAPID_META_KEY, JSON.stringify(webpush.generateVAPIDKeys()))
      .then((value) => JSON.parse(value) as { publicKey: string; privateKey: string })
      .catch((err: unknown) => {
        keys = null;
        throw err;
      });
    return keys;
  };
  return {
    async publicKey() {
      return (await vapidKeys()).publicKey;
    },
    async send(target, payload) {
      const vapid = await vapidKeys();
      try {
        // web-push encrypts and signs; the request itself goes by fetch, which never follows a
        // redirect elsewhere and also speaks plain http to a local push service in the tests.
        const details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: PUSH_TTL_SECONDS,
            urgency: 'normal',
          },
        );
        const headers = Object.fromEntries(
          Object.entries(details.headers as Record<string, string | number>)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers,
          ...(details.body ? { body: new Uint8Array(details.body) } : {}),
          redirect: 'error',
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) return 'gone';
        if (res.ok) return 'sent';
        log(`[notifications] the push service answered ${res.status}`);
        return 'failed';
      } catch (err) {
        log(`[notifications] push failed: ${(err as Error).message}`);
        return 'failed';
      }
    },
  };
}

/** The subject the push services see: the public https origin, else a mailto address. */
export function vapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@bolts.invalid';
}
