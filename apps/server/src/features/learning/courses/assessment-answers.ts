import { COURSE_QUESTION_TYPE, ELEARNING_MESSAGES, type SaveCourseAssessmentRequest } from '@oola/domain';
import type { CourseAssessmentAnswer } from '../../../db/schema/index.js';
import type { CourseAssessment, CourseQuestion } from '../content/courses.js';
import { badRequest } from '../../../core/app-error.js';
import { assessmentChoiceIndex, assessmentQuestionId, assessmentQuestionIndex } from './assessment-ids.js';

type Detail = SaveCourseAssessmentRequest['details'][number];

/** A numbers question's answer: every sub-question once, each a whole number from its min to its max. */
function numbersOf(question: CourseQuestion, questionId: number, detail: Detail): Record<string, number> {
  if (detail.optionId != null) throw badRequest('A numbers question is answered with Subquestions, not an option.');
  const numbers: Record<string, number> = {};
  for (const answer of detail.subquestions ?? []) {
    const index = assessmentChoiceIndex(questionId, answer.questionId, question.subQuestions.length);
    if (index === null) throw badRequest('A number is for a sub-question its question does not have.');
    const sub = question.subQuestions[index]!;
    if (sub.key in numbers) throw badRequest(`"${sub.text}" is answered twice.`);
    if (answer.optionValue < sub.min || answer.optionValue > sub.max)
      throw badRequest(`"${sub.text}" takes a whole number from ${sub.min} to ${sub.max}.`);
    numbers[sub.key] = answer.optionValue;
  }
  if (Object.keys(numbers).length !== question.subQuestions.length) throw badRequest(ELEARNING_MESSAGES.answerAll);
  return numbers;
}

/** The option a choice detail names (0-based), checked against its question. */
function optionOf(question: CourseQuestion, questionId: number, detail: Detail): number {
  if (detail.subquestions?.length) throw badRequest('Only a numbers question has Subquestions.');
  if (detail.optionId == null) throw badRequest(ELEARNING_MESSAGES.answerAll);
  const index = assessmentChoiceIndex(questionId, detail.optionId, question.options.length);
  if (index === null) throw badRequest('An answer is not an option of its question.');
  return index;
}

/**
 * Checks a submission of a course's assessment and answers it question by question: every question
 * answered; a single-choice question with exactly one option, a multiple-choice one with one or more
 * distinct options, a numbers question with every sub-question in range. Anything else is a 400.
 */
export function checkAssessmentAnswers(
  courseId: number,
  assessment: CourseAssessment,
  details: Detail[],
): CourseAssessmentAnswer[] {
  const answers = new Map<number, CourseAssessmentAnswer>();
  for (const detail of details) {
    const index = assessmentQuestionIndex(courseId, detail.questionId, assessment.questions.length);
    if (index === null) throw badRequest('An answer is for a question this assessment does not ask.');
    const question = assessment.questions[index]!;
    const questionId = assessmentQuestionId(courseId, index);
    const answer = answers.get(index) ?? { questionKey: question.key, optionIndexes: [], numbers: {} };
    const repeated = answers.has(index);
    if (question.type === COURSE_QUESTION_TYPE.numbers) {
      if (repeated) throw badRequest('A numbers question takes one answer with all its Subquestions.');
      answer.numbers = numbersOf(question, questionId, detail);
    } else {
      const option = optionOf(question, questionId, detail);
      if (answer.optionIndexes.includes(option)) throw badRequest('An option is chosen twice.');
      if (question.type === COURSE_QUESTION_TYPE.single && repeated)
        throw badRequest('A single-choice question takes exactly one option.');
      answer.optionIndexes.push(option);
    }
    answers.set(index, answer);
  }
  if (answers.size !== assessment.questions.length) throw badRequest(ELEARNING_MESSAGES.answerAll);
  return [...answers.entries()].sort(([a], [b]) => a - b).map(([, answer]) => answer);
}
