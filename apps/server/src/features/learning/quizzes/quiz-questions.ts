import { QUIZ_MESSAGES, type QuizQuestions } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { openCertificationModule } from '../certification/certification-access.js';
import { notFound } from '../../../core/app-error.js';
import { quizOptionId, quizQuestionId } from './quiz-ids.js';

/**
 * GET AdditionalCourse/GetQuiz/{moduleId}: the quiz of an open certification module. Every option
 * scores 0 here: which one is right stays on the server (decision 037).
 */
export async function quizOfModule(db: Db, user: AuthUser, moduleId: number): Promise<QuizQuestions> {
  const { module } = await openCertificationModule(db, user, moduleId);
  if (!module.quiz) throw notFound(QUIZ_MESSAGES.noQuiz);
  const { id, quiz } = module.quiz;
  return {
    quizId: id,
    title: quiz.title,
    displayQuestionNumbers: true,
    questions: quiz.questions.map((question, index) => {
      const questionId = quizQuestionId(id, index);
      return {
        id: questionId,
        text: question.text,
        options: question.options.map((option, optionIndex) => ({
          id: quizOptionId(questionId, optionIndex),
          text: option.text,
          score: 0 as const,
        })),
      };
    }),
  };
}
