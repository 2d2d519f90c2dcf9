import type { Db } from '../../../db/client.js';
import { activeListings, type ListingRow } from '../directory/index.js';

/**
 * How long GetCoachPicks reuses the directory it read. Every call ranks every listed coach, and reading
 * them is most of the call's cost; a listing edit reaches the picks within this time (on every process).
 */
const LISTINGS_TTL_MS = 2_000;

const held = new WeakMap<Db, { readAt: number; rows: Promise<ListingRow[]> }>();

/** The listed coaches, read (by `read`) at most once per LISTINGS_TTL_MS per database. */
export function recentListings(
  db: Db,
  read: (db: Db) => Promise<ListingRow[]> = activeListings,
): Promise<ListingRow[]> {
  const now = performance.now();
  const entry = held.get(db);
  if (entry && now - entry.readAt < LISTINGS_TTL_MS) return entry.rows;
  const fresh = { readAt: now, rows: read(db) };
  held.set(db, fresh);
  fresh.rows.catch(() => {
    if (held.get(db) === fresh) held.delete(db);
  });
  return fresh.rows;
}
