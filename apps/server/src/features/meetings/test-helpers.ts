import type { Meeting } from '@oola/domain';
import { call, createUser, type TestApp } from '../../test/test-app.js';
import { openPair } from '../coach-pairs/index.js';
import { addCredits } from '../session-credits/index.js';

export type Person = Awaited<ReturnType<typeof createUser>>;

export const createCoach = (t: TestApp) => createUser(t, { userTypeId: 2, isActiveCoach: true, firstName: 'Morgan' });

/** A coach and a client of theirs (the open pair), the client with `credits` session credits. */
export async function coachWithClient(t: TestApp, credits = 3): Promise<{ coach: Person; client: Person }> {
  const db = t.database.db;
  const coach = await createCoach(t);
  const client = await createUser(t, { firstName: 'Riley' });
  await db.transaction((tx) => openPair(tx, client.id, coach.id, new Date()));
  if (credits > 0) await addCredits(db, { userId: client.id, delta: credits, reason: 'purchase' });
  return { coach, client };
}

export const createMeetingCall = (t: TestApp, caller: Person, clientId: number | string) =>
  call<Meeting & { message?: string }>(t, {
    method: 'POST',
    url: `/api/Coach/CreateMeeting/${clientId}`,
    headers: caller.auth,
  });

export const getMeetingCall = (t: TestApp, caller: Person, userId: number | string) =>
  call<Meeting & { message?: string }>(t, {
    method: 'GET',
    url: `/api/Coach/GetMeeting/${userId}`,
    headers: caller.auth,
  });

export const completeCall = (t: TestApp, caller: Person, payload: Record<string, unknown>) =>
  call<{ sessionsRemaining: number; meetingCode: string; completedAt: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/Coach/CompleteSession',
    headers: caller.auth,
    payload,
  });

/** A pair with an open meeting: answers the people and the meeting's code. */
export async function openMeeting(t: TestApp, credits = 3) {
  const pair = await coachWithClient(t, credits);
  const created = await createMeetingCall(t, pair.coach, pair.client.id);
  if (created.status !== 200) throw new Error(`CreateMeeting answered ${created.status}`);
  return { ...pair, code: created.body.meetingCode };
}
