import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../../events/index.js';
import { coachSelections, users } from '../../../db/schema/index.js';
import { newMember, newActiveCoach } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoPairs } from './seed.js';
import { NOT_YOUR_PAIR, PAIR_ENDED } from '../../../policies/pair.js';
import { activePairFor, currentCoachId, openPair, pairFor } from './pairs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const coach = () => newActiveCoach(t);

describe('coach pairs', () => {
  it('opens a pair, mirrors it in users.coach_id, and closes it when the member changes coach', async () => {
    const db = t.database.db;
    const [first, second, member] = [await coach(), await coach(), await newMember(t)];
    await inTransaction(db, t.app.events, (tx, events) => openPair(tx, events, member.id, first.id, new Date()));
    await inTransaction(db, t.app.events, (tx, events) => openPair(tx, events, member.id, first.id, new Date()));
    expect(await currentCoachId(db, member.id)).toBe(first.id);
    await inTransaction(db, t.app.events, (tx, events) => openPair(tx, events, member.id, second.id, new Date()));

    const [row] = await db.select({ coachId: users.coachId }).from(users).where(eq(users.id, member.id));
    expect(row?.coachId).toBe(second.id);
    expect(await activePairFor(db, member.id, second.id, member.id)).toMatchObject({ active: true });
    expect(await pairFor(db, first.id, first.id, member.id)).toMatchObject({ active: false });
    await expect(activePairFor(db, first.id, first.id, member.id)).rejects.toThrow(PAIR_ENDED);
  });

  it('is a 403 for anyone outside the pair, and for a pair that never existed', async () => {
    const db = t.database.db;
    const [theCoach, member, stranger] = [await coach(), await newMember(t), await newMember(t)];
    await inTransaction(db, t.app.events, (tx, events) => openPair(tx, events, member.id, theCoach.id, new Date()));
    await expect(pairFor(db, stranger.id, theCoach.id, member.id)).rejects.toThrow(NOT_YOUR_PAIR);
    await expect(pairFor(db, stranger.id, theCoach.id, stranger.id)).rejects.toThrow(NOT_YOUR_PAIR);
  });

  it('gives seeded members with a coach their open pair once', async () => {
    const db = t.database.db;
    const theCoach = await coach();
    const member = await newMember(t, { coachId: theCoach.id });
    await seedDemoPairs(db);
    await seedDemoPairs(db);
    expect(await currentCoachId(db, member.id)).toBe(theCoach.id);
  });

  it('gives demo coach 2001 one past client, 1007, whose pair stays ended', async () => {
    const db = t.database.db;
    await newActiveCoach(t, { id: 2001 });
    await newMember(t, { id: 1007 });
    await seedDemoPairs(db);
    await seedDemoPairs(db);
    const rows = await db.select().from(coachSelections).where(eq(coachSelections.clientId, 1007));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ coachId: 2001 });
    expect(rows[0]!.endedAt).not.toBeNull();
    expect(await currentCoachId(db, 1007)).toBeNull();
    expect(await pairFor(db, 2001, 2001, 1007)).toMatchObject({ active: false });
  });
});
