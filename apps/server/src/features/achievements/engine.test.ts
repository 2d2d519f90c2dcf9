import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAchievements } from '../../db/schema/index.js';
import { newMember } from '../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberCatalogue } from './member-catalogue.js';
import { award, markDisplayed, readCatalogue, type AchievementCatalogue, type BadgeDefinition } from './engine.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Two badges of one fact, stored where the member badges are: the engine knows nothing else of them. */
function twoBadgeCatalogue(facts: Map<number, number>): AchievementCatalogue<BadgeDefinition, number, never> {
  return {
    badges: [
      { id: 1, rule: 'laps', value: 1 },
      { id: 2, rule: 'laps', value: 5 },
    ],
    readFacts: async (_db, ownerId) => facts.get(ownerId) ?? 0,
    isEarned: (badge, laps) => laps >= badge.value,
    awards: memberCatalogue.awards,
    words: () => {
      throw new Error('the engine reads no words to award');
    },
    fileName: (id) => `lap-${id}.svg`,
    ownersAfterChange: async (_db, userId) => [userId],
  };
}

const stored = async (userId: number) =>
  (await t.database.db.select().from(userAchievements).where(eq(userAchievements.userId, userId)))
    .map(({ achievementId, displayed, achievedAt }) => ({ achievementId, displayed, achievedAt }))
    .sort((a, b) => a.achievementId - b.achievementId);

describe('the achievements engine, given a catalogue', () => {
  it('awards each badge once, when its fact reaches the threshold, at the time given', async () => {
    const owner = await newMember(t);
    const laps = new Map([[owner.id, 0]]);
    const catalogue = twoBadgeCatalogue(laps);
    const monday = new Date('2026-11-23T08:00:00Z');
    const friday = new Date('2026-11-27T08:00:00Z');

    expect(await award(catalogue, t.database.db, owner.id, monday)).toEqual([]);
    laps.set(owner.id, 3);
    expect(await award(catalogue, t.database.db, owner.id, monday)).toEqual([1]);
    expect(await award(catalogue, t.database.db, owner.id, friday)).toEqual([]);
    laps.set(owner.id, 5);
    expect(await award(catalogue, t.database.db, owner.id, friday)).toEqual([2]);
    expect(await stored(owner.id)).toEqual([
      { achievementId: 1, displayed: false, achievedAt: monday },
      { achievementId: 2, displayed: false, achievedAt: friday },
    ]);
  });

  it('reads the catalogue in its order with each award, the awards latest first, after awarding what is due', async () => {
    const owner = await newMember(t);
    const catalogue = twoBadgeCatalogue(new Map([[owner.id, 7]]));
    const now = new Date('2026-11-27T09:30:00Z');
    const state = await readCatalogue(catalogue, t.database.db, owner.id, now);
    expect(state.facts).toBe(7);
    expect(state.badges.map(({ definition, award: row }) => [definition.id, row?.awardedAt])).toEqual([
      [1, now],
      [2, now],
    ]);
    expect(state.awarded.map((row) => row.achievementId)).toEqual([2, 1]);
  });

  it('stores seeded awards as shown, marks an award shown, and 404s a badge not earned', async () => {
    const owner = await newMember(t);
    const catalogue = twoBadgeCatalogue(new Map([[owner.id, 1]]));
    await award(catalogue, t.database.db, owner.id, new Date());

    await markDisplayed(catalogue, t.database.db, owner.id, 1, 'No such lap badge.');
    expect((await stored(owner.id)).map((row) => row.displayed)).toEqual([true]);
    await expect(markDisplayed(catalogue, t.database.db, owner.id, 2, 'No such lap badge.')).rejects.toMatchObject({
      statusCode: 404,
      message: 'No such lap badge.',
    });

    const seeded = await newMember(t);
    await award(twoBadgeCatalogue(new Map([[seeded.id, 9]])), t.database.db, seeded.id, new Date(), {
      displayed: true,
    });
    expect((await stored(seeded.id)).map((row) => [row.achievementId, row.displayed])).toEqual([
      [1, true],
      [2, true],
    ]);
  });
});
