import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { toasterMounted } from '../lib/toast';

// Toasts come in below the top bar (web/components/top-bar.tsx: h-14 and a 1px border), never over
// it: on a phone the bar's controls (the bell, the account) stay in reach while a toast shows.
const BELOW_TOP_BAR = 'calc(3.5rem + 1px + 0.5rem)';

/** Sonner's toaster, in a chunk of its own (web/lib/toast.ts loads it). */
export default function SonnerToaster() {
  // The language's direction, followed when it changes (sonner reads the document's only once).
  const { i18n } = useTranslation(undefined, { useSuspense: false });
  // Runs after the Toaster's own effects, so it is listening by then.
  useEffect(() => toasterMounted(toast), []);
  return (
    <Toaster
      richColors
      position="top-center"
      dir={i18n.dir()}
      offset={{ top: BELOW_TOP_BAR }}
      mobileOffset={{ top: BELOW_TOP_BAR }}
    />
  );
}
