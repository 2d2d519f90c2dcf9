import { and, countDistinct, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { COACHING, type CoachAchievementFacts } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import {
  actions,
  coachSelections,
  courseModuleCompletions,
  goals,
  quizAttempts,
  users,
} from '../../db/schema/index.js';
import { certificationModules } from '../learning/index.js';

const certificationQuizKeys = () => [
  ...new Set(certificationModules().flatMap((module) => (module.quiz ? [module.quiz.quiz.key] : []))),
];
const certificationModuleKeys = () => certificationModules().map((module) => module.content.key);

/**
 * What the coach badges count, in one statement: the coach's own certification progress, and the
 * members who ever chose the coach (current and past clients) with everything they achieved.
 */
export async function coachFacts(db: Queryable, coachId: number): Promise<CoachAchievementFacts> {
  const clients = db
    .selectDistinct({ id: coachSelections.clientId })
    .from(coachSelections)
    .where(eq(coachSelections.coachId, coachId));
  const count = sql<number>`count(*)::int`;
  const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);
  const [row] = await db
    .select({
      certificationModules: scalar(
        db
          .select({ count })
          .from(courseModuleCompletions)
          .where(
            and(
              eq(courseModuleCompletions.userId, coachId),
              eq(courseModuleCompletions.courseId, COACHING.certificationCourseId),
              inArray(courseModuleCompletions.moduleKey, certificationModuleKeys()),
            ),
          ),
      ),
      perfectCertificationQuizzes: scalar(
        db
          .select({ count: countDistinct(quizAttempts.quizKey) })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.userId, coachId),
              eq(quizAttempts.score, 100),
              inArray(quizAttempts.quizKey, certificationQuizKeys()),
            ),
          ),
      ),
      lifetimeClients: scalar(
        db
          .select({ count: countDistinct(coachSelections.clientId) })
          .from(coachSelections)
          .where(eq(coachSelections.coachId, coachId)),
      ),
      clientActionSteps: scalar(
        db
          .select({ count })
          .from(actions)
          .where(and(inArray(actions.userId, clients), isNotNull(actions.completedAt))),
      ),
      clientGoalsAchieved: scalar(
        db
          .select({ count })
          .from(goals)
          .where(and(inArray(goals.userId, clients), eq(goals.status, 'completed'))),
      ),
    })
    .from(users)
    .where(eq(users.id, coachId));
  return {
    certificationModules: row?.certificationModules ?? 0,
    perfectCertificationQuizzes: row?.perfectCertificationQuizzes ?? 0,
    lifetimeClients: row?.lifetimeClients ?? 0,
    clientActionSteps: row?.clientActionSteps ?? 0,
    clientGoalsAchieved: row?.clientGoalsAchieved ?? 0,
  };
}
