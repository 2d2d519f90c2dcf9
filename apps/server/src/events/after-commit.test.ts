import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToday } from '@oola/domain';
import { actions } from '../db/schema/index.js';
import { newMember } from '../test/factories/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { inTransaction } from './after-commit.js';
import type { DomainEvent } from './event-map.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function collector() {
  const published: DomainEvent[] = [];
  return {
    published,
    events: { publish: (name, payload) => published.push({ name, payload } as DomainEvent) } as Parameters<
      typeof inTransaction
    >[1],
  };
}

describe('inTransaction', () => {
  it('publishes what the work announced only after the transaction committed', async () => {
    const member = await newMember(t);
    const { published, events } = collector();
    let seenInside: number | null = null;
    await inTransaction(t.database.db, events, async (tx, txEvents) => {
      await tx
        .insert(actions)
        .values({ userId: member.id, text: 'Walk', day: memberToday(null), completedAt: new Date() });
      txEvents.publish('action.tracked', { userId: member.id });
      seenInside = published.length;
    });
    expect(seenInside).toBe(0);
    expect(published).toEqual([{ name: 'action.tracked', payload: { userId: member.id } }]);
  });

  it('publishes nothing for a write that rolled back', async () => {
    const member = await newMember(t);
    const { published, events } = collector();
    await expect(
      inTransaction(t.database.db, events, async (tx, txEvents) => {
        await tx
          .insert(actions)
          .values({ userId: member.id, text: 'Walk', day: memberToday(null), completedAt: new Date() });
        txEvents.publish('action.tracked', { userId: member.id });
        throw new Error('refused after the write');
      }),
    ).rejects.toThrow('refused after the write');
    expect(await t.database.db.select().from(actions).where(eq(actions.userId, member.id))).toEqual([]);
    expect(published).toEqual([]);
  });
});
