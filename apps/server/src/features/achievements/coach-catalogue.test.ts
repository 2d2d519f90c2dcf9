import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATION_MODULE_THRESHOLDS,
  COACH_ACHIEVEMENTS,
  memberToday,
  PERFECT_QUIZZES_THRESHOLD,
  type CoachAchievement,
  type CoachAchievementSections,
} from '@oola/domain';
import { actions, coachAchievements, coachSelections, goals } from '../../db/schema/index.js';
import { newMember, newActiveCoach, type Identity } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { certificationModules } from '../learning/certification/certification-catalogue.js';
import { answerQuiz, completeModule } from '../learning/certification/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mine = (coach: Identity, id = coach.id, headers: Record<string, string> = coach.auth) =>
  call<CoachAchievementSections & { message: string }>(t, {
    method: 'GET',
    url: `/api/Coach/GetMyAchievements/${id}`,
    headers,
  });
const earned = (coach: Identity, id = coach.id, headers: Record<string, string> = coach.auth) =>
  call<CoachAchievement[] & { message: string }>(t, {
    method: 'GET',
    url: `/api/Coach/GetAchievements/${id}`,
    headers,
  });
const markDisplayed = (coach: Identity, payload: object, headers: Record<string, string> = coach.auth) =>
  call<{ message: string; errors?: { path: string }[] }>(t, {
    method: 'PUT',
    url: '/api/Coach/UpdateDisplayedBadge',
    headers,
    payload,
  });

const stored = async (coachId: number) =>
  (await t.database.db.select().from(coachAchievements).where(eq(coachAchievements.coachId, coachId))).sort(
    (a, b) => a.achievementId - b.achievementId,
  );
const badgesOf = (sections: CoachAchievementSections): CoachAchievement[] => [
  ...sections.certifications,
  ...sections.lifetimeClients,
  ...sections.clientActionSteps,
  ...sections.clientGoalsAchieved,
];
const achievedIds = (sections: CoachAchievementSections) =>
  badgesOf(sections)
    .filter((badge) => badge.achieved)
    .map((badge) => badge.id);

/** A member who chose the coach, with completed steps and goals of their own (before or after the choice). */
async function clientOf(coach: Identity, { steps = 0, goalsAchieved = 0, ended = false } = {}) {
  const member = await newMember(t, { coachId: ended ? null : coach.id });
  await t.database.db
    .insert(coachSelections)
    .values({ clientId: member.id, coachId: coach.id, endedAt: ended ? new Date() : null });
  const day = memberToday(null);
  if (steps > 0) {
    await t.database.db.insert(actions).values(
      Array.from({ length: steps }, (_, position) => ({
        userId: member.id,
        text: 'Step',
        position,
        day,
        completedAt: new Date(),
      })),
    );
  }
  if (goalsAchieved > 0) {
    await t.database.db.insert(goals).values(
      Array.from({ length: goalsAchieved }, (_, index) => ({
        userId: member.id,
        areaId: (index % 7) + 1,
        text: 'A goal',
        completedByDate: day,
        status: 'completed' as const,
      })),
    );
  }
  return member;
}

describe('the catalogue', () => {
  it('has every badge named in content, and the certification thresholds end the course sections', async () => {
    const coach = await newActiveCoach(t);
    const { body } = await mine(coach);
    expect(badgesOf(body).map((badge) => badge.id)).toEqual(COACH_ACHIEVEMENTS.map((a) => a.id));
    expect(badgesOf(body).every((badge) => badge.achievementName && badge.howToEarn)).toBe(true);
    // 0 (certified), the first module, then the last module of each section.
    const modules = certificationModules();
    const sectionEnds = modules.filter((module, index) => modules[index + 1]?.sectionIndex !== module.sectionIndex);
    expect(CERTIFICATION_MODULE_THRESHOLDS).toEqual([0, 1, ...sectionEnds.map((module) => module.number)]);
    expect(new Set(modules.flatMap((module) => module.quiz?.quiz.key ?? [])).size).toBe(PERFECT_QUIZZES_THRESHOLD);
  });
});

describe('GET Coach/GetMyAchievements/{userId}', () => {
  it('answers a new coach the four sections with only Certified Coach earned, and stores it once', async () => {
    const coach = await newActiveCoach(t, { timeZone: 'America/Denver' });
    const { status, body } = await mine(coach);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'certifications',
      'lifetimeClients',
      'clientActionSteps',
      'clientGoalsAchieved',
    ]);
    expect(body.certifications).toHaveLength(6);
    for (const section of [body.lifetimeClients, body.clientActionSteps, body.clientGoalsAchieved]) {
      expect(section.length).toBeGreaterThan(6);
    }
    expect(achievedIds(body)).toEqual([101]);
    expect(body.certifications[0]).toMatchObject({
      achievementName: 'Certified Coach',
      achieved: true,
      displayed: false,
      fileName: 'coach-badge-101.svg',
      section: 'certifications',
    });
    expect(body.certifications[0]!.completionDate).toMatch(/^[A-Z][a-z]+ \d{2}, \d{4}$/);
    expect(body.lifetimeClients[0]).toMatchObject({ achieved: false, achievementValue: 1, currentValue: 0 });
    await mine(coach);
    expect((await stored(coach.id)).map((row) => row.achievementId)).toEqual([101]);
  });

  it('counts current and past clients, all their completed steps and goals', async () => {
    const coach = await newActiveCoach(t);
    await clientOf(coach, { steps: 30, goalsAchieved: 3 });
    await clientOf(coach, { steps: 25, goalsAchieved: 2, ended: true });
    const other = await newActiveCoach(t);
    await clientOf(other, { steps: 500, goalsAchieved: 50 });
    const { body } = await mine(coach);
    expect(body.lifetimeClients.map((badge) => badge.achieved).slice(0, 2)).toEqual([true, false]);
    expect(body.lifetimeClients[1]).toMatchObject({ achievementValue: 3, currentValue: 2 });
    expect(body.clientActionSteps.filter((badge) => badge.achieved).map((badge) => badge.achievementValue)).toEqual([
      1, 50,
    ]);
    expect(body.clientActionSteps[2]).toMatchObject({ achievementValue: 100, currentValue: 55 });
    expect(body.clientGoalsAchieved.filter((badge) => badge.achieved).map((badge) => badge.achievementValue)).toEqual([
      1, 5,
    ]);
  });

  it('answers 400 for a bad id, 401 without a token, 403 for another coach and for a member', async () => {
    const coach = await newActiveCoach(t);
    const other = await newActiveCoach(t);
    const member = await newMember(t);
    expect((await mine(coach, 'abc' as unknown as number)).status).toBe(400);
    expect((await mine(coach, 0)).status).toBe(400);
    expect((await mine(coach, coach.id, {})).status).toBe(401);
    expect((await mine(coach, other.id)).status).toBe(403);
    const asMember = await mine(member, member.id);
    expect(asMember.status).toBe(403);
    expect(asMember.body.message).toBe('Only active coaches can use the coaching portal.');
    expect(await stored(other.id)).toEqual([]);
    expect(await stored(member.id)).toEqual([]);
  });
});

describe('awards from real events', () => {
  it('awards the coach when a member chooses them and completes a step, once, at the time it happened', async () => {
    const coach = await newActiveCoach(t);
    const member = await newMember(t, { displayCoachingPayment: false });
    const chosen = await call(t, {
      method: 'POST',
      url: `/api/FindCoach/SelectCoach/${coach.id}`,
      headers: member.auth,
    });
    expect(chosen.status).toBe(200);
    await expect.poll(async () => (await stored(coach.id)).map((row) => row.achievementId)).toEqual([101, 201]);

    // Awarded at the server's time, which tests move forward.
    t.clock.advanceDays(3);
    const [action] = await t.database.db
      .insert(actions)
      .values({ userId: member.id, text: 'Walk', day: memberToday(null, t.clock.now()) })
      .returning();
    const done = await call(t, {
      method: 'PUT',
      url: '/api/Actions/AsyncCompleteAction',
      headers: member.auth,
      payload: { userId: member.id, id: action!.id },
    });
    expect(done.status).toBe(200);
    await expect.poll(async () => (await stored(coach.id)).map((row) => row.achievementId)).toEqual([101, 201, 301]);
    const firstStep = (await stored(coach.id)).find((row) => row.achievementId === 301)!;
    expect(Math.abs(firstStep.awardedAt.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
    expect(firstStep.displayed).toBe(false);

    const { body } = await earned(coach);
    expect(body.map((badge) => badge.id)).toEqual([301, 201, 101]);
    expect(await stored(coach.id)).toHaveLength(3);
  });

  it('awards the coach for certification modules and perfect quizzes completed', async () => {
    const coach = await newActiveCoach(t);
    const modules = certificationModules();
    for (const module of modules.slice(0, 3)) {
      if (module.quiz) expect((await answerQuiz(t, coach, module.quiz.id, true)).status).toBe(200);
      expect((await completeModule(t, coach, module.id)).status).toBe(200);
    }
    await expect.poll(async () => (await stored(coach.id)).map((row) => row.achievementId)).toEqual([101, 102, 103]);
    const { body } = await mine(coach);
    expect(body.certifications[3]).toMatchObject({ achieved: false, achievementValue: 6, currentValue: 3 });
    expect(body.certifications[5]).toMatchObject({ achieved: false, achievementValue: 3, currentValue: 1 });
  });
});

describe('GET Coach/GetAchievements/{userId}', () => {
  it("answers 401 without a token and 403 for another coach's id or a member", async () => {
    const coach = await newActiveCoach(t);
    const other = await newActiveCoach(t);
    const member = await newMember(t);
    expect((await earned(coach, coach.id, {})).status).toBe(401);
    expect((await earned(coach, other.id)).status).toBe(403);
    expect((await earned(member, member.id)).status).toBe(403);
    expect((await earned(coach, -1)).status).toBe(400);
    expect(await stored(other.id)).toEqual([]);
  });
});

describe('PUT Coach/UpdateDisplayedBadge', () => {
  it('marks an earned badge displayed, and 404s one not earned', async () => {
    const coach = await newActiveCoach(t);
    await earned(coach);
    const done = await markDisplayed(coach, { UserId: coach.id, AchievementId: 101 });
    expect(done.status).toBe(204);
    expect((await stored(coach.id))[0]!.displayed).toBe(true);
    expect((await markDisplayed(coach, { userId: coach.id, achievementId: 101 })).status).toBe(204);
    const missing = await markDisplayed(coach, { userId: coach.id, achievementId: 408 });
    expect(missing.status).toBe(404);
    expect((await earned(coach)).body[0]!.displayed).toBe(true);
  });

  it('answers 400 for bad input, 401 without a token, 403 for another coach and a member; nothing written', async () => {
    const coach = await newActiveCoach(t);
    const other = await newActiveCoach(t);
    const member = await newMember(t);
    await earned(coach);
    await earned(other);
    for (const payload of [
      { userId: coach.id },
      { userId: coach.id, achievementId: 'first' },
      { userId: coach.id, achievementId: 7 },
      {},
    ]) {
      const bad = await markDisplayed(coach, payload);
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await markDisplayed(coach, { userId: coach.id, achievementId: 101 }, {})).status).toBe(401);
    expect((await markDisplayed(coach, { userId: other.id, achievementId: 101 })).status).toBe(403);
    expect((await markDisplayed(member, { userId: member.id, achievementId: 101 })).status).toBe(403);
    expect((await stored(coach.id))[0]!.displayed).toBe(false);
    expect((await stored(other.id))[0]!.displayed).toBe(false);
  });
});
