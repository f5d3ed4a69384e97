// Numbers the auth page waits on. The amounts it shows are the server's: the public game's starting
// cash (web/lib/games) and the referral bonus (web/lib/referral-bonus).

/** After a phone account is verified, the page moves on to /profile after 1.5 s. */
export const VERIFIED_REDIRECT_MS = 1500;
/** The server refuses a new code sooner than 30 s after the last one, so the resend button waits too. */
export const RESEND_WAIT_SECONDS = 30;
