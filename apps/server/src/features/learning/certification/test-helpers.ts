import type { QuizResult } from '@oola/domain';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';
import { quizOptionId, quizQuestionId } from '../quizzes/quiz-ids.js';
import { certificationModules } from './certification-catalogue.js';

export type Member = Identity;

/** An attempt at a quiz: every answer right, or every answer wrong. */
export function quizAnswers(quizId: number, right: boolean) {
  const quiz = certificationModules().find((module) => module.quiz?.id === quizId)!.quiz!.quiz;
  return quiz.questions.map((question, index) => {
    const questionId = quizQuestionId(quizId, index);
    const option = question.options.findIndex((candidate) => candidate.correct === right);
    return { questionId, selectedOptionId: quizOptionId(questionId, option) };
  });
}

export const answerQuiz = (t: TestApp, member: Member, quizId: number, right: boolean) =>
  call<QuizResult & { message?: string }>(t, {
    method: 'POST',
    url: '/api/AdditionalCourse/SaveQuizResults',
    headers: member.auth,
    payload: { QuizId: quizId, UserId: member.id, Answers: quizAnswers(quizId, right) },
  });

export const completeModule = (t: TestApp, member: Member, moduleId: number | string) =>
  call<{ nextModuleId: number | null; message?: string }>(t, {
    method: 'POST',
    url: `/api/AdditionalCourse/CompleteCertificationModule/${moduleId}`,
    headers: member.auth,
  });
