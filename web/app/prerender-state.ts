/**
 * The id of the element beside a page the server prerendered that holds the query cache it was
 * drawn from, as JSON, and in `data-language` the language it was drawn in (server/http/prerender
 * writes it, web/main.tsx reads it). A JSON block, not a script: the Content-Security-Policy
 * allows no inline script.
 */
export const PRERENDER_STATE_ID = 'bolts-prerendered';
