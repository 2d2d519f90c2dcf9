/** What other features use from coach-clients. */
export { type ClientRow, clientRows } from './client-rows.js';
