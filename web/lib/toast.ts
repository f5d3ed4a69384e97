// Toasts without sonner in the start-up bundle: `toast` here has the calls the app makes of
// sonner's, and loads sonner (and mounts its toaster) on the first call, or once the page is idle.
// Sonner and its styles were 33 KB of every page's first script, for messages that come later.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];

let wanted = false;
const listeners = new Set<() => void>();
let markMounted!: (toast: SonnerToast) => void;
/** Sonner's `toast`, once its toaster listens (from its first effect on: a toast sent before is lost). */
const mounted = new Promise<SonnerToast>((resolve) => (markMounted = resolve));

/** Whether the toaster should be in the page (web/app/toasts.tsx reads it). */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  wanted: () => wanted,
};

/** Called by the mounted toaster once it listens, with sonner's `toast`. */
export function toasterMounted(toast: SonnerToast) {
  markMounted(toast);
}

/** Brings the toaster in (idempotent): its code loads and it mounts. */
export function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function show(send: (toast: SonnerToast) => unknown) {
  wantToaster();
  void mounted.then(send);
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show((t) => t.success(message, data)),
  error: (message: Message, data?: ExternalToast) => show((t) => t.error(message, data)),
  info: (message: Message, data?: ExternalToast) => show((t) => t.info(message, data)),
};
