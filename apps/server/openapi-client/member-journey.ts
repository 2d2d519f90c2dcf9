// A caller that is not our web app: a typed client over the types openapi-typescript generates from the
// served document (./api.ts, written by generated-client.test.ts beside a copy of this file). Nothing here
// comes from the portal's own packages.
import type { components, paths } from './api.js';

type Schemas = components['schemas'];
type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : null;
type Answer<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;
type Input<O> = (O extends { parameters: { path: infer Path } } ? { path: Path } : { path?: undefined }) &
  (O extends { requestBody: { content: { 'application/json': infer Body } } } ? { body: Body } : { body?: undefined });

export function createClient(baseUrl: string) {
  let token: string | undefined;
  async function call<P extends keyof paths, M extends Method>(
    method: M,
    path: P,
    input: Input<Operation<P, M>>,
  ): Promise<Answer<Operation<P, M>>> {
    const url = Object.entries(input.path ?? {}).reduce(
      (at, [name, value]) => at.replace(`{${name}}`, encodeURIComponent(String(value))),
      String(path),
    );
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + url, {
      method: method.toUpperCase(),
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method.toUpperCase()} ${url} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as Answer<Operation<P, M>>;
  }
  return {
    call,
    signIn(session: Schemas['Session']) {
      token = session.token;
    },
  };
}

export interface JourneyOutcome {
  userStepId: number;
  progress: Schemas['UserProgress'];
}

/** Sign up, sign in, the assessment (step 1), the goals (step 2), three actions taken (step 3), the dashboard. */
export async function walkMemberJourney(baseUrl: string, email: string): Promise<JourneyOutcome> {
  const { call, signIn } = createClient(baseUrl);
  const password = 'Journey-pass-2026';
  const signUp: Schemas['SignUpRequest'] = {
    firstName: 'Casey',
    lastName: 'Client',
    email,
    phone: '555-010-2026',
    password,
    timeZone: 'America/Chicago',
  };
  await call('post', '/api/Enrollment/SignUp', { body: signUp });
  const session = await call('post', '/api/Login', { body: { userId: email, password, loginType: 3 } });
  signIn(session);
  const { userId } = session;

  const customize = await call('get', '/api/CustomizeAssessment/GetCustomizeQuestions', {});
  await call('post', '/api/CustomizeAssessment/SaveCustomizeQuestions', {
    body: {
      userId,
      customizeQuestions: customize.map((question) => ({
        questionId: question.questionId,
        optionId: question.options[0]!.optionId,
      })),
    },
  });

  const assessment: Schemas['AssessmentQuestions'] = await call('get', '/api/areas/GetQuestions/{assessmentId}', {
    path: { assessmentId: 0 },
  });
  let assessmentId = 0;
  for (const area of assessment.areas) {
    const saved = await call('post', '/api/Scores/ScorePartialSave', {
      body: {
        userId,
        assessmentId,
        assessmentTypeId: assessment.assessmentTypeId,
        scores: area.questions.map((question) => ({ questionId: question.id, score: 7 })),
      },
    });
    assessmentId = saved.assessmentId;
  }

  const topSeven: number[] = [];
  for (const area of assessment.areas) {
    const goals = [1, 2, 3].map((n) => ({
      areaId: area.areaId,
      text: `${area.name} goal ${n}`,
      completedByDate: '2099-12-31',
    }));
    const saved = await call('post', '/api/Goals/PartialSaveGoals', { body: { userId, goals } });
    topSeven.push(saved[0]!.goalId);
  }
  for (const order of [() => 0, (index: number) => index + 1]) {
    const goals = topSeven.map((goalId, index) => ({ goalId, sevenGoalOrder: order(index) }));
    await call('put', '/api/Goals/SetSevenGoalsOrder', { body: { goals } });
  }
  await call('put', '/api/Goals/SetOolaOne/{goalId}', { path: { goalId: topSeven[0]! } });

  const today: Schemas['SaveActionsResponse'] = await call('post', '/api/Actions', {
    body: { userId, actions: ['Walk after lunch', 'Read ten pages', 'Call a friend'] },
  });
  let userStepId = 0;
  for (const action of today.actions) {
    const taken = await call('put', '/api/Actions/AsyncCompleteAction', { body: { userId, id: action.id } });
    userStepId = taken.userStepId;
  }

  const progress = await call('get', '/api/Dashboard/GetUserProgress/{userId}', { path: { userId } });
  return { userStepId, progress };
}
