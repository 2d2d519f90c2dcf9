import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MESSAGES, ELEARNING_MESSAGES, type CourseAssessmentQuestions, type CourseModules } from '@oola/domain';
import { courseAssessments } from '../../../db/schema/index.js';
import { newMember, newNonSubscriber } from '../../../test/factories/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { courseById } from '../content/courses.js';
import { grant, type Member } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const COURSE = 1001;
const content = courseById(COURSE)!;
const WITHOUT_ASSESSMENT = 1004;

const questionsOf = (member: Member, courseId: number | string = COURSE) =>
  call<CourseAssessmentQuestions & { message?: string }>(t, {
    method: 'GET',
    url: `/api/AdditionalCourse/GetAssessmentQuestions/${courseId}`,
    headers: member.auth,
  });
const submit = (member: Member, details: unknown[], courseId = COURSE, userId = member.id) =>
  call<{ courseId: number; submittedAt: string; message?: string }>(t, {
    method: 'POST',
    url: '/api/AdditionalCourse/SaveAssessment',
    headers: member.auth,
    payload: { UserId: userId, CourseId: courseId, Details: details },
  });
const rows = (member: Member) =>
  t.database.db.select().from(courseAssessments).where(eq(courseAssessments.userId, member.id));

type Question = CourseAssessmentQuestions['questions'][number];
const byType = (questions: Question[], type: number) => questions.find((question) => question.questionTypeId === type)!;

/** A detail as a client sends it, field names in the spec's spelling. */
interface Detail {
  QuestionId: number;
  OptionId?: number;
  Index?: number;
  Subquestions?: { QuestionId: number; OptionId?: number; OptionValue: number }[];
}

/** A complete, valid submission: the first option of single choice, the first two of multiple choice, each minimum. */
function validDetails(questions: Question[]): Detail[] {
  return questions.flatMap((question): Detail[] => {
    if (question.questionTypeId === 3)
      return [
        {
          QuestionId: question.id,
          Subquestions: question.subQuestions.map((sub) => ({ QuestionId: sub.id, OptionId: 0, OptionValue: sub.min })),
        },
      ];
    const chosen = question.questionTypeId === 2 ? question.options.slice(0, 2) : question.options.slice(0, 1);
    return chosen.map((option, index) => ({ QuestionId: question.id, OptionId: option.id, Index: index }));
  });
}

let member: Member;
let questions: Question[];
beforeAll(async () => {
  member = await newMember(t);
  await grant(t, member, COURSE);
  questions = (await questionsOf(member)).body.questions;
});

describe('GET /api/AdditionalCourse/GetAssessmentQuestions/{courseId}', () => {
  it('answers the intro, the number of modules and every question with its options or sub-questions', async () => {
    const { status, body } = await questionsOf(member);
    expect(status).toBe(200);
    const assessment = content.assessment!;
    expect(body).toMatchObject({
      courseId: COURSE,
      htmlTitle: assessment.htmlTitle,
      numberOfModules: content.modules.length,
      introVideoUrl: assessment.introVideo!.url,
      introCaptionsUrl: assessment.introVideo!.captions,
      introTitle: assessment.introVideo!.title,
    });
    expect(body.questions.map((question) => question.questionTypeId)).toEqual(
      assessment.questions.map((question) => question.type),
    );
    expect(body.questions[0]).toMatchObject({ id: 100101, text: assessment.questions[0]!.text, subQuestions: [] });
    expect(body.questions[0]!.options[0]).toEqual({ id: 1001011, text: assessment.questions[0]!.options[0] });
    const numbers = byType(body.questions, 3);
    expect(numbers.options).toEqual([]);
    expect(numbers.subQuestions[0]).toMatchObject({ id: numbers.id * 10 + 1, min: expect.any(Number) });
  });

  it('is a 403 without the course, 404 for a course without an assessment or an unknown one, 401 without a token', async () => {
    const stranger = await newMember(t);
    const refused = await questionsOf(stranger);
    expect(refused).toMatchObject({ status: 403, body: { message: COURSE_MESSAGES.notYours } });
    await grant(t, member, WITHOUT_ASSESSMENT);
    expect(content.assessment && !courseById(WITHOUT_ASSESSMENT)!.assessment).toBe(true);
    const none = await questionsOf(member, WITHOUT_ASSESSMENT);
    expect(none).toMatchObject({ status: 404, body: { message: COURSE_MESSAGES.noAssessment } });
    expect((await questionsOf(member, 4242)).status).toBe(404);
    expect((await questionsOf(member, 'abc')).status).toBe(400);
    expect((await call(t, { method: 'GET', url: '/api/AdditionalCourse/GetAssessmentQuestions/1001' })).status).toBe(
      401,
    );
  });

  it('is open to a non-subscriber who has the course', async () => {
    const nonSubscriber = await newNonSubscriber(t, { step: -1 });
    await grant(t, nonSubscriber, COURSE);
    expect((await questionsOf(nonSubscriber)).status).toBe(200);
  });
});

describe('POST /api/AdditionalCourse/SaveAssessment', () => {
  it('keeps each complete submission as its own row', async () => {
    const author = await newMember(t);
    await grant(t, author, COURSE);
    const first = await submit(author, validDetails(questions));
    expect(first).toMatchObject({ status: 200, body: { courseId: COURSE } });
    expect(first.body.submittedAt).toBe(new Date(first.body.submittedAt).toISOString());
    expect((await submit(author, validDetails(questions))).status).toBe(200);
    const saved = await rows(author);
    expect(saved).toHaveLength(2);
    const multiple = byType(questions, 2);
    const numbers = byType(questions, 3);
    const multipleKey = content.assessment!.questions[questions.indexOf(multiple)]!.key;
    const numbersQuestion = content.assessment!.questions[questions.indexOf(numbers)]!;
    expect(saved[0]!.answers.find((answer) => answer.questionKey === multipleKey)!.optionIndexes).toEqual([0, 1]);
    expect(saved[0]!.answers.find((answer) => answer.questionKey === numbersQuestion.key)!.numbers).toEqual(
      Object.fromEntries(numbersQuestion.subQuestions.map((sub) => [sub.key, sub.min])),
    );
  });

  it("turns the course's assessmentStatus from pending to taken; a course without one answers none", async () => {
    const author = await newMember(t);
    await grant(t, author, COURSE);
    const statusOf = async (courseId: number) =>
      (
        await call<CourseModules>(t, {
          method: 'GET',
          url: `/api/AdditionalCourse/GetELearningModules/${courseId}`,
          headers: author.auth,
        })
      ).body.assessmentStatus;
    expect(await statusOf(COURSE)).toBe('pending');
    expect(await statusOf(WITHOUT_ASSESSMENT)).toBe('none');
    expect((await submit(author, [])).status).toBe(400);
    expect(await statusOf(COURSE)).toBe('pending');
    expect((await submit(author, validDetails(questions))).status).toBe(200);
    expect(await statusOf(COURSE)).toBe('taken');
  });

  it('refuses every incomplete or inconsistent submission with a 400 naming the rule, writing nothing', async () => {
    const author = await newMember(t);
    await grant(t, author, COURSE);
    const valid = validDetails(questions);
    const single = byType(questions, 1);
    const multiple = byType(questions, 2);
    const numbers = byType(questions, 3);
    const withoutQuestion = (id: number) => valid.filter((detail) => detail.QuestionId !== id);
    const numbersDetail = (values: (sub: Question['subQuestions'][number]) => number) => ({
      QuestionId: numbers.id,
      Subquestions: numbers.subQuestions.map((sub) => ({ QuestionId: sub.id, OptionValue: values(sub) })),
    });
    const cases: [unknown[], RegExp | string][] = [
      [withoutQuestion(single.id), ELEARNING_MESSAGES.answerAll],
      [[...valid, { QuestionId: single.id, OptionId: single.options[1]!.id }], 'exactly one option'],
      [[...valid, { QuestionId: multiple.id, OptionId: multiple.options[0]!.id }], 'chosen twice'],
      [
        [...withoutQuestion(single.id), { QuestionId: single.id, OptionId: multiple.options[0]!.id }],
        'not an option of its question',
      ],
      [[...withoutQuestion(single.id), { QuestionId: single.id }], ELEARNING_MESSAGES.answerAll],
      [[...withoutQuestion(numbers.id), numbersDetail((sub) => sub.max + 1)], `from`],
      [[...withoutQuestion(numbers.id), numbersDetail((sub) => sub.min - 1)], `from`],
      [
        [
          ...withoutQuestion(numbers.id),
          { ...numbersDetail((sub) => sub.min), Subquestions: numbersDetail((sub) => sub.min).Subquestions.slice(1) },
        ],
        ELEARNING_MESSAGES.answerAll,
      ],
      [[...withoutQuestion(numbers.id), { QuestionId: numbers.id, OptionId: single.options[0]!.id }], 'Subquestions'],
      [[...valid, { QuestionId: 999999, OptionId: 1 }], 'does not ask'],
      [[], ELEARNING_MESSAGES.answerAll],
    ];
    for (const [details, message] of cases) {
      const refused = await submit(author, details);
      expect(refused.status, JSON.stringify(details)).toBe(400);
      expect(refused.body.message).toMatch(message);
    }
    const fraction = await submit(author, [...withoutQuestion(numbers.id), numbersDetail((sub) => sub.min + 0.5)]);
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toMatch(/whole number/);
    expect(await rows(author)).toEqual([]);
  });

  it("is a 403 for another member's id or a course not theirs, 404 for an unknown course, 401 without a token", async () => {
    const stranger = await newMember(t);
    expect((await submit(stranger, validDetails(questions))).status).toBe(403);
    expect((await submit(member, validDetails(questions), COURSE, stranger.id)).status).toBe(403);
    expect((await submit(member, validDetails(questions), 4242)).status).toBe(404);
    expect(await rows(stranger)).toEqual([]);
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/AdditionalCourse/SaveAssessment',
      payload: { userId: member.id, courseId: COURSE, details: validDetails(questions) },
    });
    expect(anonymous.status).toBe(401);
  });
});
