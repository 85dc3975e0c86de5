import * as z from 'zod/mini';

// Every schema that can reach the browser imports zod from here. The mini build lets the bundler
// keep only the checks we use (the full build is ~90 KB compressed on every page that validates).
// zod probes `new Function` to speed up parsing; the site's CSP forbids eval, so the probe is off.
z.config({ jitless: true });

export { z };
