import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEETING_MESSAGES, type MeetingRoom } from '@oola/domain';
import { inTransaction } from '../../../events/index.js';
import { coachProfiles, meetings, sessionCredits } from '../../../db/schema/index.js';
import { newActiveCoach, newMember, newPair } from '../../../test/factories/index.js';
import { call, type TestApp, createTestApp } from '../../../test/test-app.js';
import { openPair } from '../pairs/pairs.js';
import { addCredits, NO_SESSIONS_LEFT, sessionsRemaining, spendCredit } from '../credits/ledger.js';
import { meetingLinks } from './service.js';
import { completeCall, createMeetingCall, getMeetingCall, openMeeting, MEETING_PAIR } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const meetingRows = (clientId: number) => t.database.db.select().from(meetings).where(eq(meetings.clientId, clientId));

describe('POST Coach/CreateMeeting/{clientId}', () => {
  it('opens one meeting for the pair whose links lead to the built-in room; creating again answers it', async () => {
    const { coach, client } = await newPair(t, MEETING_PAIR);
    const first = await createMeetingCall(t, coach, client.id);
    expect(first.status).toBe(200);
    expect(first.body.meetingCode).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first.body.coachLink).toBe(`/meeting/${first.body.meetingCode}`);
    expect(first.body.customerLink).toBe(first.body.coachLink);

    const again = await createMeetingCall(t, coach, client.id);
    expect(again.body).toEqual(first.body);
    expect(await meetingRows(client.id)).toHaveLength(1);
    // Opening a meeting uses no credit; completing the session does.
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(3);
  });

  it('answers the same meeting to two creates at once (one open meeting per pair)', async () => {
    const { coach, client } = await newPair(t, MEETING_PAIR);
    const [a, b] = await Promise.all([createMeetingCall(t, coach, client.id), createMeetingCall(t, coach, client.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.meetingCode).toBe(b.body.meetingCode);
    expect(await meetingRows(client.id)).toHaveLength(1);
  });

  it("points both links at the coach's own meeting service when the coach has set one", async () => {
    const { coach, client } = await newPair(t, MEETING_PAIR);
    await t.database.db.insert(coachProfiles).values({
      userId: coach.id,
      zipCode: '80202',
      city: 'Denver',
      state: 'CO',
      externalMeetingUrl: 'https://meet.example.com/morgan',
    });
    const created = await createMeetingCall(t, coach, client.id);
    expect(created.body).toMatchObject({
      coachLink: 'https://meet.example.com/morgan',
      customerLink: 'https://meet.example.com/morgan',
    });
  });

  it('builds absolute links under PUBLIC_URL', () => {
    const row = { code: 'abcdefgh12345678', externalUrl: null } as Parameters<typeof meetingLinks>[0];
    expect(meetingLinks(row, 'https://portal.example.com/').customerLink).toBe(
      'https://portal.example.com/meeting/abcdefgh12345678',
    );
  });

  it('is a 409 when the client has no session credit, and writes nothing', async () => {
    const { coach, client } = await newPair(t, { ...MEETING_PAIR, credits: 0 });
    const created = await createMeetingCall(t, coach, client.id);
    expect(created.status).toBe(409);
    expect(created.body.message).toBe(NO_SESSIONS_LEFT);
    expect(await meetingRows(client.id)).toHaveLength(0);
  });

  it('is a 403 for a coach who is not the client’s, for the client, and once the pair has ended', async () => {
    const { coach, client } = await newPair(t, MEETING_PAIR);
    const otherCoach = await newActiveCoach(t, MEETING_PAIR.coach);
    expect((await createMeetingCall(t, otherCoach, client.id)).status).toBe(403);
    expect((await createMeetingCall(t, client, client.id)).status).toBe(403);
    expect((await createMeetingCall(t, client, coach.id)).status).toBe(403);
    expect((await createMeetingCall(t, coach, 2_000_000_000)).status).toBe(403);

    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, client.id, otherCoach.id, new Date()),
    );
    expect((await createMeetingCall(t, coach, client.id)).status).toBe(403);
    expect(await meetingRows(client.id)).toHaveLength(0);
  });

  it('is a 400 for a client id that is not an id, and a 401 without a token', async () => {
    const { coach } = await newPair(t, MEETING_PAIR);
    for (const id of ['abc', '0', '-3', '2147483648']) {
      const answer = await createMeetingCall(t, coach, id);
      expect(answer.status, id).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String), errors: expect.any(Array) });
    }
    const anonymous = await call(t, { method: 'POST', url: '/api/Coach/CreateMeeting/1' });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET Coach/GetMeeting/{userId}', () => {
  it("answers the member's open meeting, to the member and to their coach", async () => {
    const { coach, client, code } = await openMeeting(t);
    const mine = await getMeetingCall(t, client, client.id);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ coachLink: `/meeting/${code}`, customerLink: `/meeting/${code}`, meetingCode: code });
    expect((await getMeetingCall(t, coach, client.id)).body.meetingCode).toBe(code);
  });

  it('is a 200 with null when the coach has not started one (or it was completed, or there is no coach)', async () => {
    const { coach, client } = await newPair(t, MEETING_PAIR);
    for (const caller of [client, coach]) {
      const none = await getMeetingCall(t, caller, client.id);
      expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: null });
    }

    const created = await createMeetingCall(t, coach, client.id);
    await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: created.body.meetingCode });
    expect((await getMeetingCall(t, client, client.id)).body).toBeNull();

    const noCoach = await newMember(t);
    const alone = await getMeetingCall(t, noCoach, noCoach.id);
    expect({ status: alone.status, body: alone.body }).toEqual({ status: 200, body: null });
  });

  it("is a 403 for another member's id or another coach, 400 for a bad id, 401 without a token", async () => {
    const { client } = await openMeeting(t);
    const stranger = await newMember(t);
    const otherCoach = await newActiveCoach(t, MEETING_PAIR.coach);
    expect((await getMeetingCall(t, stranger, client.id)).status).toBe(403);
    expect((await getMeetingCall(t, otherCoach, client.id)).status).toBe(403);
    expect((await getMeetingCall(t, client, 'x')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/Coach/GetMeeting/${client.id}` })).status).toBe(401);
  });
});

describe('POST Coach/CompleteSession', () => {
  it('uses one credit and closes the meeting; completing again changes nothing', async () => {
    const { coach, client, code } = await openMeeting(t);
    const body = { CoachId: coach.id, UserId: client.id, MeetingCode: code };
    const done = await completeCall(t, coach, body);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ meetingCode: code, sessionsRemaining: 2 });

    const again = await completeCall(t, coach, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(2);
    const spent = await t.database.db.select().from(sessionCredits).where(eq(sessionCredits.userId, client.id));
    expect(spent.filter((entry) => entry.reason === 'session')).toMatchObject([
      { delta: -1, coachId: coach.id, meetingId: expect.any(Number) },
    ]);
    const [row] = await meetingRows(client.id);
    expect(row?.completedAt).not.toBeNull();

    // The pair can meet again: a new meeting with a new code.
    const next = await createMeetingCall(t, coach, client.id);
    expect(next.body.meetingCode).not.toBe(code);
  });

  it('uses one credit when the coach completes twice at once', async () => {
    const { coach, client, code } = await openMeeting(t);
    const body = { coachId: coach.id, userId: client.id, meetingCode: code };
    const answers = await Promise.all([completeCall(t, coach, body), completeCall(t, coach, body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(2);
  });

  it('is a 409 when the member has no credit left, and the meeting stays open', async () => {
    const { coach, client, code } = await openMeeting(t, 1);
    await t.database.db.transaction((tx) => spendCredit(tx, { userId: client.id, reason: 'session' }));
    const refused = await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: code });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(NO_SESSIONS_LEFT);
    expect((await getMeetingCall(t, client, client.id)).body.meetingCode).toBe(code);
  });

  it('uses no credit for a meeting that serves a booking holding one, and one when the booking gave it back', async () => {
    const db = t.database.db;
    const { coach, client, code } = await openMeeting(t, 1);
    await db.update(meetings).set({ bookingId: 424_242 }).where(eq(meetings.code, code));
    await db
      .insert(sessionCredits)
      .values({ userId: client.id, delta: -1, reason: 'booking', bookingId: 424_242, coachId: coach.id });
    const held = await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: code });
    expect(held.status).toBe(200);
    expect(held.body.sessionsRemaining).toBe(0);

    const second = await openMeeting(t, 1);
    await db.update(meetings).set({ bookingId: 434_343 }).where(eq(meetings.code, second.code));
    await db.insert(sessionCredits).values([
      { userId: second.client.id, delta: -1, reason: 'booking', bookingId: 434_343 },
      { userId: second.client.id, delta: 1, reason: 'booking_cancelled', bookingId: 434_343 },
    ]);
    const body = { coachId: second.coach.id, userId: second.client.id, meetingCode: second.code };
    expect((await completeCall(t, second.coach, body)).body.sessionsRemaining).toBe(0);
  });

  it('is a 403 for the member and for another coach, and changes nothing', async () => {
    const { coach, client, code } = await openMeeting(t);
    const otherCoach = await newActiveCoach(t, MEETING_PAIR.coach);
    const asMember = await completeCall(t, client, { coachId: coach.id, userId: client.id, meetingCode: code });
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe(MEETING_MESSAGES.onlyCoach);
    const asStranger = await completeCall(t, otherCoach, {
      coachId: otherCoach.id,
      userId: client.id,
      meetingCode: code,
    });
    expect(asStranger.status).toBe(403);
    expect(
      (await completeCall(t, otherCoach, { coachId: coach.id, userId: client.id, meetingCode: code })).status,
    ).toBe(403);
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(3);
  });

  it("is a 404 for a code that is not this pair's meeting", async () => {
    const { coach, client } = await openMeeting(t);
    const other = await openMeeting(t);
    const unknown = await completeCall(t, coach, {
      coachId: coach.id,
      userId: client.id,
      meetingCode: 'nosuchmeeting123',
    });
    expect(unknown.status).toBe(404);
    const theirs = await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: other.code });
    expect(theirs.status).toBe(404);
    expect(await sessionsRemaining(t.database.db, other.client.id)).toBe(3);
  });

  it('is a 400 for missing or wrong fields, and a 401 without a token', async () => {
    const { coach, client, code } = await openMeeting(t);
    for (const payload of [
      {},
      { coachId: coach.id, userId: client.id },
      { coachId: 'me', userId: client.id, meetingCode: code },
      { coachId: coach.id, userId: client.id, meetingCode: 'short' },
      { coachId: coach.id, userId: client.id, meetingCode: '../../etc/passwd' },
    ]) {
      const answer = await completeCall(t, coach, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await call(t, { method: 'POST', url: '/api/Coach/CompleteSession', payload: {} });
    expect(anonymous.status).toBe(401);
    expect(await sessionsRemaining(t.database.db, client.id)).toBe(3);
  });
});

describe('GET Meeting/Room/{code} and Meeting/IceServers', () => {
  it("tells each of the two people their role and the other's name; anyone else gets a 404", async () => {
    const { coach, client, code } = await openMeeting(t);
    const room = (caller: { auth: Record<string, string> }, meetingCode = code) =>
      call<MeetingRoom>(t, { method: 'GET', url: `/api/Meeting/Room/${meetingCode}`, headers: caller.auth });
    expect((await room(coach)).body).toEqual({
      meetingCode: code,
      role: 'coach',
      coachId: coach.id,
      clientId: client.id,
      peerName: 'Riley',
      completed: false,
    });
    expect((await room(client)).body).toMatchObject({ role: 'member', peerName: 'Morgan' });
    expect((await room(await newMember(t))).status).toBe(404);
    expect((await room(coach, 'bad!')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/Meeting/Room/${code}` })).status).toBe(401);

    await completeCall(t, coach, { coachId: coach.id, userId: client.id, meetingCode: code });
    expect((await room(client)).body.completed).toBe(true);
  });

  it('serves no ICE server by default, to signed-in members only', async () => {
    const member = await newMember(t);
    const ice = await call(t, { method: 'GET', url: '/api/Meeting/IceServers', headers: member.auth });
    expect(ice).toMatchObject({ status: 200, body: { iceServers: [] } });
    expect((await call(t, { method: 'GET', url: '/api/Meeting/IceServers' })).status).toBe(401);
  });
});

describe('credits for a new pair', () => {
  it('lets the coach start once the member has bought sessions', async () => {
    const { coach, client } = await newPair(t, { ...MEETING_PAIR, credits: 0 });
    expect((await createMeetingCall(t, coach, client.id)).status).toBe(409);
    await addCredits(t.database.db, { userId: client.id, delta: 2, reason: 'purchase' });
    expect((await createMeetingCall(t, coach, client.id)).status).toBe(200);
  });
});
