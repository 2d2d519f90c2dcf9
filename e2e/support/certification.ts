import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { CertificationModuleDetail, CertificationModules, QuizQuestions } from '@oola/domain';
import { parse } from 'yaml';
import { bearer } from './elearning';
import { expect } from './test';

interface QuizContent {
  title: string;
  questions: { text: string; options: { text: string; correct: boolean }[] }[];
}

const content = parse(fs.readFileSync('content/elearning/certification.yaml', 'utf8')) as { quizzes: QuizContent[] };

/** The option to pick for each question of the quiz titled `title`: the right one, or a wrong one. */
export function quizAnswerTexts(title: string, right: boolean): { question: string; option: string }[] {
  const quiz = content.quizzes.find((candidate) => candidate.title === title);
  if (!quiz) throw new Error(`No quiz titled ${title} in certification.yaml`);
  return quiz.questions.map((question) => ({
    question: question.text,
    option: question.options.find((option) => option.correct === right)!.text,
  }));
}

/** The coach's certification board, as the server answers it now. */
export async function certificationOf(request: APIRequestContext, token: string): Promise<CertificationModules> {
  const response = await request.get('/api/AdditionalCourse/GetCertificationModules/1009', { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as CertificationModules;
}

export async function certificationModuleOf(
  request: APIRequestContext,
  moduleId: number,
  token: string,
): Promise<CertificationModuleDetail> {
  const response = await request.get(`/api/AdditionalCourse/GetCertificationModuleDetail/${moduleId}`, {
    headers: bearer(token),
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as CertificationModuleDetail;
}

/**
 * The coach's active module with a quiz: modules without one before it are completed through the API
 * (so the test holds whatever earlier tests of the run completed).
 */
export async function activeModuleWithQuiz(request: APIRequestContext, token: string) {
  for (;;) {
    const board = await certificationOf(request, token);
    const active = board.sections.flatMap((section) => section.modules).find((module) => module.status === 1);
    if (!active) throw new Error('The coach has no active certification module left');
    const detail = await certificationModuleOf(request, active.moduleId, token);
    if (detail.quizId !== null && !detail.quizPassed) return detail;
    const done = await request.post(`/api/AdditionalCourse/CompleteCertificationModule/${active.moduleId}`, {
      headers: bearer(token),
    });
    expect(done.ok()).toBeTruthy();
  }
}

/** The title of a module's quiz, as the server answers it. */
export async function quizTitleOf(request: APIRequestContext, moduleId: number, token: string): Promise<string> {
  const response = await request.get(`/api/AdditionalCourse/GetQuiz/${moduleId}`, { headers: bearer(token) });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as QuizQuestions).title;
}
