// zod, in the browser, checks its schemas without compiling code at run time: its probe for that
// (`new Function`) is an eval the Content-Security-Policy refuses, and the browser reports it as an
// issue on every page. Imported first by web/main.tsx, before any schema is made.
import { config } from 'zod';

config({ jitless: true });
