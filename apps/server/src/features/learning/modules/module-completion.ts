import { and, count, eq } from 'drizzle-orm';
import { ELEARNING_MESSAGES } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { moduleAnswers, moduleCompletions } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { conflict } from '../../../core/app-error.js';
import { openModule } from './module-access.js';
import type { Publisher } from '../../../events/index.js';

/** PUT Elearning/CompleteELearningModule: once every quick question is answered; completing again changes nothing. */
export async function completeModule(
  db: Db,
  events: Publisher,
  user: AuthUser,
  moduleId: number,
  now: Date,
): Promise<void> {
  const { module } = await openModule(db, user, moduleId, now);
  const questions = module.content.questions.length;
  if (questions > 0) {
    const [answered] = await db
      .select({ n: count() })
      .from(moduleAnswers)
      .where(and(eq(moduleAnswers.userId, user.id), eq(moduleAnswers.moduleKey, module.content.key)));
    if ((answered?.n ?? 0) < questions) throw conflict(ELEARNING_MESSAGES.answerAll);
  }
  await db.insert(moduleCompletions).values({ userId: user.id, moduleKey: module.content.key }).onConflictDoNothing();
  events.publish('elearning.progressed', { userId: user.id });
}
