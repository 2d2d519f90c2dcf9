/** What other features use from coach-directory. */
export { locateZip } from './geo.js';
export { activeListings, card, type ListingRow, publicListing, searchCoaches } from './service.js';
