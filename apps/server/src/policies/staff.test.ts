import { describe, it } from 'vitest';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
identitiesTestApp((opened) => {
  ({ t, who } = opened);
});

describe('staff policy: staff only, refused before the body is validated', () => {
  it.each([
    ['sendNotifications', 'POST', '/api/Notification/Send', 400],
    ['grantCourses', 'POST', '/api/AdditionalCourse/Grant', 400],
    ['answerSupportChats', 'GET', '/api/SupportChat/Staff/Conversations', 200],
    ['readOutbox', 'GET', '/api/Support/Outbox', 200],
  ] as const)('%s', async (_ability, method, url, staffGets) => {
    await walkIdentities(
      t,
      who,
      () => ({ method, url, ...(method === 'POST' ? { payload: {} } : {}) }),
      outcomes(403, { staff: staffGets }),
    );
  });
});
