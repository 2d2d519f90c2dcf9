import { describe, it } from 'vitest';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
identitiesTestApp((opened) => {
  ({ t, who } = opened);
});

const get = (url: string) => ({ method: 'GET' as const, url });

describe('member policy', () => {
  it('useAccount: anyone signed in', async () => {
    await walkIdentities(t, who, () => get('/api/Notification/GetNotification'), outcomes(200));
  });

  it('ownAccount: the member’s own id only (403 for anyone else’s)', async () => {
    await walkIdentities(
      t,
      who,
      () => get(`/api/customer/GetCurrentUserStep/${who.member.id}`),
      outcomes(403, { member: 200 }),
    );
    await walkIdentities(t, who, (caller) => get(`/api/customer/GetCurrentUserStep/${caller.id ?? 1}`), outcomes(200));
  });

  it.each([
    ['useGoals', '/api/goals/GetUserGoals'],
    ['useToDo', '/api/ToDoList/GetTasks'],
    ['useLearning', '/api/ELearning/GetAssessmentQuestions/1'],
    ['findCoach', '/api/FindCoach/GetAssessmentQuestions'],
  ])('%s: subscribers only (the non-subscriber gets 403 with the upgrade message)', async (_ability, url) => {
    await walkIdentities(t, who, () => get(url), outcomes(200, { nonSubscriber: 403 }));
  });

  it('buyCoaching: subscribers only, refused before the body is validated', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'POST', url: '/api/Coach/PurchaseSession', payload: {} }),
      outcomes(400, { nonSubscriber: 403 }),
    );
  });

  it('memberOrTheirCoach: the member and their current coach (200 with null: no meeting yet), 403 for anyone else', async () => {
    await walkIdentities(
      t,
      who,
      () => get(`/api/Coach/GetMeeting/${who.member.id}`),
      outcomes(403, { member: 200, coachOfMember: 200 }),
    );
  });
});
