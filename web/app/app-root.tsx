import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Every page's parent: a link opens the next page at its top, Back returns to where the reader
 * was (a reload too), as on a site of separate pages. Changes a page makes to its own address
 * (a filter, a tab, the chosen company) pass `preventScrollReset` and stay where they are.
 */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
