import { describe, it } from 'vitest';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
identitiesTestApp((opened) => {
  ({ t, who } = opened);
});

describe('coach profile policy', () => {
  it('useCoachPortal: active coaches only', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: '/api/Coach/GetAssessmentQuestions' }),
      outcomes(403, { coachOfMember: 200, otherCoach: 200 }),
    );
  });

  it('useCoachPortal on an account: the coach’s own only', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/Coach/GetMyStats/${who.coachOfMember.id}` }),
      outcomes(403, { coachOfMember: 200 }),
    );
  });

  it('useCoachPortal for an upload: the id read from the form must be the coach’s own', async () => {
    await walkIdentities(
      t,
      who,
      () => ({
        method: 'POST',
        url: '/api/Coach/UploadProfilePicture',
        headers: { 'content-type': 'multipart/form-data; boundary=policy' },
        payload: `--policy\r\nContent-Disposition: form-data; name="userId"\r\n\r\n${who.coachOfMember.id}\r\n--policy--\r\n`,
      }),
      outcomes(403, { coachOfMember: 400 }),
    );
  });
});
