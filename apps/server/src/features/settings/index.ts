/** What other features use from settings. */
export { publicSettings } from './routes.js';
