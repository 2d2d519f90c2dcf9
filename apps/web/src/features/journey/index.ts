/** What other features use from journey. */
export { useShareContent } from './api';
