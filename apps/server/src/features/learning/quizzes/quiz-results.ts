import { QUIZ_BUTTON_VALUES, QUIZ_MESSAGES, type QuizResult, type SaveQuizResultsRequest } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { quizAttempts } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { openCertificationModule } from '../certification/certification-access.js';
import { certificationModules } from '../certification/certification-catalogue.js';
import type { Quiz } from '../content/quizzes.js';
import { notFound } from '../../../core/app-error.js';
import { markAnswers, scoreOf } from './quiz-answers.js';
import { failedQuizTitle } from './quiz-result-title.js';
import type { Publisher } from '../../../events/index.js';

const button = (text: string, value: string) => ({ displayButton: true, text, value });
const NO_BUTTON = { displayButton: false, text: '', value: '' };

function result(quiz: Quiz, score: number, passed: boolean): QuizResult {
  if (passed)
    return {
      title: 'Congratulations!',
      subTitle: `You passed ${quiz.title}.`,
      score,
      passed,
      message: `You scored ${score}%. You can complete the module now.`,
      buttonOne: button('CONTINUE', QUIZ_BUTTON_VALUES.continue),
      buttonTwo: button('CLOSE', QUIZ_BUTTON_VALUES.close),
      buttonThree: NO_BUTTON,
    };
  return {
    title: failedQuizTitle(score, quiz.passingScore),
    subTitle: quiz.title,
    score,
    passed,
    message: `You scored ${score}%; it takes ${quiz.passingScore}% to pass. Review the module and try again.`,
    buttonOne: button('RETRY', QUIZ_BUTTON_VALUES.retry),
    buttonTwo: button('CLOSE', QUIZ_BUTTON_VALUES.close),
    buttonThree: NO_BUTTON,
  };
}

/**
 * POST AdditionalCourse/SaveQuizResults: an active coach's attempt at the quiz of a module open to
 * them; each attempt is its own row, and the best one counts (decision 037).
 */
export async function saveQuizResults(
  db: Db,
  events: Publisher,
  user: AuthUser,
  { quizId, answers }: SaveQuizResultsRequest,
  now: Date,
): Promise<QuizResult> {
  const module = certificationModules().find((candidate) => candidate.quiz?.id === quizId);
  const quiz = module?.quiz?.quiz;
  if (!module || !quiz) throw notFound(QUIZ_MESSAGES.notFound);
  await openCertificationModule(db, user, module.id);
  const marked = markAnswers(quizId, quiz, answers);
  const score = scoreOf(marked);
  const passed = score >= quiz.passingScore;
  await db.insert(quizAttempts).values({
    userId: user.id,
    quizKey: quiz.key,
    answers: marked.map(({ questionKey, optionIndex }) => ({ questionKey, optionIndex })),
    score,
    passed,
    attemptedAt: now,
  });
  events.publish('quiz.taken', { userId: user.id, quizKey: quiz.key });
  return result(quiz, score, passed);
}
