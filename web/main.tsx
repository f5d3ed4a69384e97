import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import './lib/i18n';
import './styles.css';

// The router (it matches the URL and starts the page's lazy import and prefetches) and the first
// render start in a task of their own, so the scripts' evaluation is not one long task on a slow
// phone. The first render is a transition, so React renders the page in slices of a few ms and
// the browser stays responsive meanwhile; as a plain update it would be one long task.
setTimeout(() => {
  const router = createAppRouter();
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
});

// Installable app: the service worker shows an offline page when a page cannot load (web/public/sw.js).
// Production builds only: in development it would get in the way of Vite's reloads.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
