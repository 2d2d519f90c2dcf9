import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assessments, assessmentScores, users } from '../../db/schema/index.js';
import { assessmentAreas } from './questions-content.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoSitting {
  typeId: 1 | 2 | 3;
  /** Days ago the sitting was completed; null = still open. */
  completedDaysAgo: number | null;
  /** How many areas (from the first) are answered. */
  areas: number;
  /** Typical score (1-10) per area; questions vary around it. */
  levels: number[];
}

const FIRST = [7, 4, 8, 6, 5, 7, 3];
const LATER = [8, 6, 8, 7, 6, 8, 5];

/** Demo members' sittings (the README's demo accounts table): 1002 mid Step 1, the others past it. */
const DEMO_SITTINGS: Record<number, DemoSitting[]> = {
  1002: [{ typeId: 1, completedDaysAgo: null, areas: 2, levels: FIRST }],
  1003: [{ typeId: 1, completedDaysAgo: 3, areas: 7, levels: FIRST }],
  1004: [{ typeId: 1, completedDaysAgo: 5, areas: 7, levels: [6, 5, 7, 7, 4, 6, 5] }],
  1005: [
    { typeId: 1, completedDaysAgo: 185, areas: 7, levels: FIRST },
    { typeId: 2, completedDaysAgo: 5, areas: 7, levels: LATER },
  ],
  1006: [{ typeId: 1, completedDaysAgo: 182, areas: 7, levels: [6, 5, 6, 8, 5, 6, 4] }],
  1007: [
    { typeId: 1, completedDaysAgo: 370, areas: 7, levels: [5, 4, 6, 6, 5, 5, 4] },
    { typeId: 2, completedDaysAgo: 186, areas: 7, levels: [7, 6, 7, 7, 6, 7, 6] },
  ],
};

function demoScore(userId: number, level: number, question: number): number {
  const wobble = ((userId + question * 7) % 3) - 1;
  return Math.min(10, Math.max(1, level + wobble));
}

/** Seeds the demo members' assessment sittings; a member who has any sitting already (or is absent) is left alone. */
export async function seedDemoAssessments(db: Db): Promise<void> {
  const demoIds = Object.keys(DEMO_SITTINGS).map(Number);
  const userIds = (await db.select({ id: users.id }).from(users).where(inArray(users.id, demoIds))).map(
    (row) => row.id,
  );
  if (userIds.length === 0) return;
  const seeded = new Set(
    (await db.select({ userId: assessments.userId }).from(assessments).where(inArray(assessments.userId, userIds))).map(
      (row) => row.userId,
    ),
  );
  const areas = assessmentAreas();
  for (const userId of userIds) {
    if (seeded.has(userId)) continue;
    for (const sitting of DEMO_SITTINGS[userId]!) {
      const completedAt =
        sitting.completedDaysAgo === null ? null : new Date(Date.now() - sitting.completedDaysAgo * DAY_MS);
      const startedAt = new Date((completedAt ?? new Date()).getTime() - 40 * 60 * 1000);
      const [row] = await db
        .insert(assessments)
        .values({ userId, typeId: sitting.typeId, startedAt, completedAt })
        .returning({ id: assessments.id });
      const scores = areas.slice(0, sitting.areas).flatMap((area, index) =>
        area.questions.map((question, n) => ({
          assessmentId: row!.id,
          questionId: question.id,
          score: demoScore(userId, sitting.levels[index]!, n),
        })),
      );
      await db.insert(assessmentScores).values(scores);
    }
  }
}
