import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACHING_ROOM, type JoinChatAck, type PendingMessages } from '@oola/domain';
import {
  chatMessages,
  chatReadMarks,
  coachingSubscriptions,
  coachMatchAnswers,
  coachSelections,
  meetings,
  payments,
  sessionCredits,
  sessionNotes,
  users,
} from '../../db/schema/index.js';
import { sendMessage, ROOM_PAIR } from './room/test-helpers.js';
import { createMeetingCall } from './meetings/test-helpers.js';
import { addCredits } from './credits/ledger.js';
import { hubSockets } from '../../test/hub-sockets.js';
import { newPair } from '../../test/factories/index.js';
import { call, createTestApp, type TestApp, type Identity } from '../../test/test-app.js';

/**
 * The spec's section 7 "Find a coach and coach side", the calls a member makes (and our own calls the
 * member's coaching pages make): each exists at its path and method, answers 401 without a token and
 * 400 { message, errors } for bad input with nothing written, and refuses another pair's ids with a 403
 * (a 404 where the id is a secret, the meeting code), nothing written. A member never reads another
 * pair's notes, chat or meeting. Each call's answers are tested with its feature.
 */
type Method = 'GET' | 'POST' | 'PUT';
interface Request {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
interface Ids {
  me: number;
  myCoach: number;
  otherClient: number;
  otherCoach: number;
  otherMeetingCode: string;
}
interface MemberCall {
  method: Method;
  /** The path as the spec writes it, parameters in braces. */
  path: string;
  /** Public: answers without a token too (the coach directory). */
  isPublic?: boolean;
  /** Requests with input of a wrong type or out of bounds. */
  bad?: (ids: Ids) => Request[];
  /** Requests on another pair's (or another member's) ids, and the status they must get. */
  others?: (ids: Ids) => Request[];
  otherStatus?: 403 | 404;
}

const pair = (coachId: number, clientId: number) => `${coachId}/${clientId}`;
/** Every pair a member could name that is not theirs: another pair, and theirs with one side swapped. */
const notMyPairs = ({ me, myCoach, otherClient, otherCoach }: Ids) => [
  pair(otherCoach, otherClient),
  pair(myCoach, otherClient),
  pair(otherCoach, me),
];

const SPEC_CALLS: MemberCall[] = [
  {
    method: 'GET',
    path: 'FindCoach/GetCoachBySearchTerm/{term}',
    bad: () => [{ url: 'FindCoach/GetCoachBySearchTerm/Mor%0Agan' }, { url: 'FindCoach/GetCoachBySearchTerm/%20' }],
  },
  { method: 'GET', path: 'FindCoach/GetAssessmentQuestions' },
  {
    method: 'POST',
    path: 'FindCoach/SaveAssessment',
    bad: ({ me }) => [
      { url: 'FindCoach/SaveAssessment', payload: { userId: me, details: 'x' } },
      { url: 'FindCoach/SaveAssessment', payload: { userId: me, details: [{ questionId: 'x', optionId: 1 }] } },
    ],
    others: ({ otherClient }) => [
      { url: 'FindCoach/SaveAssessment', payload: { userId: otherClient, details: [{ questionId: 1, optionId: 1 }] } },
    ],
  },
  { method: 'GET', path: 'FindCoach/GetCoachPicks' },
  {
    method: 'POST',
    path: 'FindCoach/SelectCoach/{coachId}',
    bad: () => [{ url: 'FindCoach/SelectCoach/x' }, { url: 'FindCoach/SelectCoach/0' }],
  },
  { method: 'GET', path: 'FindCoach/GetCoachByUser' },
  {
    method: 'GET',
    path: 'Coach/GetDirectoryListingInfo/{userId}',
    bad: () => [{ url: 'Coach/GetDirectoryListingInfo/x' }],
  },
  {
    method: 'GET',
    path: 'Coach/GetDirectoryListingInfoPublic/{coachId}',
    isPublic: true,
    bad: () => [{ url: 'Coach/GetDirectoryListingInfoPublic/x' }],
  },
  { method: 'GET', path: 'Coach/getProfileInfo/{id}', bad: () => [{ url: 'Coach/getProfileInfo/x' }] },
  {
    method: 'GET',
    path: 'Coach/GetCoachByUserId/{userId}',
    bad: () => [{ url: 'Coach/GetCoachByUserId/x' }],
    others: ({ otherClient }) => [{ url: `Coach/GetCoachByUserId/${otherClient}` }],
  },
  {
    method: 'POST',
    path: 'Coach/PurchaseSession',
    bad: ({ me, myCoach }) => [
      { url: 'Coach/PurchaseSession', payload: { coachId: myCoach, userId: me, quantity: 'x' } },
      { url: 'Coach/PurchaseSession', payload: { coachId: myCoach, userId: me, quantity: -1 } },
    ],
    others: ({ me, myCoach, otherClient, otherCoach }) =>
      [
        { coachId: myCoach, userId: otherClient },
        { coachId: otherCoach, userId: me },
      ].map((payload) => ({
        url: 'Coach/PurchaseSession',
        payload: { ...payload, quantity: 1 },
        headers: { 'idempotency-key': `audit-${payload.coachId}-${payload.userId}` },
      })),
  },
  {
    method: 'GET',
    path: 'SessionComments/getSessionComments/{coachId}/{clientId}',
    bad: ({ myCoach }) => [{ url: `SessionComments/getSessionComments/${myCoach}/x` }],
    others: (ids) => notMyPairs(ids).map((path) => ({ url: `SessionComments/getSessionComments/${path}` })),
  },
  {
    method: 'POST',
    path: 'SessionComments/InsertComment',
    bad: ({ me, myCoach }) => [
      { url: 'SessionComments/InsertComment', payload: { coachId: myCoach, clientId: me, comment: '   ' } },
      { url: 'SessionComments/InsertComment', payload: { coachId: myCoach, clientId: 'x', comment: 'Hi' } },
      {
        url: 'SessionComments/InsertComment',
        payload: { coachId: myCoach, clientId: me, comment: 'x'.repeat(COACHING_ROOM.noteMax + 1) },
      },
    ],
    others: (ids) =>
      notMyPairs(ids).map((path) => {
        const [coachId, clientId] = path.split('/').map(Number);
        return { url: 'SessionComments/InsertComment', payload: { coachId, clientId, comment: 'Peeking' } };
      }),
  },
  {
    method: 'GET',
    path: 'ChatConversation/getChatMessage/{coachId}/{clientId}',
    bad: ({ me, myCoach }) => [
      { url: `ChatConversation/getChatMessage/${myCoach}/x` },
      { url: `ChatConversation/getChatMessage/${pair(myCoach, me)}?afterId=x` },
      { url: `ChatConversation/getChatMessage/${pair(myCoach, me)}?limit=${COACHING_ROOM.pageMax + 1}` },
    ],
    others: (ids) => notMyPairs(ids).map((path) => ({ url: `ChatConversation/getChatMessage/${path}` })),
  },
  {
    method: 'POST',
    path: 'ChatConversation/InsertChatMessage',
    bad: ({ me, myCoach }) => [
      { url: 'ChatConversation/InsertChatMessage', payload: { coachId: myCoach, clientId: me, message: '' } },
      {
        url: 'ChatConversation/InsertChatMessage',
        payload: { coachId: myCoach, clientId: me, message: 'Hi', clientMessageId: 'not-a-uuid' },
      },
    ],
    others: (ids) =>
      notMyPairs(ids).map((path) => {
        const [coachId, clientId] = path.split('/').map(Number);
        return { url: 'ChatConversation/InsertChatMessage', payload: { coachId, clientId, message: 'Peeking' } };
      }),
  },
  {
    method: 'GET',
    path: 'Coach/GetMeeting/{userId}',
    bad: () => [{ url: 'Coach/GetMeeting/x' }],
    others: ({ otherClient }) => [{ url: `Coach/GetMeeting/${otherClient}` }],
  },
];

/** Our own calls behind the member's coaching pages (the spec names none). */
const OWN_CALLS: MemberCall[] = [
  {
    method: 'GET',
    path: 'CoachingRoom/GetCoachingRoom/{coachId}/{clientId}',
    bad: ({ me }) => [{ url: `CoachingRoom/GetCoachingRoom/x/${me}` }],
    others: (ids) => notMyPairs(ids).map((path) => ({ url: `CoachingRoom/GetCoachingRoom/${path}` })),
  },
  {
    method: 'PUT',
    path: 'ChatConversation/MarkRead/{coachId}/{clientId}',
    bad: ({ me }) => [{ url: `ChatConversation/MarkRead/x/${me}` }],
    others: (ids) => notMyPairs(ids).map((path) => ({ url: `ChatConversation/MarkRead/${path}` })),
  },
  { method: 'GET', path: 'ChatConversation/GetPendingMessages' },
  {
    method: 'GET',
    path: 'Meeting/Room/{meetingCode}',
    bad: () => [{ url: 'Meeting/Room/not%20a%20code' }],
    others: ({ otherMeetingCode }) => [{ url: `Meeting/Room/${otherMeetingCode}` }],
    otherStatus: 404,
  },
  { method: 'GET', path: 'Meeting/IceServers' },
  { method: 'GET', path: 'Payments/Account' },
  { method: 'GET', path: 'Payments/Card' },
  {
    method: 'PUT',
    path: 'Payments/Card',
    bad: () => [
      { url: 'Payments/Card', payload: { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2099, cvc: '1' } },
    ],
  },
  {
    method: 'PUT',
    path: 'Payments/CancelCoaching',
    bad: () => [
      { url: 'Payments/CancelCoaching', payload: { userId: 'x' } },
      { url: 'Payments/CancelCoaching', payload: {} },
    ],
    others: ({ otherClient }) => [{ url: 'Payments/CancelCoaching', payload: { userId: otherClient } }],
  },
];

const CALLS = [...SPEC_CALLS, ...OWN_CALLS];
/** Where a member's coaching calls write: every count stays the same after a refused request. */
const WRITTEN: PgTable[] = [
  coachMatchAnswers,
  coachSelections,
  sessionNotes,
  chatMessages,
  chatReadMarks,
  meetings,
  payments,
  sessionCredits,
  coachingSubscriptions,
  users,
];

type Document = { paths: Record<string, Record<string, unknown>> };
let t: TestApp;
let document: Document;
let ids: Ids;
let member: Identity;

beforeAll(async () => {
  t = await createTestApp();
  document = t.app.swagger() as unknown as Document;
  // Two pairs, each with a note, a message both ways, credits and an open meeting: the caller is the first client.
  const mine = await newPair(t, ROOM_PAIR);
  const theirs = await newPair(t, ROOM_PAIR);
  for (const { coach, client } of [mine, theirs]) {
    await addCredits(t.database.db, { userId: client.id, delta: 2, reason: 'purchase' });
    await sendMessage(t, coach, { coachId: coach.id, clientId: client.id, message: 'Private to this pair' });
    await sendMessage(t, client, { coachId: coach.id, clientId: client.id, message: 'Private reply' });
    await call(t, {
      method: 'POST',
      url: '/api/SessionComments/InsertComment',
      headers: client.auth,
      payload: { coachId: coach.id, clientId: client.id, comment: 'A private note' },
    });
  }
  await createMeetingCall(t, mine.coach, mine.client.id);
  const otherMeeting = await createMeetingCall(t, theirs.coach, theirs.client.id);
  member = mine.client;
  ids = {
    me: mine.client.id,
    myCoach: mine.coach.id,
    otherClient: theirs.client.id,
    otherCoach: theirs.coach.id,
    otherMeetingCode: otherMeeting.body.meetingCode,
  };
});
afterAll(async () => t.close());

async function rowCounts(): Promise<number[]> {
  return Promise.all(WRITTEN.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n));
}

/** A path with its parameters' names dropped, lower-cased. */
const shape = (path: string) => path.toLowerCase().replace(/\{[^}]+\}/g, '{}');
const operationOf = ({ method, path }: MemberCall) =>
  Object.entries(document.paths).find(([documented]) => shape(documented) === shape(`/api/${path}`))?.[1][
    method.toLowerCase()
  ];
const concrete = (path: string) => `/api/${path.replace(/\{[^}]+\}/g, '1')}`;
const send = (method: Method, { url, payload, headers }: Request) =>
  call<{ message?: string; errors?: unknown[] }>(t, {
    method,
    url: `/api/${url}`,
    headers: { ...member.auth, ...headers },
    ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
  });

describe('section 7 "Find a coach and coach side": the calls a member makes', () => {
  it.each(CALLS)('$method $path exists at its path', (spec) => {
    expect(operationOf(spec)).toBeDefined();
  });

  it.each(CALLS.filter((spec) => !spec.isPublic))('$method $path answers 401 without a token', async (spec) => {
    const { status } = await call(t, {
      method: spec.method,
      url: concrete(spec.path),
      ...(spec.method === 'GET' ? {} : { payload: {} }),
    });
    expect(status).toBe(401);
  });

  it.each(CALLS.filter((spec) => spec.bad))(
    '$method $path answers 400 { message, errors } for bad input, writing nothing',
    async ({ method, bad }) => {
      const before = await rowCounts();
      for (const request of bad!(ids)) {
        const { status, body } = await send(method, request);
        expect(status, request.url).toBe(400);
        expect(body.message, request.url).toBeTruthy();
        expect(body.errors?.length, request.url).toBeGreaterThan(0);
      }
      expect(await rowCounts()).toEqual(before);
    },
  );

  it.each(CALLS.filter((spec) => spec.others))(
    '$method $path refuses another pair’s or member’s ids, writing nothing',
    async ({ method, others, otherStatus = 403 }) => {
      const before = await rowCounts();
      for (const request of others!(ids)) {
        const { status, body } = await send(method, request);
        expect(status, `${request.url} ${JSON.stringify(request.payload ?? {})}`).toBe(otherStatus);
        expect(JSON.stringify(body)).not.toMatch(/Private|meetingCode/);
      }
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('lists only the member’s own pairs among pending messages', async () => {
    const { body } = await call<PendingMessages[]>(t, {
      method: 'GET',
      url: '/api/ChatConversation/GetPendingMessages',
      headers: member.auth,
    });
    expect(body.map(({ coachId, clientId }) => pair(coachId, clientId))).toEqual([pair(ids.myCoach, ids.me)]);
  });

  it('keeps a member out of another pair’s /chathub group', async () => {
    const sockets = await hubSockets(t);
    try {
      const socket = await sockets.connected(COACHING_ROOM.hub.namespace, member.token);
      for (const path of notMyPairs(ids)) {
        const [coachId, clientId] = path.split('/').map(Number);
        const ack = (await socket
          .timeout(5000)
          .emitWithAck(COACHING_ROOM.hub.join, { coachId, clientId })) as JoinChatAck;
        expect(ack.ok, path).toBe(false);
      }
      const mine = (await socket
        .timeout(5000)
        .emitWithAck(COACHING_ROOM.hub.join, { coachId: ids.myCoach, clientId: ids.me })) as JoinChatAck;
      expect(mine).toEqual({ ok: true });
    } finally {
      sockets.closeAll();
    }
  });
});
