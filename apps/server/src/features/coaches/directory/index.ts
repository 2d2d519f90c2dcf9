/** What other features use from coach-directory. */
export { activeListings, card, type ListingRow, publicListing, searchCoaches } from './service.js';
