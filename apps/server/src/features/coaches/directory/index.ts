/** What the rest of coaches uses from directory (../index.ts passes on what other features use). */
export { activeListings, card, type ListingRow, publicListing, searchCoaches } from './service.js';
