import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeZoneOption } from '@oola/domain';
import { users } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const zoneOf = async (id: number) =>
  (await t.database.db.select({ zone: users.timeZone }).from(users).where(eq(users.id, id)))[0]?.zone;

describe('GET /api/customer/GetDefinedTimeZones', () => {
  it('lists IANA zones named as people name them, with their offset and current time as the app writes one', async () => {
    const member = await newMember(t);
    const { status, body } = await call<TimeZoneOption[]>(t, {
      method: 'GET',
      url: '/api/customer/GetDefinedTimeZones',
      headers: member.auth,
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(300);
    const denver = body.find((zone) => zone.id === 'America/Denver')!;
    expect(denver.displayName).toMatch(/^Denver \(Mountain Time, UTC\u2212[67]\)$/);
    expect(denver.currentTime).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    expect(body.find((zone) => zone.id === 'UTC')?.displayName).toBe('Coordinated Universal Time (UTC+0)');
    expect(body.some((zone) => zone.displayName.includes('/') || zone.displayName.includes('_'))).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/customer/GetDefinedTimeZones' })).status).toBe(401);
  });
});

describe('PUT /api/customer/UpdateUserDefinedTimeZone', () => {
  it("saves the member's zone", async () => {
    const member = await newMember(t);
    const { status, body } = await call<{ definedTimeZoneId: string }>(t, {
      method: 'PUT',
      url: '/api/Customer/UpdateUserDefinedTimeZone',
      headers: member.auth,
      payload: { UserId: member.id, DefinedTimeZoneId: 'Europe/Paris' },
    });
    expect(status).toBe(200);
    expect(body.definedTimeZoneId).toBe('Europe/Paris');
    expect(await zoneOf(member.id)).toBe('Europe/Paris');
  });

  it('answers 400 for a missing or unknown zone and writes nothing; 403 and 401', async () => {
    const member = await newMember(t, { timeZone: 'America/Denver' });
    const other = await newMember(t);
    const put = (payload: object, headers: Record<string, string> = member.auth) =>
      call<{ message: string }>(t, { method: 'PUT', url: '/api/customer/UpdateUserDefinedTimeZone', headers, payload });
    const missing = await put({ userId: member.id, definedTimeZoneId: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('The Time Zone is required');
    const unknown = await put({ userId: member.id, definedTimeZoneId: 'Mars/Olympus' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please choose a time zone from the list');
    expect((await put({ userId: other.id, definedTimeZoneId: 'UTC' })).status).toBe(403);
    expect((await put({ userId: member.id, definedTimeZoneId: 'UTC' }, {})).status).toBe(401);
    expect(await zoneOf(member.id)).toBe('America/Denver');
    expect(await zoneOf(other.id)).toBeNull();
  });
});
