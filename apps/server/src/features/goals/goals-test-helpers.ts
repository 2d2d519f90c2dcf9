import { AREA_IDS } from '@oola/domain';
import { call, type TestApp } from '../../test/test-app.js';

export const FUTURE = '2099-01-05';

interface Member {
  id: number;
  auth: { authorization: string };
}

/** Saves 3 goals in each of the given areas through the API; answers their ids in order. */
export async function saveAreas(t: TestApp, member: Member, areaIds: number[] = AREA_IDS): Promise<number[]> {
  const ids: number[] = [];
  for (const areaId of areaIds) {
    const { status, body } = await call<{ goalId: number }[]>(t, {
      method: 'POST',
      url: '/api/Goals/PartialSaveGoals',
      headers: member.auth,
      payload: {
        UserId: member.id,
        Goals: [1, 2, 3].map((n) => ({
          GoalId: null,
          AreaId: areaId,
          Text: `Area ${areaId} goal ${n}`,
          CompletedByDate: FUTURE,
        })),
      },
    });
    if (status !== 200) throw new Error(`save failed: ${status}`);
    ids.push(...body.map((goal) => goal.goalId));
  }
  return ids;
}

/** 21 goals, the first seven ordered 1-7 as the top 7. */
export async function saveTopSeven(t: TestApp, member: Member): Promise<number[]> {
  const ids = await saveAreas(t, member);
  const top = ids.filter((_, index) => index % 3 === 0);
  const { status } = await call(t, {
    method: 'PUT',
    url: '/api/Goals/SetSevenGoalsOrder',
    headers: member.auth,
    payload: { Goals: top.map((goalId, index) => ({ GoalId: goalId, SevenGoalOrder: index + 1 })) },
  });
  if (status !== 204) throw new Error(`order failed: ${status}`);
  return top;
}
