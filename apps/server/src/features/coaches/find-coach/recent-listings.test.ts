import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client.js';
import type { ListingRow } from '../directory/service.js';
import { recentListings } from './recent-listings.js';

afterEach(() => vi.restoreAllMocks());

const readListings = () => vi.fn(async (_db: Db): Promise<ListingRow[]> => []);

describe('recentListings', () => {
  it('reads the directory once per two seconds and per database', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const activeListings = readListings();
    const db = {} as Db;
    await recentListings(db, activeListings);
    await recentListings(db, activeListings);
    expect(activeListings).toHaveBeenCalledTimes(1);
    await recentListings({} as Db, activeListings);
    expect(activeListings).toHaveBeenCalledTimes(2);
    now.mockReturnValue(11_999);
    await recentListings(db, activeListings);
    expect(activeListings).toHaveBeenCalledTimes(2);
    now.mockReturnValue(12_000);
    await recentListings(db, activeListings);
    expect(activeListings).toHaveBeenCalledTimes(3);
  });

  it('reads again after a failed read', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(50_000);
    const activeListings = readListings();
    activeListings.mockRejectedValueOnce(new Error('connection lost'));
    const db = {} as Db;
    await expect(recentListings(db, activeListings)).rejects.toThrow('connection lost');
    await expect(recentListings(db, activeListings)).resolves.toEqual([]);
  });
});
