import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CoachOwnProfile, type CoachPublicListing } from '@oola/domain';
import { coachProfiles } from '../../../db/schema/index.js';
import { type Identity, newActiveCoach, newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newCoach = (fields = {}) => newActiveCoach(t, fields);

const profileFields = {
  firstName: 'Alex',
  lastName: 'Rivera',
  zipCode: '90210',
  country: 'US',
  primaryLanguage: 'Spanish',
  state: 'typed state',
  city: 'typed city',
  emailAddress: 'alex@coach.example.com',
  phoneNumber: '3105550123',
  websiteUrl: 'https://alexrivera.example.com',
  calendlyUrl: 'https://calendar.example.com/alex',
  instagramUsername: '@alex.coaches',
  tikTokUsername: 'alexcoach',
};
const bioFields = {
  listingPageHeader: 'Balance for busy parents',
  myOffer: 'Weekly 30-minute sessions with a plan you can keep.',
  aboutMe: 'Parent of three, former teacher, coach for six years.',
  rateItemCode: 'COACH-SESSION-095',
  testimonial: { text: 'Alex gave me my evenings back.', fullName: 'Jo', location: 'Reno NV', clientPermission: true },
};

const getMine = (coach: Identity, id = coach.id) =>
  call<CoachOwnProfile & { message: string }>(t, {
    method: 'GET',
    url: `/api/Coach/GetMyProfile/${id}`,
    headers: coach.auth,
  });
const send = (method: 'POST' | 'PUT', path: string, coach: Identity | null, payload: object) =>
  call<{ message: string; errors?: unknown[] }>(t, {
    method,
    url: `/api/Coach/${path}`,
    headers: coach?.auth ?? {},
    payload,
  });
const listing = (id: number) =>
  call<CoachPublicListing>(t, { method: 'GET', url: `/api/Coach/GetDirectoryListingInfoPublic/${id}` });

describe('GET Coach/GetMyProfile/{userId}', () => {
  it("answers a new coach's empty profile from the account, with the welcome modal and the rate items", async () => {
    const coach = await newCoach({ firstName: 'Nova', lastName: 'Lee' });
    const { status, body } = await getMine(coach);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: coach.id,
      firstName: 'Nova',
      lastName: 'Lee',
      country: 'US',
      zipCode: '',
      emailAddress: `member${coach.id}@example.test`,
      displayCoachingModal: true,
      listed: false,
      rateItemCode: null,
      testimonial: { text: null, clientPermission: true },
    });
    expect(body.sessionRates.length).toBeGreaterThanOrEqual(5);
    expect(body.sessionRates.every((rate) => !rate.selected)).toBe(true);
    expect((await listing(coach.id)).status).toBe(404);
  });

  it('answers 400 for a bad id, 401 without a token, 403 for another id and for a member', async () => {
    const coach = await newCoach();
    const other = await newCoach();
    const member = await newMember(t);
    expect((await call(t, { method: 'GET', url: '/api/Coach/GetMyProfile/abc', headers: coach.auth })).status).toBe(
      400,
    );
    expect((await call(t, { method: 'GET', url: `/api/Coach/GetMyProfile/${coach.id}` })).status).toBe(401);
    expect((await getMine(coach, other.id)).status).toBe(403);
    const refused = await getMine(member);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only active coaches can use the coaching portal.');
  });
});

describe('POST Coach/SaveMyProfile and Coach/SaveMyBio', () => {
  it('saves both, fills city and state from the zip code, and the public listing shows them', async () => {
    const coach = await newCoach();
    const profile = await send('POST', 'SaveMyProfile', coach, { userId: coach.id, ...profileFields });
    expect(profile).toMatchObject({ status: 200, body: { message: 'Your profile has been saved' } });
    expect((await listing(coach.id)).status).toBe(404); // no bio yet: not listed
    const bio = await send('POST', 'SaveMyBio', coach, { UserId: coach.id, ...bioFields });
    expect(bio).toMatchObject({ status: 200, body: { message: 'Your bio has been saved' } });

    const mine = (await getMine(coach)).body;
    expect(mine).toMatchObject({
      firstName: 'Alex',
      city: 'Beverly Hills',
      state: 'CA',
      phoneNumber: '3105550123',
      instagramUsername: 'alex.coaches',
      rateItemCode: 'COACH-SESSION-095',
      currentSessionRate: 95,
      listed: true,
    });
    expect(mine.sessionRates.filter((rate) => rate.selected).map((rate) => rate.itemCode)).toEqual([
      'COACH-SESSION-095',
    ]);
    const { status, body } = await listing(coach.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      firstName: 'Alex',
      city: 'Beverly Hills',
      listingPageHeader: 'Balance for busy parents',
      sessionRate: 95,
      testimonial: 'Alex gave me my evenings back.',
      testimonialFullName: 'Jo',
      primaryLanguage: 'Spanish',
      websiteUrl: 'https://alexrivera.example.com',
      social: { instagram: 'alex.coaches', tikTok: 'alexcoach' },
    });
    expect(JSON.stringify(body)).not.toContain('3105550123');
  });

  it('keeps typed city and state for a zip code the offline data lacks', async () => {
    const coach = await newCoach();
    const saved = await send('POST', 'SaveMyProfile', coach, {
      userId: coach.id,
      ...profileFields,
      zipCode: 'D02 X285',
      country: 'IE',
      city: 'Dublin',
      state: 'Leinster',
    });
    expect(saved.status).toBe(200);
    expect((await getMine(coach)).body).toMatchObject({ city: 'Dublin', state: 'Leinster', country: 'IE' });
  });

  it('takes the scheduling link as optional: empty or left out is none, a link is kept, and empty clears it', async () => {
    const coach = await newCoach();
    const schedulingUrl = async () =>
      (await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id)))[0]?.schedulingUrl;
    const { calendlyUrl: _left, ...withoutLink } = profileFields;
    expect((await send('POST', 'SaveMyProfile', coach, { userId: coach.id, ...withoutLink })).status).toBe(200);
    expect(await schedulingUrl()).toBeNull();
    expect((await send('POST', 'SaveMyProfile', coach, { userId: coach.id, ...profileFields })).status).toBe(200);
    expect(await schedulingUrl()).toBe('https://calendar.example.com/alex');
    expect((await getMine(coach)).body.calendlyUrl).toBe('https://calendar.example.com/alex');
    const cleared = await send('POST', 'SaveMyProfile', coach, { userId: coach.id, ...profileFields, calendlyUrl: '' });
    expect(cleared.status).toBe(200);
    expect(await schedulingUrl()).toBeNull();
    expect((await getMine(coach)).body.calendlyUrl).toBeNull();
  });

  it('stores nothing of a testimonial the client did not allow', async () => {
    const coach = await newCoach();
    const testimonial = { ...bioFields.testimonial, clientPermission: false };
    expect((await send('POST', 'SaveMyBio', coach, { userId: coach.id, ...bioFields, testimonial })).status).toBe(200);
    const [row] = await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
    expect(row).toMatchObject({ testimonial: null, testimonialFullName: null, testimonialClientPermission: false });
  });

  it('answers 400 for each broken rule and writes nothing', async () => {
    const coach = await newCoach();
    const cases: [string, object, string][] = [
      ['SaveMyBio', { ...bioFields, listingPageHeader: 'x'.repeat(151) }, 'at most 150'],
      ['SaveMyBio', { ...bioFields, myOffer: 'x'.repeat(301) }, 'at most 300'],
      ['SaveMyBio', { ...bioFields, aboutMe: 'x'.repeat(751) }, 'at most 750'],
      ['SaveMyBio', { ...bioFields, aboutMe: '   ' }, 'Please tell clients about yourself'],
      ['SaveMyBio', { ...bioFields, rateItemCode: 'FREE-SESSIONS' }, 'Please choose a session rate'],
      ['SaveMyProfile', { ...profileFields, phoneNumber: '310-555-0123' }, '10-digit'],
      ['SaveMyProfile', { ...profileFields, emailAddress: 'not-an-email' }, 'valid email'],
      ['SaveMyProfile', { ...profileFields, websiteUrl: 'javascript:alert(1)' }, 'website address'],
      ['SaveMyProfile', { ...profileFields, calendlyUrl: 'http://calendar.example.com/alex' }, 'scheduling link'],
      ['SaveMyProfile', { ...profileFields, calendlyUrl: 'calendar' }, 'scheduling link'],
      ['SaveMyProfile', { ...profileFields, instagramUsername: 'https://instagram.com/x' }, 'user name only'],
      ['SaveMyProfile', { ...profileFields, country: 'ZZ' }, 'country'],
      ['SaveMyProfile', { ...profileFields, primaryLanguage: 'Klingon' }, 'primary language'],
      ['SaveMyProfile', { ...profileFields, firstName: '' }, 'first name'],
    ];
    for (const [path, fields, message] of cases) {
      const { status, body } = await send('POST', path, coach, { userId: coach.id, ...fields });
      expect({ path, status, message: body.message }).toEqual({
        path,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect((await getMine(coach)).body).toMatchObject({ listed: false, zipCode: '', myOffer: '' });
  });

  it("answers 401 without a token and 403 for another coach's id or a member", async () => {
    const coach = await newCoach();
    const other = await newCoach();
    const member = await newMember(t);
    expect((await send('POST', 'SaveMyProfile', null, { userId: coach.id, ...profileFields })).status).toBe(401);
    expect((await send('POST', 'SaveMyBio', coach, { userId: other.id, ...bioFields })).status).toBe(403);
    expect((await send('POST', 'SaveMyProfile', member, { userId: member.id, ...profileFields })).status).toBe(403);
    expect((await getMine(other)).body.listed).toBe(false);
  });
});

describe('PUT Coach/EditProfile', () => {
  it('saves the profile and the bio together', async () => {
    const coach = await newCoach();
    const edited = await send('PUT', 'EditProfile', coach, { userId: coach.id, ...profileFields, ...bioFields });
    expect(edited.status).toBe(200);
    expect((await getMine(coach)).body).toMatchObject({
      listed: true,
      city: 'Beverly Hills',
      myOffer: bioFields.myOffer,
    });
  });

  it('writes nothing when one half is wrong, 401 without a token, 403 for another id or a member', async () => {
    const coach = await newCoach();
    const bad = await send('PUT', 'EditProfile', coach, {
      userId: coach.id,
      ...profileFields,
      ...bioFields,
      rateItemCode: 'NOPE',
    });
    expect(bad.status).toBe(400);
    expect((await getMine(coach)).body).toMatchObject({ firstName: 'Test', zipCode: '' });
    const body = { userId: coach.id, ...profileFields, ...bioFields };
    expect((await send('PUT', 'EditProfile', null, body)).status).toBe(401);
    expect((await send('PUT', 'EditProfile', await newCoach(), body)).status).toBe(403);
    const member = await newMember(t);
    expect((await send('PUT', 'EditProfile', member, { ...body, userId: member.id })).status).toBe(403);
  });
});

describe('GET Coach/LookupZip', () => {
  const lookup = (query: string, coach: Identity | null) =>
    call<{ city: string; state: string; message: string }>(t, {
      method: 'GET',
      url: `/api/Coach/LookupZip?${query}`,
      headers: coach?.auth ?? {},
    });

  it('answers city and state from the offline data, US by default, Canadian postal codes too', async () => {
    const coach = await newCoach();
    expect((await lookup('zipCode=90210', coach)).body).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
    expect((await lookup('zipCode=80202&country=us', coach)).body).toMatchObject({ city: 'Denver', state: 'CO' });
    expect((await lookup('zipCode=K1A%200B1&country=CA', coach)).body).toMatchObject({ state: 'Ontario' });
  });

  it("answers 404 'Please enter a valid Zip Code' when unknown, 400 with the country message when malformed", async () => {
    const coach = await newCoach();
    expect(await lookup('zipCode=00000', coach)).toMatchObject({
      status: 404,
      body: { message: 'Please enter a valid Zip Code' },
    });
    for (const query of ['zipCode=90210&country=USA', 'zipCode=', 'zipCode=%3Cscript%3E']) {
      const { status, body } = await lookup(query, coach);
      expect({ query, status, message: body.message }).toEqual({
        query,
        status: 400,
        message: expect.stringContaining('Please enter a valid Zip Code and Country'),
      });
    }
  });

  it('answers 401 without a token and 403 for a member', async () => {
    expect((await lookup('zipCode=90210', null)).status).toBe(401);
    expect((await lookup('zipCode=90210', await newMember(t))).status).toBe(403);
  });
});
