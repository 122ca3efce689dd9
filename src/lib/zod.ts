/**
 * zod as the site uses it: jitless. By default zod probes whether it may
 * compile validators with `new Function`; the Content-Security-Policy forbids
 * that, so the probe was reported as a violation on every page that parsed
 * data (issue 25). Jitless validation is fast enough for our payloads. Import
 * `z` from here, never from 'zod' directly (src/lib/zod.test.ts checks).
 */
import * as z from 'zod';

z.config({jitless: true});

export {z};
