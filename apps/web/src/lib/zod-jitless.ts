/**
 * zod compiles its object parsers with `new Function` unless told not to. Our CSP allows no eval, and even zod's
 * probe for it, caught as it is, is reported as a violation; so zod runs jitless. This is `z.config({ jitless: true })`
 * written to the object zod keeps its configuration in (`globalThis.__zod_globalConfig`, shared by every copy of zod
 * and read when zod loads), because importing zod's `config` put 4 KB gzipped of zod on every page's first load.
 * main.tsx imports it first, before any schema is used; zod-jitless.test.ts checks zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
