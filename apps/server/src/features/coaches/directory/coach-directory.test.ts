import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachAvailability } from '../../../db/schema/index.js';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../../identity/passwords.js';
import { seedCoachDirectory } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await newActiveCoach(t, { id: 2001, firstName: 'Morgan', lastName: 'Reyes' });
  await seedCoachDirectory(t.database.db, await hashPassword('demo-pass-1'));
});
afterAll(async () => t.close());

interface Card {
  coachId: number;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
  distanceMiles: number | null;
}

const search = (query: string) =>
  call<Card[]>(t, { method: 'GET', url: `/api/FindCoach/GetCoachBySearchTermZipCode?${query}` });

describe('GET /api/FindCoach/GetCoachBySearchTermZipCode', () => {
  it('finds coaches by first, last or full name, case-insensitively', async () => {
    const { status, body } = await search('searchTerm=morgan%20REYES');
    expect(status).toBe(200);
    expect(body.map((coach) => coach.coachId)).toEqual([2001]);
    expect(body[0]).toMatchObject({ city: 'Denver', state: 'CO', distanceMiles: null });
    expect((await search('searchTerm=grant')).body.map((coach) => coach.lastName)).toEqual(['Grant']);
  });

  it('lists coaches nearest first for a zip code', async () => {
    // 98052 is Redmond, WA: Seattle first, then Portland.
    const { status, body } = await search('zipcode=98052&country=US');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(body.slice(0, 2).map((coach) => coach.city)).toEqual(['Seattle', 'Portland']);
    const distances = body.map((coach) => coach.distanceMiles ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Name and zip together: only that coach, with a distance.
    const both = await search('searchTerm=Okafor&zipcode=10001&country=us');
    expect(both.body).toHaveLength(1);
    expect(both.body[0]!.distanceMiles).toBeLessThan(20);
  });

  it('answers an empty list when nothing matches and 400 without a name or zip code', async () => {
    expect((await search('searchTerm=nobody-here')).body).toEqual([]);
    expect((await search('zipcode=00000')).body).toEqual([]);
    expect((await search('zipcode=10001&country=FR')).body).toEqual([]);
    expect((await search('')).status).toBe(400);
    expect((await search('searchTerm=%20&zipcode=')).status).toBe(400);
    expect((await search('zipcode=10001&country=USA')).status).toBe(400);
  });

  it('leaves out members who are not active coaches', async () => {
    await newMember(t, { firstName: 'Morgana', lastName: 'Member' });
    expect((await search('searchTerm=morgan')).body.map((coach) => coach.coachId)).toEqual([2001]);
  });
});

describe('GET /api/Coach/GetDirectoryListingInfoPublic/{coachId}', () => {
  it("answers the coach's public listing without contact details", async () => {
    const { status, body } = await call<Record<string, unknown>>(t, {
      method: 'GET',
      url: '/api/Coach/GetDirectoryListingInfoPublic/2014',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      coachId: 2014,
      firstName: 'Priya',
      sessionRate: 95,
      city: 'San Francisco',
      testimonialFullName: 'Luis',
      testimonialLocation: 'Oakland CA',
      primaryLanguage: 'English',
    });
    expect(body.aboutMe).toEqual(expect.any(String));
    expect(body.social).toMatchObject({ instagram: 'priyacoaches' });
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|5550102014|passwordHash/);
  });

  it('answers schedulingUrl null for a coach without a schedule, 404 for a non-coach, 400 for a bad id', async () => {
    const { body } = await call<{ schedulingUrl: string | null }>(t, {
      method: 'GET',
      url: '/api/Coach/GetDirectoryListingInfoPublic/2004',
    });
    expect(body.schedulingUrl).toBeNull();
    const member = await newMember(t);
    expect(
      (await call(t, { method: 'GET', url: `/api/Coach/GetDirectoryListingInfoPublic/${member.id}` })).status,
    ).toBe(404);
    expect((await call(t, { method: 'GET', url: '/api/Coach/GetDirectoryListingInfoPublic/abc' })).status).toBe(400);
  });
});

describe('how a listed coach is booked', () => {
  const listing = async (coachId: number) =>
    (
      await call<{ schedulingUrl: string | null; weeklyHours: boolean }>(t, {
        method: 'GET',
        url: `/api/Coach/GetDirectoryListingInfoPublic/${coachId}`,
      })
    ).body;

  it('answers weeklyHours true once the coach keeps weekly hours, beside the scheduling link', async () => {
    expect(await listing(2005)).toMatchObject({
      schedulingUrl: 'https://calendar.example.com/diego-alvarez',
      weeklyHours: false,
    });
    expect(await listing(2004)).toMatchObject({ schedulingUrl: null, weeklyHours: false });
    await t.database.db
      .insert(coachAvailability)
      .values({ coachId: 2004, weekday: 2, startMinute: 540, endMinute: 600 });
    expect(await listing(2004)).toMatchObject({ schedulingUrl: null, weeklyHours: true });
  });
});

describe('seedCoachDirectory', () => {
  it('is idempotent', async () => {
    await seedCoachDirectory(t.database.db, await hashPassword('demo-pass-1'));
    expect((await search('zipcode=80202')).body.filter((coach) => coach.coachId === 2001)).toHaveLength(1);
  });
});
