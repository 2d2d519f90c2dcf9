import { z } from 'zod';
import { AREAS, ASSESSMENT } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const questionsFileSchema = z.object({
  areas: z
    .array(
      z.object({
        areaId: z.number().int().min(1).max(AREAS.length),
        questions: z
          .array(z.strictObject({ id: z.number().int().positive(), title: z.string().min(1), text: z.string().min(1) }))
          .length(ASSESSMENT.questionsPerArea),
      }),
    )
    .length(ASSESSMENT.areas),
});

export type QuestionContent = z.infer<typeof questionsFileSchema>['areas'][number]['questions'][number];

/** The 70 questions of content/assessment-questions.yaml, in area order (ids 1-7). */
export function assessmentAreas() {
  const { areas } = loadContent('assessment-questions', questionsFileSchema);
  return [...areas].sort((a, b) => a.areaId - b.areaId);
}

let areaByQuestion: Map<number, number> | null = null;

/** The area a question belongs to, or undefined for an unknown question id. */
export function areaOfQuestion(questionId: number): number | undefined {
  areaByQuestion ??= new Map(
    assessmentAreas().flatMap((area) => area.questions.map((question) => [question.id, area.areaId] as const)),
  );
  return areaByQuestion.get(questionId);
}

/**
 * 0-based index of the first area without all 10 scores (7 when all are
 * answered): the area a member resumes at.
 */
export function nextAreaIndex(answered: ReadonlySet<number>): number {
  const index = assessmentAreas().findIndex((area) => area.questions.some((question) => !answered.has(question.id)));
  return index === -1 ? ASSESSMENT.areas : index;
}
