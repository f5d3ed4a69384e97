import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterMounted } from '../lib/toast';

/** Sonner's toaster, in a chunk of its own (web/lib/toast.ts loads it). */
export default function SonnerToaster() {
  // Runs after the Toaster's own effects, so it is listening by then.
  useEffect(() => toasterMounted(toast), []);
  return <Toaster richColors position="top-center" />;
}
