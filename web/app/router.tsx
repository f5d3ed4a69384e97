// Routes of SPEC §2. Each page is its own chunk (lazy) so the landing page ships only its code.
import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './layouts/app-shell';
import { PageSpinner } from '../components/ui/spinner';
import { RouteError } from './route-error';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/landing',
    lazy: page(() => import('../features/landing')),
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
  },
  {
    path: '/auth',
    lazy: page(() => import('../features/placeholder')),
    HydrateFallback: PageSpinner,
  },
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      // Signed-out visitors go from the shell to the landing page (accounts arrive in a later release).
      { index: true, element: <Navigate to="/landing" replace /> },
      { path: 'companies', lazy: page(() => import('../features/companies/companies-route')) },
      { path: 'company/:companyId', lazy: page(() => import('../features/companies/company-detail-route')) },
      { path: 'trade', lazy: page(() => import('../features/placeholder')) },
      { path: 'profile', lazy: page(() => import('../features/placeholder')) },
      { path: 'settings', lazy: page(() => import('../features/placeholder')) },
      { path: 'leaderboard', lazy: page(() => import('../features/placeholder')) },
      { path: 'messages', lazy: page(() => import('../features/placeholder')) },
    ],
  },
  { path: '*', lazy: page(() => import('../features/not-found')), HydrateFallback: PageSpinner },
]);
