import { describe, expect, it } from 'vitest';
import { inTransaction } from '../events/index.js';
import { openPair } from '../features/coaching/pairs/pairs.js';
import { addCredits } from '../features/coaching/credits/ledger.js';
import { identitiesTestApp, outcomes, walkIdentities, type Identities } from '../test/identities.js';
import { call, type TestApp } from '../test/test-app.js';

let t: TestApp;
let who: Identities;
let pair: string;
identitiesTestApp(async (opened) => {
  ({ t, who } = opened);
  await addCredits(t.database.db, { userId: who.member.id, delta: 2, reason: 'purchase' });
  pair = `${who.coachOfMember.id}/${who.member.id}`;
});

describe('pair policy (a pair is named by two user ids: 403 for anyone outside it)', () => {
  it('seePair: the coach and the member', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/CoachingRoom/GetCoachingRoom/${pair}` }),
      outcomes(403, { member: 200, coachOfMember: 200 }),
    );
  });

  it('writeToPair: the coach and the member, while the pair is current', async () => {
    const note = { coachId: who.coachOfMember.id, clientId: who.member.id, comment: 'Policy walk' };
    const insert = () => ({ method: 'POST' as const, url: '/api/SessionComments/InsertComment', payload: note });
    await walkIdentities(t, who, insert, outcomes(403, { member: 201, coachOfMember: 201 }));

    const { db } = t.database;
    await inTransaction(db, t.app.events, (tx, events) =>
      openPair(tx, events, who.member.id, who.otherCoach.id!, t.clock.now()),
    );
    await walkIdentities(t, who, insert, outcomes(403));
    await inTransaction(db, t.app.events, (tx, events) =>
      openPair(tx, events, who.member.id, who.coachOfMember.id, t.clock.now()),
    );
  });

  it('runSession, seeMeeting and memberOrTheirCoach: the coach starts it, only the pair may open it (404)', async () => {
    await walkIdentities(
      t,
      who,
      () => ({ method: 'POST', url: `/api/Coach/CreateMeeting/${who.member.id}` }),
      outcomes(403, { coachOfMember: 200 }),
    );
    const meeting = await call<{ meetingCode: string }>(t, {
      method: 'GET',
      url: `/api/Coach/GetMeeting/${who.member.id}`,
      headers: who.member.headers,
    });
    expect(meeting.status).toBe(200);
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/Meeting/Room/${meeting.body.meetingCode}` }),
      outcomes(404, { member: 200, coachOfMember: 200 }),
    );
    await walkIdentities(
      t,
      who,
      () => ({ method: 'GET', url: `/api/Coach/GetMeeting/${who.member.id}` }),
      outcomes(403, { member: 200, coachOfMember: 200 }),
    );
  });

  it('buySessionsWith: the member’s current coach only (409 here: no card on file)', async () => {
    await walkIdentities(
      t,
      who,
      (caller) => ({
        method: 'POST',
        url: '/api/Coach/PurchaseSession',
        headers: { 'idempotency-key': `policy-walk-${caller.id ?? 0}` },
        payload: { userId: caller.id ?? 1, coachId: who.coachOfMember.id, quantity: 1 },
      }),
      outcomes(403, { member: 409 }),
    );
  });
});
