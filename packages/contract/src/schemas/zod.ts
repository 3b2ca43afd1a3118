import { z } from 'zod';

// In browsers zod's compiled parsers would probe `new Function`, which the strict CSP refuses
// (and reports); the interpreted parsers are plenty fast for forms and answers. Every schema
// takes `z` from here, and package.json names this file as having side effects, so no bundle
// can hold a schema without this setting.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
