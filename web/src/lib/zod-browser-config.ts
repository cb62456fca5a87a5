import { config } from 'zod/v4/core';

// Our CSP forbids eval. zod probes for `new Function` before compiling fast object parsers; the
// probe's throw is caught, but the browser still reports a CSP violation on every page that
// validates a form (Lighthouse counts it against best practices). Run zod without that probe.
config({ jitless: true });
