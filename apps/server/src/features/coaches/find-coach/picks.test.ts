import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachPick } from '@oola/domain';
import { assessments, assessmentScores, coachProfiles } from '../../../db/schema/index.js';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { assessmentAreas } from '../../assessment/questions-content.js';

/*
 * The picks' ranking rule (decision 043) through the API: members whose answers and wheels differ
 * get their coaches in different orders.
 */

let t: TestApp;
const coachAuth = new Map<number, { authorization: string }>();

/** Four coaches: Ames (Fitness), Baker (Faith, no scheduling link), Cole (Finance, Field), Dunn (Family, Friends). */
const COACHES = [
  { id: 7101, lastName: 'Ames', focusAreaIds: [1], sessionRate: 60, schedulingUrl: 'https://cal.example/ames' },
  { id: 7104, lastName: 'Baker', focusAreaIds: [4], sessionRate: 50, schedulingUrl: null },
  { id: 7102, lastName: 'Cole', focusAreaIds: [2, 5], sessionRate: 90, schedulingUrl: 'https://cal.example/cole' },
  { id: 7103, lastName: 'Dunn', focusAreaIds: [3, 6], sessionRate: 110, schedulingUrl: 'https://cal.example/dunn' },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const { id, lastName, ...listing } of COACHES) {
    const coach = await newActiveCoach(t, { id, firstName: 'Coach', lastName });
    coachAuth.set(id, coach.auth);
    await t.database.db.insert(coachProfiles).values({
      userId: id,
      zipCode: '80202',
      city: 'Denver',
      state: 'CO',
      listingPageHeader: `${lastName}'s way`,
      ...listing,
    });
  }
});
afterAll(async () => t.close());

/** A completed wheel where every question of area n scores levels[n - 1]. */
async function wheel(userId: number, completedAt: Date, levels: number[]) {
  const [sitting] = await t.database.db
    .insert(assessments)
    .values({ userId, typeId: 1, startedAt: completedAt, completedAt })
    .returning({ id: assessments.id });
  const scores = assessmentAreas().flatMap((area) =>
    area.questions.map((question) => ({
      assessmentId: sitting!.id,
      questionId: question.id,
      score: levels[area.areaId - 1]!,
    })),
  );
  await t.database.db.insert(assessmentScores).values(scores);
}

/** A member with these answers (one option id per question, in order) and wheels; answers their picks' ids. */
async function picksOf(optionIds: number[], wheels: { daysAgo: number; levels: number[] }[] = []) {
  const member = await newMember(t);
  for (const { daysAgo, levels } of wheels) await wheel(member.id, new Date(Date.now() - daysAgo * 86_400_000), levels);
  const details = optionIds.map((optionId) => ({ questionId: Math.floor(optionId / 100), optionId }));
  const saved = await call(t, {
    method: 'POST',
    url: '/api/FindCoach/SaveAssessment',
    headers: member.auth,
    payload: { userId: member.id, details },
  });
  expect(saved.status).toBe(204);
  const { status, body } = await call<CoachPick[]>(t, {
    method: 'GET',
    url: '/api/FindCoach/GetCoachPicks',
    headers: member.auth,
  });
  expect(status).toBe(200);
  return body;
}
const ids = (picks: CoachPick[]) => picks.map((pick) => pick.coachId);

// Money worries first, then work and home: Finance 3, Field 2, Family 2 + 1.
const MONEY_AND_HOME = [102, 203, 303, 403, 503];
const FAMILY_AND_FRIENDS_WEAKEST = [9, 8, 2, 8, 8, 2, 8];

describe('GET FindCoach/GetCoachPicks ranks coaches by answers, latest wheel, budget and timing', () => {
  it('follows the answers when the member has no wheel', async () => {
    const picks = await picksOf(MONEY_AND_HOME);
    expect(ids(picks)).toEqual([7102, 7103, 7101]);
    expect(picks[0]).toMatchObject({ lastName: 'Cole', matchedAreaIds: [2, 5] });
    expect(picks[2]!.matchedAreaIds).toEqual([]);
  });

  it("lets the weakest areas of the member's latest wheel overtake the answers", async () => {
    const picks = await picksOf(MONEY_AND_HOME, [{ daysAgo: 3, levels: FAMILY_AND_FRIENDS_WEAKEST }]);
    expect(ids(picks)).toEqual([7103, 7102, 7104]);
    expect(picks[0]!.matchedAreaIds).toEqual([3, 6]);
  });

  it('uses only the latest wheel: an older wheel with other weak areas no longer counts', async () => {
    const picks = await picksOf(MONEY_AND_HOME, [
      { daysAgo: 200, levels: FAMILY_AND_FRIENDS_WEAKEST },
      { daysAgo: 1, levels: [7, 7, 7, 7, 7, 7, 7] },
    ]);
    expect(ids(picks)).toEqual([7102, 7103, 7101]);
  });

  it("puts coaches within the member's budget first", async () => {
    const upToSeventy = [...MONEY_AND_HOME.slice(0, 4), 501];
    expect(ids(await picksOf(upToSeventy))).toEqual([7101, 7104, 7102]);
  });

  it('favours coaches who can be booked right away when the member wants to start soon', async () => {
    // Faith first, then time for myself (Fitness, Fun), then work (Field).
    const noRush = [104, 201, 305, 403, 503];
    expect(ids(await picksOf(noRush))).toEqual([7104, 7101, 7102]);
    const assoonAsPossible = [104, 201, 305, 401, 503];
    expect(ids(await picksOf(assoonAsPossible))).toEqual([7101, 7104, 7102]);
  });

  it('never offers a coach to themself', async () => {
    const auth = coachAuth.get(7102);
    const details = MONEY_AND_HOME.map((optionId) => ({ questionId: Math.floor(optionId / 100), optionId }));
    await call(t, {
      method: 'POST',
      url: '/api/FindCoach/SaveAssessment',
      headers: auth,
      payload: { userId: 7102, details },
    });
    const { body } = await call<CoachPick[]>(t, { method: 'GET', url: '/api/FindCoach/GetCoachPicks', headers: auth });
    expect(ids(body)).toEqual([7103, 7101, 7104]);
  });
});
