// zod as the browser's build hands it to every module that imports `zod` (vite.config.ts resolves
// it here): with `jitless` set before any schema exists. When an object schema is made, zod probes
// for run-time code (`new Function`), an eval the Content-Security-Policy refuses and the browser
// reports as an issue. Set here, not first thing in the entry, so zod loads only with the pages that
// validate something.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
