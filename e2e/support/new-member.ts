import type { APIRequestContext, Page } from '@playwright/test';
import { AREAS, GOALS } from '@oola/domain';
import { bearer } from './elearning';
import { signInNewMemberInStepTwo } from './goals';
import { DEMO_PASSWORD, SESSION_KEY } from './session';
import { expect } from './test';

export interface NewMember {
  token: string;
  userId: number;
}

async function ok(response: ReturnType<APIRequestContext['post']>): Promise<unknown> {
  const answered = await response;
  expect(answered.ok(), `${answered.url()} answered ${answered.status()}`).toBeTruthy();
  const body = await answered.text();
  return body ? JSON.parse(body) : null;
}

/**
 * Step 2 by API: three goals per area, each area's first in the top 7 (picked, then ordered by
 * area), the first area's the One goal.
 */
async function setGoals(request: APIRequestContext, member: NewMember) {
  const headers = bearer(member.token);
  const top: number[] = [];
  for (const area of AREAS) {
    const goals = [1, 2, 3].map((n) => ({
      areaId: area.id,
      text: `${area.name} goal ${n}`,
      completedByDate: '2099-12-31',
    }));
    const saved = (await ok(
      request.post('/api/Goals/PartialSaveGoals', { headers, data: { userId: member.userId, goals } }),
    )) as { goalId: number }[];
    top.push(saved[0]!.goalId);
  }
  expect(top).toHaveLength(GOALS.topSeven);
  for (const order of [() => 0, (index: number) => index + 1]) {
    const goals = top.map((goalId, index) => ({ goalId, sevenGoalOrder: order(index) }));
    await ok(request.put('/api/Goals/SetSevenGoalsOrder', { headers, data: { goals } }));
  }
  const { brandName } = (await ok(request.get('/api/Settings'))) as { brandName: string };
  await ok(request.put(`/api/Goals/Set${brandName}One/${top[0]}`, { headers }));
}

/** Step 3 by API: three daily actions, each taken (the tracker's three clicks): the member reaches the dashboard. */
async function takeFirstActions(request: APIRequestContext, member: NewMember) {
  const headers = bearer(member.token);
  const data = { userId: member.userId, actions: ['Walk after lunch', 'Read ten pages', 'Call a friend'] };
  const { actions } = (await ok(request.post('/api/Actions', { headers, data }))) as { actions: { id: number }[] };
  let step = 3;
  for (const action of actions) {
    const done = await ok(
      request.put('/api/Actions/AsyncCompleteAction', { headers, data: { userId: member.userId, id: action.id } }),
    );
    step = (done as { userStepId: number }).userStepId;
  }
  expect(step).toBe(4);
}

/**
 * A member signed up for this run and taken through the whole journey by API (customize questions,
 * Step 1 (each area's scores from `scoreOf`, 7 by default), Step 2, Step 3, a time zone): signed in on the
 * dashboard's step (4), nothing of the e-learning programme started.
 */
export async function signInNewMemberOnDashboard(
  page: Page,
  timeZone: string,
  firstName = 'Sky',
  scoreOf?: (areaId: number) => number,
): Promise<NewMember> {
  const first = await signInNewMemberInStepTwo(page, firstName, scoreOf);
  const member = { token: first.token, userId: first.userId };
  await setGoals(page.request, member);
  await takeFirstActions(page.request, member);
  return signInAgainIn(page, member, timeZone);
}

/** The member's time zone set, then a fresh session, so the client starts from the member's step and time zone. */
async function signInAgainIn(page: Page, member: NewMember, timeZone: string): Promise<NewMember> {
  await ok(
    page.request.put('/api/customer/UpdateUserDefinedTimeZone', {
      headers: bearer(member.token),
      data: { userId: member.userId, definedTimeZoneId: timeZone },
    }),
  );
  const session = (await ok(
    page.request.post('/api/Login', { data: { userId: String(member.userId), password: DEMO_PASSWORD, loginType: 2 } }),
  )) as NewMember;
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  });
  return { token: session.token, userId: member.userId };
}

/**
 * A member signed up for this run and taken by API through Steps 1 and 2 and Step 3's daily actions (`actions`,
 * none taken): signed in on Step 3, whose page opens at the tracker ('Click the Tracker 3 times').
 */
export async function signInNewMemberAtStepThreeTracker(
  page: Page,
  timeZone: string,
  firstName: string,
  actions: string[],
): Promise<NewMember> {
  const first = await signInNewMemberInStepTwo(page, firstName);
  const member = { token: first.token, userId: first.userId };
  await setGoals(page.request, member);
  await ok(
    page.request.post('/api/Actions', { headers: bearer(member.token), data: { userId: member.userId, actions } }),
  );
  return signInAgainIn(page, member, timeZone);
}
