/**
 * The id of the element beside a page the server prerendered that holds the query cache it was
 * drawn from, as JSON (server/http/prerender writes it, web/main.tsx reads it). A JSON block, not
 * a script: the Content-Security-Policy allows no inline script.
 */
export const PRERENDER_STATE_ID = 'bolts-prerendered';
