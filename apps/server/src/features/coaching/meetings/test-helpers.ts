import type { Meeting } from '@oola/domain';
import { newPair, type PairOptions } from '../../../test/factories/index.js';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';

export type Person = Identity;

/** Morgan the coach and Riley the client with 3 session credits (`newPair(t, MEETING_PAIR)`). */
export const MEETING_PAIR = {
  coach: { firstName: 'Morgan' },
  client: { firstName: 'Riley' },
  credits: 3,
} satisfies PairOptions;

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
  const pair = await newPair(t, { ...MEETING_PAIR, credits });
  const created = await createMeetingCall(t, pair.coach, pair.client.id);
  if (created.status !== 200) throw new Error(`CreateMeeting answered ${created.status}`);
  return { ...pair, code: created.body.meetingCode };
}
