/** What the rest of coaching uses from clients (../index.ts passes on what other features use). */
export { type ClientRow, clientRows } from './client-rows.js';
export { cacheProcessor } from './cache-processor.js';
export { ClientListCache, CLIENT_LIST_TTL_MS } from './client-list-cache.js';
