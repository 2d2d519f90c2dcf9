import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import { activeListings } from '../coach-directory/service.js';
import { recentListings } from './recent-listings.js';

vi.mock('../coach-directory/service.js', () => ({ activeListings: vi.fn(async () => []) }));

afterEach(() => vi.restoreAllMocks());

describe('recentListings', () => {
  it('reads the directory once per two seconds and per database', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(10_000);
    const db = {} as Db;
    await recentListings(db);
    await recentListings(db);
    expect(activeListings).toHaveBeenCalledTimes(1);
    await recentListings({} as Db);
    expect(activeListings).toHaveBeenCalledTimes(2);
    now.mockReturnValue(11_999);
    await recentListings(db);
    expect(activeListings).toHaveBeenCalledTimes(2);
    now.mockReturnValue(12_000);
    await recentListings(db);
    expect(activeListings).toHaveBeenCalledTimes(3);
  });

  it('reads again after a failed read', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(50_000);
    vi.mocked(activeListings).mockRejectedValueOnce(new Error('connection lost'));
    const db = {} as Db;
    await expect(recentListings(db)).rejects.toThrow('connection lost');
    await expect(recentListings(db)).resolves.toEqual([]);
  });
});
