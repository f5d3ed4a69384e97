// Web Push in the browser: subscribing this device with the server's VAPID key, and leaving the
// player's language where the service worker (web/public/sw.js) reads it to word a push message.
import { apiGet, apiSend } from './api-client';

/** Where the service worker looks up the language (Cache storage: the one store both can reach). */
export const PUSH_PREFS_CACHE = 'bolts-prefs';
export const PUSH_LANGUAGE_KEY = '/__prefs/language';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** Saves the player's language for the service worker; best effort (private modes may refuse). */
export async function rememberPushLanguage(language: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PUSH_PREFS_CACHE);
    await cache.put(PUSH_LANGUAGE_KEY, new Response(language, { headers: { 'Content-Type': 'text/plain' } }));
  } catch {
    // Without it the service worker words messages in English.
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks permission (when not yet given), subscribes this browser and tells the server. Resolves with
 * 'denied' when the player (or the browser) said no.
 */
export async function subscribeToPush(language: string): Promise<'subscribed' | 'denied' | 'unsupported'> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiGet<{ publicKey: string }>('/notifications/push-key');
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await rememberPushLanguage(language);
  await apiSend('POST', '/notifications/subscriptions', subscription.toJSON());
  return 'subscribed';
}

/** Unsubscribes this browser and forgets it on the server (another account's endpoint stays theirs). */
export async function unsubscribeFromPush(): Promise<void> {
  if (pushSupport() === 'unsupported') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiSend('DELETE', '/notifications/subscriptions', { endpoint: subscription.endpoint }).catch(() => {});
  await subscription.unsubscribe();
}
