import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSession } from '@oola/domain';
import { sessions } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { hubSockets } from '../../test/hub-sockets.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, disconnection, signInAgain } from './account-test-helpers.js';

let t: TestApp;
let hubs: Awaited<ReturnType<typeof hubSockets>>;
beforeAll(async () => {
  t = await createTestApp();
  hubs = await hubSockets(t);
});
afterAll(async () => {
  hubs.closeAll();
  await t.close();
});

const PHONE_SIGN_IN = { sourceid: 2, browser: 'Safari', operativeSystem: 'iPhone' };
const list = (authorization: { authorization: string }) =>
  call<AccountSession[]>(t, { method: 'GET', url: '/api/Account/Sessions', headers: authorization });
const endOne = (authorization: { authorization: string }, id: number | string) =>
  call(t, { method: 'DELETE', url: `/api/Account/Sessions/${id}`, headers: authorization });
const endOthers = (authorization: { authorization: string }) =>
  call<{ message: string }>(t, { method: 'POST', url: '/api/Account/Sessions/EndOthers', headers: authorization });

describe('GET /api/Account/Sessions', () => {
  it('lists live sessions with the device of the login payload and the sign-in network, this one first', async () => {
    const member = await newMember(t);
    const phone = await signInAgain(t, member.id, PHONE_SIGN_IN, '203.0.113.77');
    const ended = await signInAgain(t, member.id);
    await call(t, { method: 'POST', url: '/api/Logout', headers: bearer(ended) });

    const answer = await list(bearer(phone));
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    expect(answer.body[0]).toMatchObject({
      device: 'phone',
      browser: 'Safari',
      operatingSystem: 'iPhone',
      approximatePlace: 'Network 203.0.113.x',
      isCurrent: true,
    });
    expect(answer.body[1]).toMatchObject({ isCurrent: false, device: null });
    expect(Date.parse(answer.body[0]!.firstSeenAt)).not.toBeNaN();
  });

  it('describes a session started by sign-up from its user agent and address', async () => {
    const signUp = await call<{ token: string }>(t, {
      method: 'POST',
      url: '/api/Enrollment/SignUp',
      payload: {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor.sessions@example.test',
        phone: '555-321-0099',
        password: 'a-good-password-1',
      },
      headers: {
        'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      },
      remoteAddress: '198.51.100.20',
    });
    expect(signUp.status).toBe(200);
    const [session] = (await list(bearer(signUp.body.token))).body;
    expect(session).toMatchObject({
      browser: 'Safari',
      operatingSystem: 'macOS',
      approximatePlace: 'Network 198.51.100.x',
    });
  });

  it('moves "last seen" forward when the session is used again some minutes later', async () => {
    const member = await newMember(t);
    const [before] = (await list(member.auth)).body;
    t.clock.advanceMinutes(10);
    const [after] = (await list(member.auth)).body;
    expect(Date.parse(after!.lastSeenAt) - Date.parse(before!.lastSeenAt)).toBeGreaterThanOrEqual(10 * 60 * 1000);
    expect(after!.firstSeenAt).toBe(before!.firstSeenAt);
  });

  it('answers 401 without a token', async () => {
    expect((await call(t, { method: 'GET', url: '/api/Account/Sessions' })).status).toBe(401);
  });
});

describe('DELETE /api/Account/Sessions/:sessionId', () => {
  it('ends one of the caller’s sessions and disconnects its sockets at once', async () => {
    const member = await newMember(t);
    const laptop = await signInAgain(t, member.id);
    const socket = await hubs.connected('/actionhub', laptop);
    const gone = disconnection(socket);
    const laptopId = (await list(bearer(laptop))).body.find((session) => session.isCurrent)!.id;

    expect((await endOne(member.auth, laptopId)).status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect((await list(bearer(laptop))).status).toBe(401);
    expect((await list(member.auth)).body.map((session) => session.id)).not.toContain(laptopId);
  });

  it('answers 404 for another person’s session, which stays signed in', async () => {
    const member = await newMember(t);
    const stranger = await newMember(t);
    const strangerSession = (await list(stranger.auth)).body[0]!.id;
    const answer = await endOne(member.auth, strangerSession);
    expect(answer.status).toBe(404);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, strangerSession));
    expect(row!.revokedAt).toBeNull();
    expect((await list(stranger.auth)).status).toBe(200);
  });

  it('answers 400 for an id that is not one, 404 for an ended session and 401 without a token', async () => {
    const member = await newMember(t);
    expect((await endOne(member.auth, 'abc')).status).toBe(400);
    const other = await signInAgain(t, member.id);
    const otherId = (await list(bearer(other))).body.find((session) => session.isCurrent)!.id;
    expect((await endOne(member.auth, otherId)).status).toBe(204);
    expect((await endOne(member.auth, otherId)).status).toBe(404);
    expect((await call(t, { method: 'DELETE', url: `/api/Account/Sessions/${otherId}` })).status).toBe(401);
  });
});

describe('POST /api/Account/Sessions/EndOthers', () => {
  it('signs out every other session of the caller, with their sockets, and no one else’s', async () => {
    const member = await newMember(t);
    const stranger = await newMember(t);
    const others = [await signInAgain(t, member.id), await signInAgain(t, member.id)];
    const sockets = await Promise.all(others.map((token) => hubs.connected('/chathub', token)));
    const gone = sockets.map(disconnection);

    const answer = await endOthers(member.auth);
    expect(answer).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.otherSessionsEnded(2) } });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    for (const token of others) expect((await list(bearer(token))).status).toBe(401);
    expect((await list(member.auth)).body).toHaveLength(1);
    expect((await list(stranger.auth)).status).toBe(200);
    expect((await call(t, { method: 'POST', url: '/api/Account/Sessions/EndOthers' })).status).toBe(401);
  });
});
