import { eq } from 'drizzle-orm';
import { COACHING } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { quizAttempts, users } from '../../../db/schema/index.js';
import { markCompleted } from '../courses/course-progress.js';
import { passedQuizzes } from './passed-quizzes.js';
import { certificationModules } from './certification-catalogue.js';

const DEMO_COACH = 2001;
/** 2001 has completed the first modules of the certification (their quizzes passed); the next one is active. */
const DEMO_COMPLETED = 2;

/** Coach 2001's certification progress; seeding again changes nothing. */
export async function seedDemoCertification(db: Db): Promise<void> {
  const [coach] = await db.select({ isActiveCoach: users.isActiveCoach }).from(users).where(eq(users.id, DEMO_COACH));
  if (!coach?.isActiveCoach) return;
  const passed = await passedQuizzes(db, DEMO_COACH);
  const now = new Date();
  for (const module of certificationModules().slice(0, DEMO_COMPLETED)) {
    const quiz = module.quiz?.quiz;
    if (quiz && !passed.has(quiz.key)) {
      const answers = quiz.questions.map((question) => ({
        questionKey: question.key,
        optionIndex: question.options.findIndex((option) => option.correct),
      }));
      await db
        .insert(quizAttempts)
        .values({ userId: DEMO_COACH, quizKey: quiz.key, answers, score: 100, passed: true, attemptedAt: now });
    }
    await markCompleted(db, DEMO_COACH, COACHING.certificationCourseId, module.content.key, now);
  }
}
