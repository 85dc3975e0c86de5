import { config } from 'zod/mini';

// Every schema that can reach the browser uses zod's mini build, imported as `import * as z from
// 'zod/mini'` in its own file so the bundler keeps only the checks it uses (the full build, or a
// namespace passed on from one module to another, is ~90 KB compressed on every page that
// validates). zod probes `new Function` to speed up parsing; the site's CSP forbids eval, so every
// such file also imports this module, which turns the probe off.
config({ jitless: true });
