import { z } from 'zod';

// zod compiles object schemas with `new Function` when it may; the page's CSP allows no eval (security-headers.ts),
// so the browser would refuse it and report a violation each time zod tried. Its plain parser is as correct, and
// this module is imported first, before any schema is used.
z.config({ jitless: true });
