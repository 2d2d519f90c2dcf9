import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, memberToday, PROGRAMME_PHASES, type CoachClient, type CoachStats } from '@oola/domain';
import {
  actions,
  assessments,
  assessmentScores,
  bookings,
  chatMessages,
  elearningTracks,
  goals,
  meetings,
  moduleCompletions,
  sessionCredits,
} from '../../../db/schema/index.js';
import { newMember, newActiveCoach, joinCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../../test/test-app.js';
import { latestCombinedScore } from '../../assessment/wheels.js';
import { breakthroughKeys, moduleByKey } from '../../learning/modules/catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = Identity;
const HOUR = 60 * 60_000;

const get = <T>(caller: Person | null, path: string) =>
  call<T>(t, { method: 'GET', url: `/api/${path}`, headers: caller ? caller.auth : {} });

/** Completed action steps: `perDay` on each of the given days. */
async function completeSteps(member: Person, days: string[], perDay: number) {
  const rows = days.flatMap((day) =>
    Array.from({ length: perDay }, (_, index) => ({
      userId: member.id,
      text: `step ${index}`,
      day,
      completedAt: t.clock.now(),
    })),
  );
  await t.database.db.insert(actions).values(rows);
}

async function completeGoals(member: Person, count: number) {
  await t.database.db.insert(goals).values(
    Array.from({ length: count }, (_, index) => ({
      userId: member.id,
      areaId: 1 + (index % 7),
      text: `goal ${index}`,
      completedByDate: memberToday(null, t.clock.now()),
      status: 'completed' as const,
    })),
  );
}

/** A coach with an active client who has real progress everywhere, and a past client who moved on. */
async function coachWithClients() {
  const db = t.database.db;
  const now = t.clock.now();
  const today = memberToday(null, now);
  const coach = await newActiveCoach(t, { firstName: 'Morgan' });
  const otherCoach = await newActiveCoach(t);
  const active = await newMember(t, { firstName: 'Ada', lastName: 'Active', level: 1 });
  const past = await newMember(t, { firstName: 'Pat', lastName: 'Past', level: 1 });
  await joinCoach(t, active.id, coach.id, { since: new Date(now.getTime() - 30 * 24 * HOUR) });
  await joinCoach(t, past.id, coach.id, { since: new Date(now.getTime() - 60 * 24 * HOUR) });
  await joinCoach(t, past.id, otherCoach.id, { since: new Date(now.getTime() - 10 * 24 * HOUR) });

  // Streak: three steps yesterday and today (two days); one lone step earlier does not make a day.
  await completeSteps(active, [addDays(today, -1), today], 3);
  await completeSteps(active, [addDays(today, -5)], 1);
  await completeSteps(past, [addDays(today, -3)], 4);
  await completeGoals(active, 2);
  await completeGoals(past, 1);

  const [sitting] = await db
    .insert(assessments)
    .values({ userId: active.id, typeId: 1, completedAt: new Date(now.getTime() - 2 * 24 * HOUR) })
    .returning();
  await db.insert(assessmentScores).values(
    [101, 102, 201, 202, 301, 401, 501, 601, 701].map((questionId, index) => ({
      assessmentId: sitting!.id,
      questionId,
      score: 3 + (index % 7),
    })),
  );

  // The breakthrough started 14 days ago: weeks 1 to 3 are open, 1 and 2 done, so week 3 is the lesson.
  const keys = breakthroughKeys();
  await db
    .insert(elearningTracks)
    .values({ userId: active.id, track: 'breakthrough', level: 1, startDay: addDays(today, -14), moduleKeys: keys });
  await db.insert(moduleCompletions).values(keys.slice(0, 2).map((moduleKey) => ({ userId: active.id, moduleKey })));

  await db.insert(sessionCredits).values([
    { userId: active.id, coachId: coach.id, delta: 5, reason: 'purchase' },
    { userId: active.id, coachId: coach.id, delta: -1, reason: 'session' },
  ]);
  await db.insert(meetings).values([
    { code: `done-${active.id}`, coachId: coach.id, clientId: active.id, completedAt: now },
    { code: `open-${active.id}`, coachId: coach.id, clientId: active.id },
  ]);
  const soon = new Date(now.getTime() + 26 * HOUR);
  await db.insert(bookings).values([
    {
      uid: `later-${active.id}`,
      coachId: coach.id,
      clientId: active.id,
      startsAt: new Date(soon.getTime() + 48 * HOUR),
      endsAt: new Date(soon.getTime() + 48.5 * HOUR),
    },
    {
      uid: `next-${active.id}`,
      coachId: coach.id,
      clientId: active.id,
      startsAt: soon,
      endsAt: new Date(soon.getTime() + HOUR / 2),
    },
    {
      uid: `gone-${active.id}`,
      coachId: coach.id,
      clientId: active.id,
      startsAt: new Date(now.getTime() + 2 * HOUR),
      endsAt: new Date(now.getTime() + 2.5 * HOUR),
      status: 'cancelled',
    },
  ]);
  await db.insert(chatMessages).values(
    ['hello', 'are you there?', 'ok'].map((text, index) => ({
      coachId: coach.id,
      clientId: active.id,
      fromUserId: index === 2 ? coach.id : active.id,
      clientMessageId: `${active.id}-${index}`,
      text,
    })),
  );
  return { coach, active, past, soon, keys };
}

describe('GET Coach/GetMyClients/{userId}', () => {
  it("answers each client's progress and coaching figures from the real tables, past clients flagged", async () => {
    const { coach, active, past, soon, keys } = await coachWithClients();
    const { status, body, response } = await get<CoachClient[]>(coach, `Coach/GetMyClients/${coach.id}`);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body.map((client) => client.clientId)).toEqual([active.id, past.id]);
    const week3 = moduleByKey(keys[2]!).content;
    expect(body[0]).toMatchObject({
      firstName: 'Ada',
      isActiveCustomer: true,
      coachingEndedAt: null,
      customerLevel: 'Level 1',
      stepsTaken: 7,
      currentStreak: 2,
      longestStreak: 2,
      goalsCompleted: 2,
      oolaScore: await latestCombinedScore(t.database.db, active.id),
      currentPhase: 2,
      phaseName: PROGRAMME_PHASES[2],
      currentLesson: week3.title,
      moduleNumber: 3,
      cheatSheetUrl: week3.do!.workbook,
      sessionsCompleted: 1,
      sessionsRemaining: 4,
      pendingMessages: 2,
      nextSession: { startsAt: soon.toISOString(), endsAt: new Date(soon.getTime() + HOUR / 2).toISOString() },
    });
    expect(body[0]!.oolaScore).toBeGreaterThan(0);
    expect(body[0]!.oolaScoreDate).not.toBeNull();
    expect(body[1]).toMatchObject({
      firstName: 'Pat',
      isActiveCustomer: false,
      stepsTaken: 4,
      currentStreak: 0,
      longestStreak: 1,
      goalsCompleted: 1,
      oolaScore: null,
      oolaScoreDate: null,
      currentPhase: 1,
      currentLesson: null,
      moduleNumber: null,
      cheatSheetUrl: null,
      sessionsCompleted: 0,
      sessionsRemaining: 0,
      pendingMessages: 0,
      nextSession: null,
    });
    expect(body[1]!.coachingEndedAt).not.toBeNull();
  });

  it("shows a client's own write at once, and what changed behind the app's back once the list is 30 s old", async () => {
    const { coach, active } = await coachWithClients();
    const pendingOf = async () =>
      (await get<CoachClient[]>(coach, `Coach/GetMyClients/${coach.id}`)).body.find(
        (client) => client.clientId === active.id,
      )!.pendingMessages;
    expect(await pendingOf()).toBe(2);
    const sent = await call(t, {
      method: 'POST',
      url: '/api/ChatConversation/InsertChatMessage',
      headers: active.auth,
      payload: { coachId: coach.id, clientId: active.id, message: 'one more thing' },
    });
    expect(sent.status).toBe(201);
    expect(await pendingOf()).toBe(3);

    await t.database.db.insert(chatMessages).values({
      coachId: coach.id,
      clientId: active.id,
      fromUserId: active.id,
      clientMessageId: `${active.id}-direct`,
      text: 'written straight to the database',
    });
    expect(await pendingOf()).toBe(3);
    t.clock.advanceDays(1);
    expect(await pendingOf()).toBe(4);
  });

  it('answers an empty list to a coach with no clients yet', async () => {
    const coach = await newActiveCoach(t);
    expect((await get(coach, `Coach/GetMyClients/${coach.id}`)).body).toEqual([]);
  });
});

describe('GET Coach/GetMyStats/{userId}', () => {
  it('counts active and lifetime clients and sums what the clients completed', async () => {
    const { coach } = await coachWithClients();
    const { status, body } = await get<CoachStats>(coach, `Coach/GetMyStats/${coach.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({ activeClients: 1, lifeTimeClients: 2, clientActionSteps: 11, clientGoalsAchieved: 3 });

    const clients = (await get<CoachClient[]>(coach, `Coach/GetMyClients/${coach.id}`)).body;
    expect(body.clientActionSteps).toBe(clients.reduce((sum, client) => sum + client.stepsTaken, 0));
    expect(body.clientGoalsAchieved).toBe(clients.reduce((sum, client) => sum + client.goalsCompleted, 0));
  });

  it('follows new data at once (nothing stored)', async () => {
    const coach = await newActiveCoach(t);
    expect((await get<CoachStats>(coach, `Coach/GetMyStats/${coach.id}`)).body).toEqual({
      activeClients: 0,
      lifeTimeClients: 0,
      clientActionSteps: 0,
      clientGoalsAchieved: 0,
    });
    const member = await newMember(t);
    await joinCoach(t, member.id, coach.id, { since: t.clock.now() });
    await completeSteps(member, [memberToday(null, t.clock.now())], 2);
    expect((await get<CoachStats>(coach, `Coach/GetMyStats/${coach.id}`)).body).toMatchObject({
      activeClients: 1,
      lifeTimeClients: 1,
      clientActionSteps: 2,
    });
  });
});

describe.each(['GetMyClients', 'GetMyStats'])('Coach/%s access', (name) => {
  it('is a 401 without a token', async () => {
    const coach = await newActiveCoach(t);
    expect((await get(null, `Coach/${name}/${coach.id}`)).status).toBe(401);
  });

  it("is a 403 for another coach's id and for a member, even their own", async () => {
    const { coach, active } = await coachWithClients();
    const other = await newActiveCoach(t);
    expect((await get(other, `Coach/${name}/${coach.id}`)).status).toBe(403);
    expect((await get(active, `Coach/${name}/${active.id}`)).status).toBe(403);
    expect((await get(active, `Coach/${name}/${coach.id}`)).status).toBe(403);
  });

  it('is a 400 with a message for an id that is not one', async () => {
    const coach = await newActiveCoach(t);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const { status, body } = await get<{ message: string }>(coach, `Coach/${name}/${bad}`);
      expect(status, bad).toBe(400);
      expect(body.message, bad).toBeTruthy();
    }
  });
});
