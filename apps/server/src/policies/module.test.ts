import { describe, it } from 'vitest';
import { certificationModules } from '../features/learning/certification/certification-catalogue.js';
import { boardOf, takeAssessment } from '../features/learning/modules/test-helpers.js';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import type { TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
let unlocked: number;
let locked: number;
identitiesTestApp(async (opened) => {
  ({ t, who } = opened);
  await takeAssessment(t, who.member.user, 1);
  const [first, second] = (await boardOf(t, who.member.user)).myBreakthroughExperience;
  unlocked = first!.id;
  locked = second!.id;
});

const get = (url: string) => () => ({ method: 'GET' as const, url });

describe('module policy', () => {
  it('openProgrammeModule: a subscriber, on their own track, once unlocked', async () => {
    await walkIdentities(
      t,
      who,
      get(`/api/elearning/GetELearningModuleDetail/${unlocked}`),
      outcomes(403, { member: 200 }),
    );
    await walkIdentities(t, who, get(`/api/elearning/GetELearningModuleDetail/${locked}`), outcomes(403));
  });

  it('workOnModule: the module must be one the caller may open', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'POST', url: `/api/AdditionalCourse/AddActionSteps/${locked}` }),
      outcomes(403),
    );
  });

  it('openLevel: the member’s own level and below', async () => {
    await walkIdentities(
      t,
      who,
      (caller) => get(`/api/Elearning/GetELearningModules/${caller.id ?? 1}/1`)(),
      outcomes(200, { nonSubscriber: 403 }),
    );
    await walkIdentities(
      t,
      who,
      (caller) => get(`/api/Elearning/GetELearningModules/${caller.id ?? 1}/2`)(),
      outcomes(403),
    );
  });

  it('studyCertification and openCertificationModule: active coaches, one module after the other', async () => {
    const [first, second] = certificationModules();
    await walkIdentities(
      t,
      who,
      get('/api/AdditionalCourse/GetCertificationModules/1009'),
      outcomes(403, { coachOfMember: 200, otherCoach: 200 }),
    );
    await walkIdentities(
      t,
      who,
      get(`/api/AdditionalCourse/GetCertificationModuleDetail/${first!.id}`),
      outcomes(403, { coachOfMember: 200, otherCoach: 200 }),
    );
    await walkIdentities(
      t,
      who,
      get(`/api/AdditionalCourse/GetCertificationModuleDetail/${second!.id}`),
      outcomes(403),
    );
  });
});
