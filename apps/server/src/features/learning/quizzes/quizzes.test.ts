import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES, type QuizQuestions } from '@oola/domain';
import { quizAttempts } from '../../../db/schema/index.js';
import { newActiveCoach, newMember } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { certificationModules } from '../certification/certification-catalogue.js';
import { answerQuiz, completeModule, quizAnswers, type Member } from '../certification/test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const all = certificationModules();
const withQuiz = all.find((module) => module.quiz)!;
const quizId = withQuiz.quiz!.id;
const quiz = withQuiz.quiz!.quiz;
const newCoach = () => newActiveCoach(t);

/** A coach with every module before the first quiz completed, so its module is open. */
async function coachAtQuiz(): Promise<Member> {
  const coach = await newCoach();
  for (const module of all.slice(0, withQuiz.number - 1)) await completeModule(t, coach, module.id);
  return coach;
}

const getQuiz = (member: Member, moduleId: number | string) =>
  call<QuizQuestions & { message?: string }>(t, {
    method: 'GET',
    url: `/api/AdditionalCourse/GetQuiz/${moduleId}`,
    headers: member.auth,
  });
const save = (member: Member, payload: object) =>
  call<{ message?: string; passed?: boolean; score?: number }>(t, {
    method: 'POST',
    url: '/api/AdditionalCourse/SaveQuizResults',
    headers: member.auth,
    payload,
  });
const attempts = (member: Member) =>
  t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, member.id));

let coach: Member;
let questions: QuizQuestions['questions'];
beforeAll(async () => {
  coach = await coachAtQuiz();
  questions = (await getQuiz(coach, withQuiz.id)).body.questions;
});

describe('GET /api/AdditionalCourse/GetQuiz/{moduleId}', () => {
  it('answers the questions and options, every option scoring 0 so none shows as right', async () => {
    const { status, body } = await getQuiz(coach, withQuiz.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ quizId, title: quiz.title, displayQuestionNumbers: true });
    expect(body.questions.map((question) => question.text)).toEqual(quiz.questions.map((question) => question.text));
    expect(body.questions[0]!.options.map((option) => option.text)).toEqual(
      quiz.questions[0]!.options.map((option) => option.text),
    );
    expect(body.questions.flatMap((question) => question.options.map((option) => option.score))).toEqual(
      quiz.questions.flatMap((question) => question.options.map(() => 0)),
    );
    expect(JSON.stringify(body)).not.toMatch(/correct/i);
  });

  it('is a 404 for a module without a quiz or an unknown one, 403 while locked or not a coach, 401 without a token', async () => {
    const noQuiz = await getQuiz(coach, 100901);
    expect(noQuiz.status).toBe(404);
    expect(noQuiz.body.message).toBe(QUIZ_MESSAGES.noQuiz);
    expect((await getQuiz(coach, 100999)).status).toBe(404);
    expect((await getQuiz(await newCoach(), withQuiz.id)).status).toBe(403);
    expect((await getQuiz(await newMember(t), withQuiz.id)).status).toBe(403);
    expect((await getQuiz(coach, 'quiz')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: `/api/AdditionalCourse/GetQuiz/${withQuiz.id}` })).status).toBe(401);
  });
});

describe('POST /api/AdditionalCourse/SaveQuizResults', () => {
  it('scores a passing attempt: CONTINUE and CLOSE', async () => {
    const member = await coachAtQuiz();
    const { status, body } = await answerQuiz(t, member, quizId, true);
    expect(status).toBe(200);
    expect(body).toMatchObject({ score: 100, passed: true, title: 'Congratulations!' });
    expect(body.buttonOne).toEqual({ displayButton: true, text: 'CONTINUE', value: 'continue' });
    expect(body.buttonTwo).toEqual({ displayButton: true, text: 'CLOSE', value: 'close' });
    expect(body.buttonThree.displayButton).toBe(false);
  });

  it("scores a failing attempt against the quiz's passing score: RETRY and CLOSE", async () => {
    const member = await coachAtQuiz();
    const answers = quizAnswers(quizId, true);
    const wrong = quizAnswers(quizId, false);
    const mixed = answers.map((answer, index) => (index < 2 ? wrong[index]! : answer));
    const expected = Math.round((100 * (answers.length - 2)) / answers.length);
    const { body } = await save(member, { quizId, userId: member.id, answers: mixed });
    expect(body).toMatchObject({ score: expected, passed: expected >= quiz.passingScore });
    const failed = await answerQuiz(t, member, quizId, false);
    expect(failed.body).toMatchObject({ score: 0, passed: false, title: "Let's try again" });
    expect(failed.body.message).toContain(`${quiz.passingScore}%`);
    expect(failed.body.buttonOne).toEqual({ displayButton: true, text: 'RETRY', value: 'retry' });
    expect(failed.body.buttonTwo).toEqual({ displayButton: true, text: 'CLOSE', value: 'close' });
  });

  it('keeps every attempt as its own row; the best one counts', async () => {
    const member = await coachAtQuiz();
    await answerQuiz(t, member, quizId, true);
    await answerQuiz(t, member, quizId, false);
    const rows = await attempts(member);
    expect(rows.map((row) => [row.quizKey, row.score, row.passed])).toEqual([
      [quiz.key, 100, true],
      [quiz.key, 0, false],
    ]);
    expect((await completeModule(t, member, withQuiz.id)).status).toBe(200);
  });

  it('refuses a missing, repeated or foreign answer with a 400 and writes nothing', async () => {
    const member = await coachAtQuiz();
    const right = quizAnswers(quizId, true);
    const attempt = (answers: unknown) => save(member, { quizId, userId: member.id, answers });
    const missing = await attempt(right.slice(1));
    expect(missing).toMatchObject({ status: 400, body: { message: QUIZ_MESSAGES.answerAll } });
    expect((await attempt([])).body.message).toContain(QUIZ_MESSAGES.answerAll);
    expect((await attempt([...right, right[0]])).status).toBe(400);
    const otherQuestionsOption = { questionId: right[0]!.questionId, selectedOptionId: right[1]!.selectedOptionId };
    const foreign = await attempt([otherQuestionsOption, ...right.slice(1)]);
    expect(foreign).toMatchObject({ status: 400, body: { message: 'An answer is not an option of its question.' } });
    expect((await attempt([{ questionId: 1, selectedOptionId: 1 }, ...right.slice(1)])).status).toBe(400);
    expect((await attempt([{ questionId: right[0]!.questionId, selectedOptionId: 'a' }])).status).toBe(400);
    expect((await save(member, { quizId, userId: member.id })).status).toBe(400);
    expect(await attempts(member)).toEqual([]);
  });

  it("is a 403 for another member's id, a locked quiz or a member who is not a coach; 404 unknown; 401", async () => {
    const member = await coachAtQuiz();
    const answers = quizAnswers(quizId, true);
    expect((await save(member, { quizId, userId: coach.id, answers })).status).toBe(403);
    const early = await newCoach();
    expect((await save(early, { quizId, userId: early.id, answers })).status).toBe(403);
    const plain = await newMember(t);
    expect((await save(plain, { quizId, userId: plain.id, answers })).status).toBe(403);
    expect((await save(member, { quizId: 99, userId: member.id, answers })).status).toBe(404);
    expect(await attempts(member)).toEqual([]);
    expect(await attempts(early)).toEqual([]);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/SaveQuizResults',
      payload: { quizId, userId: member.id, answers },
    });
    expect(anonymous.status).toBe(401);
  });

  it('numbers the questions from the quiz and the options from their question', () => {
    expect(questions[0]!.id).toBe(quizId * 10 + 1);
    expect(questions[0]!.options[0]!.id).toBe((quizId * 10 + 1) * 10 + 1);
  });
});
