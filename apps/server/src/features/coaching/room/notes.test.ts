import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COACHING_ROOM, COACHING_ROOM_MESSAGES, type CoachingRoom, type SessionNote } from '@oola/domain';
import { inTransaction } from '../../../events/index.js';
import { coachProfiles, sessionNotes } from '../../../db/schema/index.js';
import { newMember, newActiveCoach, newPair } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { NOT_YOUR_PAIR, PAIR_ENDED } from '../../../policies/pair.js';
import { openPair } from '../pairs/pairs.js';
import { addCredits } from '../credits/ledger.js';
import { type TestUser, ROOM_PAIR } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const readNotes = (reader: TestUser | null, path: string) =>
  call<SessionNote[] & { message: string }>(t, {
    method: 'GET',
    url: `/api/SessionComments/getSessionComments/${path}`,
    headers: reader?.auth ?? {},
  });
const addNote = (author: TestUser | null, payload: object) =>
  call<SessionNote & { message: string }>(t, {
    method: 'POST',
    url: '/api/SessionComments/InsertComment',
    headers: author?.auth ?? {},
    payload,
  });
const notesOfPair = async (coachId: number) =>
  t.database.db.select().from(sessionNotes).where(eq(sessionNotes.coachId, coachId));

describe('SessionComments', () => {
  it('lets the coach and the client write notes and read them newest first, in the reader’s time zone', async () => {
    const { coach, client, path } = await newPair(t, {
      coach: { firstName: 'Casey', timeZone: 'Asia/Tokyo', lastName: 'Coach' },
      client: { firstName: 'Robin', timeZone: 'America/Denver', lastName: 'Client' },
    });
    const first = await addNote(coach, {
      CoachId: coach.id,
      ClientID: client.id,
      Comment: '  First session: sleep.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      authorId: coach.id,
      authorName: 'Casey Coach',
      comment: 'First session: sleep.',
    });
    const second = await addNote(client, { coachId: String(coach.id), clientId: client.id, comment: 'My own note' });
    expect(second.status).toBe(201);

    const byClient = await readNotes(client, path);
    expect(byClient.status).toBe(200);
    expect(byClient.body.map((note) => note.comment)).toEqual(['My own note', 'First session: sleep.']);
    expect(byClient.body[1]!.authorName).toBe('Casey Coach');
    const at = new Date(byClient.body[0]!.createdAt);
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
    expect(byClient.body[0]!.time).toBe(inZone('America/Denver'));
    expect(byClient.body[0]!.date).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    const byCoach = await readNotes(coach, path);
    expect(byCoach.body[0]!.time).toBe(inZone('Asia/Tokyo'));
  });

  it('answers 400 for an empty, blank or too long note, and writes nothing', async () => {
    const { coach, client } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    const cases: [object, string][] = [
      [{ ...pair, comment: '' }, COACHING_ROOM_MESSAGES.emptyNote],
      [{ ...pair, comment: '   \n  ' }, COACHING_ROOM_MESSAGES.emptyNote],
      [{ ...pair, comment: 'x'.repeat(COACHING_ROOM.noteMax + 1) }, COACHING_ROOM_MESSAGES.noteTooLong],
      [{ ...pair, comment: 42 }, ''],
      [{ coachId: 0, clientId: client.id, comment: 'Hi' }, ''],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await addNote(coach, payload);
      expect(status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(body.message).toContain(message);
    }
    expect(await notesOfPair(coach.id)).toEqual([]);
    expect((await addNote(coach, { ...pair, comment: 'x'.repeat(COACHING_ROOM.noteMax) })).status).toBe(201);
  });

  it('answers 401 without a token', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    expect((await readNotes(null, path)).status).toBe(401);
    expect((await addNote(null, { coachId: coach.id, clientId: client.id, comment: 'Hi' })).status).toBe(401);
  });

  it('never shows or takes another pair’s notes, whatever ids a member passes (403)', async () => {
    const mine = await newPair(t, ROOM_PAIR);
    const theirs = await newPair(t, ROOM_PAIR);
    await addNote(theirs.coach, { coachId: theirs.coach.id, clientId: theirs.client.id, comment: 'Private' });
    const attempts = [
      theirs.path,
      `${theirs.coach.id}/${mine.client.id}`,
      `${mine.coach.id}/${theirs.client.id}`,
      `${mine.client.id}/${theirs.client.id}`,
    ];
    for (const path of attempts) {
      const { status, body } = await readNotes(mine.client, path);
      expect(status, path).toBe(403);
      expect(body.message).toBe(NOT_YOUR_PAIR);
      expect(JSON.stringify(body)).not.toContain('Private');
    }
    // The other pair's coach is no coach of this member.
    expect((await readNotes(theirs.coach, mine.path)).status).toBe(403);
    const written = await addNote(mine.client, { coachId: theirs.coach.id, clientId: theirs.client.id, comment: 'x' });
    expect(written.status).toBe(403);
    expect(await notesOfPair(mine.coach.id)).toEqual([]);
  });

  it('keeps a past pair readable but not writable once the member changes coach', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    await addNote(coach, { coachId: coach.id, clientId: client.id, comment: 'Before the change' });
    const next = await newActiveCoach(t);
    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, client.id, next.id, t.clock.now()),
    );
    expect((await readNotes(coach, path)).body.map((note) => note.comment)).toEqual(['Before the change']);
    const late = await addNote(coach, { coachId: coach.id, clientId: client.id, comment: 'After' });
    expect(late.status).toBe(403);
    expect(late.body.message).toBe(PAIR_ENDED);
  });
});

describe('GET CoachingRoom/GetCoachingRoom/{coachId}/{clientId}', () => {
  it('answers both people, the coach’s listing line and location, the client’s sessions and whether the pair is current', async () => {
    const { coach, client, path } = await newPair(t, {
      coach: { firstName: 'Casey', lastName: 'Coach' },
      client: { firstName: 'Robin', lastName: 'Client' },
    });
    await t.database.db.insert(coachProfiles).values({
      userId: coach.id,
      zipCode: '80202',
      city: 'Denver',
      state: 'CO',
      listingPageHeader: 'Evenings back for busy people',
    });
    await addCredits(t.database.db, { userId: client.id, delta: 2, reason: 'purchase' });
    const { status, body } = await call<CoachingRoom>(t, {
      method: 'GET',
      url: `/api/coachingroom/getcoachingroom/${path}`,
      headers: client.auth,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      coachId: coach.id,
      clientId: client.id,
      active: true,
      pendingMessages: 0,
      sessionsRemaining: 2,
      coach: {
        userId: coach.id,
        firstName: 'Casey',
        lastName: 'Coach',
        pictureUrl: null,
        location: 'Denver, CO',
        listingPageHeader: 'Evenings back for busy people',
      },
      client: { userId: client.id, firstName: 'Robin', lastName: 'Client', pictureUrl: null },
    });
  });

  it('answers 400 for a bad id, 401 without a token and 403 outside the pair', async () => {
    const { path } = await newPair(t, ROOM_PAIR);
    const stranger = await newMember(t);
    const get = (url: string, reader: TestUser | null) =>
      call(t, { method: 'GET', url: `/api/CoachingRoom/GetCoachingRoom/${url}`, headers: reader?.auth ?? {} });
    expect((await get('abc/1', stranger)).status).toBe(400);
    expect((await get(path, null)).status).toBe(401);
    expect((await get(path, stranger)).status).toBe(403);
  });
});
