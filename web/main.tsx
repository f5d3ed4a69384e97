import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import './lib/i18n';
import './styles.css';

// A transition, so React renders the first page in slices of a few milliseconds and the browser
// stays responsive meanwhile; as a plain update its first render ran as one long task (135 ms on
// this machine, over half a second for the phone Lighthouse models).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);

// Installable app: the service worker shows an offline page when a page cannot load (web/public/sw.js).
// Production builds only: in development it would get in the way of Vite's reloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
