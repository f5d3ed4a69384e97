// A way into a trade. Signed in, it is a link straight
// to /trade?company={id}[&action=buy|sell]; signed out, it stores that target and goes to /auth,
// so after sign-in (or sign-up and onboarding) the visitor lands on exactly that trade.
import type { LinkProps } from 'react-router';
import { storeRedirectAfterAuth } from './session';

export type TradeAction = 'buy' | 'sell';

export function tradePath(companyId: string, action?: TradeAction): string {
  return `/trade?company=${encodeURIComponent(companyId)}${action ? `&action=${action}` : ''}`;
}

/** Props for a router <Link> into the trade (state carries the company for the trading floor). */
export function tradeLinkProps(signedIn: boolean, companyId: string, action?: TradeAction): LinkProps {
  const target = tradePath(companyId, action);
  return signedIn
    ? { to: target, state: { company: companyId } }
    : { to: '/auth', onClick: () => storeRedirectAfterAuth(target) };
}
