import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachingRoom, SessionNote } from '@oola/domain';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoPairs } from '../pairs/seed.js';
import { seedCoachingRoomDemo } from './seed.js';
import { readChat } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo seed of the coaching room', () => {
  it('gives coach 2001 and member 1005 notes and a chat with two unread messages, once', async () => {
    const coach = await newActiveCoach(t, { id: 2001 });
    const member = await newMember(t, { id: 1005, coachId: 2001, timeZone: 'America/Denver' });
    await seedDemoPairs(t.database.db);
    await seedCoachingRoomDemo(t.database.db);
    await seedCoachingRoomDemo(t.database.db);

    const notes = await call<SessionNote[]>(t, {
      method: 'GET',
      url: '/api/SessionComments/getSessionComments/2001/1005',
      headers: member.auth,
    });
    expect(notes.body).toHaveLength(4);
    expect(new Set(notes.body.map((note) => note.authorId))).toEqual(new Set([2001, 1005]));
    const chat = (await readChat(t, coach, '2001/1005')).body;
    expect(chat).toHaveLength(8);
    expect(chat.map((message) => message.createdAt)).toEqual(chat.map((message) => message.createdAt).sort());
    const room = (reader: typeof member) =>
      call<CoachingRoom>(t, {
        method: 'GET',
        url: '/api/CoachingRoom/GetCoachingRoom/2001/1005',
        headers: reader.auth,
      });
    expect((await room(member)).body.pendingMessages).toBe(2);
    expect((await room(coach)).body.pendingMessages).toBe(0);
  });
});
