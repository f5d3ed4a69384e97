// Which of the auth library's routes answer over HTTP. Only those the app uses stay open: the
// others (update-user above all, which writes user fields) could let a client set what the server
// owns. test/integration/phone-security.test.ts checks every route the library mounts is in one list.

/** Used by the web app (or, for revoke-sessions and is-username-available, kept on purpose). */
export const OPEN_AUTH_PATHS = [
  '/sign-up/email',
  '/sign-in/email',
  '/sign-in/username',
  '/sign-out',
  '/get-session',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/verify-email',
  '/send-verification-email',
  // Ends every session of the caller's own account; nothing else.
  '/revoke-sessions',
  // The username check players need while signing up (rate-limited per address).
  '/is-username-available',
  '/phone/sign-up',
  '/phone/resend',
  '/phone/verify',
  '/phone/sign-in',
  '/phone/reset/request',
  '/phone/reset/confirm',
  '/phone/change/request',
  '/phone/change/confirm',
  '/ok',
  '/error',
] as const;

/** Everything else the library mounts: answered 404 before the library looks at the request. */
export const DISABLED_AUTH_PATHS = [
  '/update-user',
  '/change-email',
  '/change-password',
  '/set-password',
  '/verify-password',
  '/delete-user',
  '/delete-user/callback',
  '/update-session',
  '/list-sessions',
  '/revoke-session',
  '/revoke-other-sessions',
  '/sign-in/social',
  '/callback/:id',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
];
