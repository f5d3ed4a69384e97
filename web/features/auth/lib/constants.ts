// Numbers the auth page shows or waits on. The starting cash is not one of them: it is the public
// game's, read from the server (web/lib/games).

/** The friend who shared a referral link earns 500 Bolts when the invitee joins. */
export const REFERRAL_BONUS_BOLTS = 500;
/** After a phone account is verified, the page moves on to /profile after 1.5 s. */
export const VERIFIED_REDIRECT_MS = 1500;
/** The server refuses a new code sooner than 30 s after the last one, so the resend button waits too. */
export const RESEND_WAIT_SECONDS = 30;
