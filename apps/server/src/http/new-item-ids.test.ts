import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberToday } from '@oola/domain';
import { actions, goals } from '../db/schema/index.js';
import { FUTURE } from '../features/goals/goals-test-helpers.js';
import { newMember } from '../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The spec's client sends an id with every item it saves and means "new" by 0 (or null, or none):
 * every call that can create an item takes all three as new, and refuses an id no row can have.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ZONE = 'America/Denver';
const NEW_IDS = [{ id: 0 }, { id: null }, {}] as const;
const BAD_IDS = [-1, 2 ** 31, 1.5] as const;
const goalsOf = async (userId: number) => t.database.db.select().from(goals).where(eq(goals.userId, userId));
const actionsOf = async (userId: number) => t.database.db.select().from(actions).where(eq(actions.userId, userId));
const memberInZone = (stepId: number) => newMember(t, { step: stepId, timeZone: ZONE });
type Member = Awaited<ReturnType<typeof newMember>>;

const post = (member: Member, url: string, payload: object) =>
  call<{ message: string; errors?: unknown }>(t, { method: 'POST', url, headers: member.auth, payload });

describe('POST Goals/PartialSaveGoals: GoalId 0, null or none is a new goal', () => {
  const goal = (areaId: number, text: string, id: { id?: number | null }) => ({
    ...('id' in id ? { GoalId: id.id } : {}),
    AreaId: areaId,
    Text: text,
    CompletedByDate: FUTURE,
  });

  it('creates one goal for each of 0, null and none', async () => {
    const member = await memberInZone(2);
    const { status, body } = await call<{ goalId: number; text: string }[]>(t, {
      method: 'POST',
      url: '/api/Goals/PartialSaveGoals',
      headers: member.auth,
      payload: { UserId: member.id, Goals: NEW_IDS.map((id, n) => goal(1, `Goal ${n}`, id)) },
    });
    expect(status).toBe(200);
    expect(body.map((saved) => saved.text)).toEqual(['Goal 0', 'Goal 1', 'Goal 2']);
    expect(new Set(body.map((saved) => saved.goalId)).size).toBe(3);
    expect(await goalsOf(member.id)).toHaveLength(3);
  });

  it('refuses a negative, too large or fractional GoalId with 400 and writes nothing', async () => {
    const member = await memberInZone(2);
    for (const id of BAD_IDS) {
      const answer = await post(member, '/api/Goals/PartialSaveGoals', {
        UserId: member.id,
        Goals: [goal(1, 'Goal', { id })],
      });
      expect(answer.status, String(id)).toBe(400);
    }
    expect(await goalsOf(member.id)).toHaveLength(0);
  });
});

describe('POST Goals/AddDashboardGoal: id 0, null or none', () => {
  const add = (member: Member, id: { id?: number | null }) =>
    post(member, '/api/Goals/AddDashboardGoal', {
      ...id,
      userId: member.id,
      areaId: 2,
      text: 'Review goal',
      completedByDate: FUTURE,
    });

  it('adds a new goal for each of 0, null and none', async () => {
    const member = await memberInZone(7);
    for (const id of NEW_IDS) expect((await add(member, id)).status, JSON.stringify(id)).toBe(200);
    expect(await goalsOf(member.id)).toHaveLength(3);
  });

  it('refuses an id no goal can have, and an existing id (this call only adds), with 400', async () => {
    const member = await memberInZone(7);
    const kept = await add(member, {});
    const [existing] = await goalsOf(member.id);
    expect(kept.status).toBe(200);
    for (const id of [...BAD_IDS, existing!.id]) {
      const answer = await add(member, { id });
      expect(answer.status, String(id)).toBe(400);
    }
    expect(await goalsOf(member.id)).toHaveLength(1);
  });
});

describe('POST Actions/UpdateInsertActions: a row with id 0, null or none is new', () => {
  it('adds one action for each of 0, null and none', async () => {
    const member = await memberInZone(4);
    const rows = NEW_IDS.map((id, n) => ({ ...id, text: `Action ${n}` }));
    const answer = await post(member, '/api/Actions/UpdateInsertActions', { userId: member.id, actions: rows });
    expect(answer.status).toBe(200);
    expect((await actionsOf(member.id)).map((row) => row.text).sort()).toEqual(['Action 0', 'Action 1', 'Action 2']);
  });

  it('refuses a negative, too large or fractional row id with 400 and writes nothing', async () => {
    const member = await memberInZone(4);
    for (const id of BAD_IDS) {
      const answer = await post(member, '/api/Actions/UpdateInsertActions', {
        userId: member.id,
        actions: [{ id, text: 'Action' }],
      });
      expect(answer.status, String(id)).toBe(400);
    }
    expect(await actionsOf(member.id)).toHaveLength(0);
  });
});

describe('POST Actions/UpdateInsertAction: Id 0, null or none is a new daily action', () => {
  const today = () => memberToday(ZONE);

  it('adds one action for each of 0, null and none, a repeat rule with ActionId 0 included', async () => {
    const member = await memberInZone(4);
    for (const [n, id] of NEW_IDS.entries()) {
      const payload = { ...('id' in id ? { Id: id.id } : {}), Text: `Daily ${n}`, UnlockedDate: today() };
      expect((await post(member, '/api/Actions/UpdateInsertAction', payload)).status, JSON.stringify(id)).toBe(200);
    }
    const repeating = await post(member, '/api/Actions/UpdateInsertAction', {
      Id: 0,
      Text: 'Every day',
      UnlockedDate: today(),
      ActionRepeating: { StartDate: today(), EndDate: null, Monday: true, ActionId: 0 },
    });
    expect(repeating.status).toBe(200);
    expect(await actionsOf(member.id)).toHaveLength(4);
  });

  it('refuses a negative, too large or fractional Id (and ActionId) with 400 and writes nothing', async () => {
    const member = await memberInZone(4);
    for (const id of BAD_IDS) {
      const plain = await post(member, '/api/Actions/UpdateInsertAction', { Id: id, Text: 'A', UnlockedDate: today() });
      expect(plain.status, String(id)).toBe(400);
      const rule = { StartDate: today(), Monday: true, ActionId: id };
      const repeating = await post(member, '/api/Actions/UpdateInsertAction', {
        Text: 'A',
        UnlockedDate: today(),
        ActionRepeating: rule,
      });
      expect(repeating.status, String(id)).toBe(400);
    }
    expect(await actionsOf(member.id)).toHaveLength(0);
  });
});

describe('ids that must name an existing item still refuse 0', () => {
  it('answers 400 for id 0 where the call edits, completes or orders an item', async () => {
    const member = await memberInZone(7);
    const edits = [
      {
        method: 'PUT',
        url: '/api/Goals/UpdateDashboardGoal',
        payload: { userId: member.id, id: 0, text: 'x', completedByDate: FUTURE },
      },
      { method: 'PUT', url: '/api/Goals/SetGoalInProgress', payload: { userId: member.id, id: 0 } },
      { method: 'PUT', url: '/api/Goals/SetSevenGoalsOrder', payload: { Goals: [{ GoalId: 0, SevenGoalOrder: 0 }] } },
      { method: 'PUT', url: '/api/Actions/AsyncCompleteAction', payload: { userId: member.id, id: 0 } },
      { method: 'PUT', url: '/api/ToDoList/EditTask', payload: { id: 0, text: 'x', DayNumber: 1 } },
    ] as const;
    for (const edit of edits) {
      const answer = await call(t, { ...edit, headers: member.auth });
      expect(answer.status, edit.url).toBe(400);
    }
  });
});
