import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COACHING_ROOM, COACHING_ROOM_MESSAGES, type PendingMessages } from '@oola/domain';
import { inTransaction } from '../../../events/index.js';
import { chatMessages } from '../../../db/schema/index.js';
import { newMember, newPair } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { NOT_YOUR_PAIR } from '../../../policies/pair.js';
import { openPair } from '../pairs/pairs.js';
import { readChat, sendMessage, type TestUser, ROOM_PAIR } from '../room/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const storedOf = async (coachId: number) =>
  t.database.db.select().from(chatMessages).where(eq(chatMessages.coachId, coachId));
const markRead = (reader: TestUser | null, path: string) =>
  call<PendingMessages & { message: string }>(t, {
    method: 'PUT',
    url: `/api/ChatConversation/MarkRead/${path}`,
    headers: reader?.auth ?? {},
  });
const pendingOf = (reader: TestUser) =>
  call<PendingMessages[]>(t, { method: 'GET', url: '/api/ChatConversation/GetPendingMessages', headers: reader.auth });

describe('ChatConversation: sending and reading', () => {
  it('stores a message from either side and answers it with the spec’s fields in the reader’s time zone', async () => {
    const { coach, client, path } = await newPair(t, {
      coach: { firstName: 'Casey', lastName: 'Coach', timeZone: 'Europe/Paris' },
      client: { firstName: 'Robin', lastName: 'Client', timeZone: 'America/Denver' },
    });
    const sent = await sendMessage(t, client, {
      CoachId: coach.id,
      ClientID: client.id,
      Message: '  Hi Casey!  ',
    } as never);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      coachId: coach.id,
      clientId: client.id,
      fromUserId: client.id,
      text: 'Hi Casey!',
      coachName: 'Casey Coach',
      clientName: 'Robin Client',
      fromSMS: false,
    });
    // Stamped with the server's clock.
    expect(Math.abs(Date.parse(sent.body.createdAt) - t.clock.now().getTime())).toBeLessThan(60_000);
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'Hi Robin' });

    const byCoach = await readChat(t, coach, path);
    expect(byCoach.status).toBe(200);
    expect(byCoach.body.map((message) => [message.fromUserId, message.text])).toEqual([
      [client.id, 'Hi Casey!'],
      [coach.id, 'Hi Robin'],
    ]);
    const at = new Date(byCoach.body[0]!.createdAt);
    const time = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(at);
    expect(byCoach.body[0]!.time).toBe(time('Europe/Paris'));
    expect((await readChat(t, client, path)).body[0]!.time).toBe(time('America/Denver'));
  });

  it('stores a resent message once: the same client message id answers the stored message', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    const clientMessageId = randomUUID();
    const body = { coachId: coach.id, clientId: client.id, message: 'Only once', clientMessageId };
    const first = await sendMessage(t, client, body);
    const again = await sendMessage(t, client, { ...body, message: 'Only once (edited)' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    // Unique per sender: the coach may use the same id for their own message.
    expect((await sendMessage(t, coach, { ...body, message: 'Mine' })).status).toBe(201);
    expect((await readChat(t, coach, path)).body.map((message) => message.text)).toEqual(['Only once', 'Mine']);

    // And so may anyone else, on their own pair.
    const elsewhere = await newPair(t, ROOM_PAIR);
    const pairOf = { coachId: elsewhere.coach.id, clientId: elsewhere.client.id };
    expect((await sendMessage(t, elsewhere.client, { ...body, ...pairOf })).status).toBe(201);
  });

  it('answers 409 when a sender reuses a message id on another pair, and stores nothing', async () => {
    const first = await newPair(t, ROOM_PAIR);
    const clientMessageId = randomUUID();
    await sendMessage(t, first.coach, { coachId: first.coach.id, clientId: first.client.id, clientMessageId });
    // The same coach's second client.
    const other = await newMember(t);
    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, other.id, first.coach.id, t.clock.now()),
    );
    const reused = await sendMessage(t, first.coach, { coachId: first.coach.id, clientId: other.id, clientMessageId });
    expect(reused.status).toBe(409);
    expect((reused.body as unknown as { message: string }).message).toBe(COACHING_ROOM_MESSAGES.messageIdReused);
    expect((await readChat(t, first.coach, `${first.coach.id}/${other.id}`)).body).toEqual([]);
  });

  it('answers 400 for an empty or too long message or a bad id, and stores nothing', async () => {
    const { coach, client } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    const cases: [object, string][] = [
      [{ ...pair, message: '' }, COACHING_ROOM_MESSAGES.emptyMessage],
      [{ ...pair, message: ' \n\t ' }, COACHING_ROOM_MESSAGES.emptyMessage],
      [{ ...pair, message: 'x'.repeat(COACHING_ROOM.messageMax + 1) }, COACHING_ROOM_MESSAGES.messageTooLong],
      [{ ...pair, message: 'Hi', clientMessageId: 'not-a-uuid' }, 'must be a UUID'],
      [{ ...pair, clientId: -1, message: 'Hi' }, ''],
    ];
    for (const [payload, message] of cases) {
      const response = await sendMessage(t, client, payload as never);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toContain(message);
    }
    expect(await storedOf(coach.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    const post = await call(t, {
      method: 'POST',
      url: '/api/ChatConversation/InsertChatMessage',
      payload: { coachId: coach.id, clientId: client.id, message: 'Hi' },
    });
    expect(post.status).toBe(401);
    expect((await call(t, { method: 'GET', url: `/api/ChatConversation/getChatMessage/${path}` })).status).toBe(401);
    expect((await markRead(null, path)).status).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/ChatConversation/GetPendingMessages' })).status).toBe(401);
  });

  it('never shows or takes another pair’s chat, whatever ids a member passes (403)', async () => {
    const mine = await newPair(t, ROOM_PAIR);
    const theirs = await newPair(t, ROOM_PAIR);
    await sendMessage(t, theirs.client, { coachId: theirs.coach.id, clientId: theirs.client.id, message: 'Secret' });
    for (const path of [theirs.path, `${theirs.coach.id}/${mine.client.id}`, `${mine.client.id}/${mine.coach.id}`]) {
      const read = await readChat(t, mine.client, path);
      expect(read.status, path).toBe(403);
      expect(JSON.stringify(read.body)).not.toContain('Secret');
      expect((await markRead(mine.client, path)).status).toBe(403);
    }
    const sent = await sendMessage(t, mine.client, { coachId: theirs.coach.id, clientId: theirs.client.id });
    expect(sent.status).toBe(403);
    expect((sent.body as unknown as { message: string }).message).toBe(NOT_YOUR_PAIR);
    expect((await storedOf(theirs.coach.id)).map((row) => row.text)).toEqual(['Secret']);
  });
});

describe('ChatConversation: pages', () => {
  it('answers the newest page by default, the page before beforeId, and the messages after afterId', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    const ids: number[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const from = n % 2 ? client : coach;
      ids.push((await sendMessage(t, from, { coachId: coach.id, clientId: client.id, message: `m${n}` })).body.id);
    }
    const texts = async (query: string) => (await readChat(t, client, path, query)).body.map((message) => message.text);
    expect(await texts('')).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(await texts('?limit=3')).toEqual(['m5', 'm6', 'm7']);
    expect(await texts(`?limit=3&beforeId=${ids[4]}`)).toEqual(['m2', 'm3', 'm4']);
    expect(await texts(`?afterId=${ids[1]}&limit=2`)).toEqual(['m3', 'm4']);
    expect(await texts(`?afterId=${ids[6]}`)).toEqual([]);
  });

  it('answers 400 for a limit out of range or an id that is not a whole number', async () => {
    const { client, path } = await newPair(t, ROOM_PAIR);
    for (const query of [
      '?limit=0',
      `?limit=${COACHING_ROOM.pageMax + 1}`,
      '?afterId=-1',
      '?beforeId=abc',
      '?afterId=1.5',
    ]) {
      expect((await readChat(t, client, path, query)).status, query).toBe(400);
    }
    expect((await markRead(client, `abc/${client.id}`)).status).toBe(400);
  });
});

describe('ChatConversation: read marks and pending messages', () => {
  it('counts the other side’s unread messages per pair and resets them when the chat is opened', async () => {
    const { coach, client, path } = await newPair(t, ROOM_PAIR);
    const pair = { coachId: coach.id, clientId: client.id };
    for (const message of ['one', 'two', 'three']) await sendMessage(t, coach, { ...pair, message });
    await sendMessage(t, client, { ...pair, message: 'reply' });

    expect((await pendingOf(client)).body).toEqual([{ ...pair, pendingMessages: 3 }]);
    expect((await pendingOf(coach)).body).toEqual([{ ...pair, pendingMessages: 1 }]);
    const room = await call<{ pendingMessages: number }>(t, {
      method: 'GET',
      url: `/api/CoachingRoom/GetCoachingRoom/${path}`,
      headers: client.auth,
    });
    expect(room.body.pendingMessages).toBe(3);

    const marked = await markRead(client, path);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ ...pair, pendingMessages: 0 });
    expect((await pendingOf(client)).body[0]!.pendingMessages).toBe(0);
    expect((await pendingOf(coach)).body[0]!.pendingMessages).toBe(1);

    await sendMessage(t, coach, { ...pair, message: 'four' });
    expect((await pendingOf(client)).body[0]!.pendingMessages).toBe(1);
  });

  it('lists every client of a coach, with no messages as 0', async () => {
    const { coach, client } = await newPair(t, ROOM_PAIR);
    const second = await newMember(t);
    await inTransaction(t.database.db, t.app.events, (tx, events) =>
      openPair(tx, events, second.id, coach.id, t.clock.now()),
    );
    await sendMessage(t, second, { coachId: coach.id, clientId: second.id, message: 'Hello coach' });
    expect((await pendingOf(coach)).body).toEqual([
      { coachId: coach.id, clientId: client.id, pendingMessages: 0 },
      { coachId: coach.id, clientId: second.id, pendingMessages: 1 },
    ]);
    expect((await pendingOf(await newMember(t))).body).toEqual([]);
  });
});
