/** What other features use from journey. */
export { shareContent } from './share-content.js';
