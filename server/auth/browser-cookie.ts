// A long-lived cookie the server alone reads (not the session): the browser keeps it across
// sign-outs, scripts cannot see it, and it is sent on same-site navigation.

export interface BrowserCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };
}

export function browserCookie(
  name: string,
  value: string,
  opts: { production: boolean; maxAgeSeconds: number },
): BrowserCookie {
  return {
    name,
    value,
    options: { httpOnly: true, sameSite: 'lax', secure: opts.production, path: '/', maxAge: opts.maxAgeSeconds },
  };
}
