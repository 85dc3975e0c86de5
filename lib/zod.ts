import { z } from 'zod';

// zod probes `new Function` to speed up parsing; the site's CSP forbids eval in the browser, so
// every schema that can reach the browser imports zod from here, where that probe is turned off.
z.config({ jitless: true });

export { z };
