import { z } from 'zod';
import { AREAS } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';
import { areaId, key, plainText } from './fields.js';
import { safeHtml } from './safe-html.js';

/* content/elearning/assessments.yaml */

/** Options are listed from the weakest state to the strongest: option index i scores i + 1 (1-5). */
export const ASSESSMENT_OPTION_COUNT = 5;
export const scoreOfOption = (optionIndex: number): number => optionIndex + 1;

export const assessmentQuestionSchema = z.strictObject({
  key,
  area: areaId,
  text: plainText(200),
  options: z
    .array(plainText(120))
    .length(ASSESSMENT_OPTION_COUNT)
    .describe('Weakest state first (scores 1) to strongest (scores 5)'),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const ASSESSMENT_TYPES = {
  assessmentOne: 1,
  pathLevelOne: 2,
  pathLevelTwo: 3,
  pathLevelThreeAndFour: 4,
} as const;

export const elearningAssessmentSchema = z
  .strictObject({
    type: z.number().int().min(1).max(4).describe('1 Assessment One; 2 level 1 path; 3 level 2 path; 4 levels 3 and 4'),
    title: plainText(80),
    congratsMessage: safeHtml(10, 200),
    questions: z.array(assessmentQuestionSchema),
  })
  .superRefine((assessment, ctx) => {
    const perArea = assessment.type === ASSESSMENT_TYPES.assessmentOne ? 2 : 1;
    const expected = perArea * AREAS.length;
    if (assessment.questions.length !== expected)
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `type ${assessment.type} has ${expected} questions`,
      });
    for (const area of AREAS) {
      const count = assessment.questions.filter((question) => question.area === area.id).length;
      if (count !== perArea)
        ctx.addIssue({ code: 'custom', path: ['questions'], message: `${perArea} question(s) for area ${area.id}` });
    }
  });
export type ElearningAssessment = z.infer<typeof elearningAssessmentSchema>;

export const assessmentsFileSchema = z
  .strictObject({ assessments: z.array(elearningAssessmentSchema).length(4) })
  .superRefine((file, ctx) => {
    const types = file.assessments.map((assessment) => assessment.type).sort();
    if (types.join() !== '1,2,3,4')
      ctx.addIssue({ code: 'custom', path: ['assessments'], message: 'one assessment of each type 1-4' });
  });
export type AssessmentsContent = z.infer<typeof assessmentsFileSchema>;

export const loadAssessmentsContent = (): AssessmentsContent =>
  loadContent('elearning/assessments', assessmentsFileSchema);

/** The assessment of a type (1-4); undefined for another number. */
export const assessmentOfType = (type: number): ElearningAssessment | undefined =>
  loadAssessmentsContent().assessments.find((assessment) => assessment.type === type);
