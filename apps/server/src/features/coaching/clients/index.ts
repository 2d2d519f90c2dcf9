/** What other features use from coach-clients. */
export { type ClientRow, clientRows } from './client-rows.js';
export { cacheProcessor } from './cache-processor.js';
export { ClientListCache, CLIENT_LIST_TTL_MS } from './client-list-cache.js';
