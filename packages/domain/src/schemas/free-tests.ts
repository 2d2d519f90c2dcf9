import { z } from 'zod';
import { FREE_TEST, STRESS_ASSESSMENT } from '../constants.js';
import { coercedIdSchema, EMAIL_MAX_LENGTH, idSchema, singleLineText } from './primitives.js';

/** Letters (accented ones too) and spaces only. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
export const LEAD_PHONE_PATTERN = new RegExp(`^\\d{0,${FREE_TEST.phoneMaxDigits}}$`);

const personName = (label: string) =>
  singleLineText(60, `${label} is too long`)
    .min(1, `${label} is required`)
    .regex(PERSON_NAME_PATTERN, `${label} may contain letters and spaces only`);

const emailAddress = singleLineText(EMAIL_MAX_LENGTH, 'Email is too long')
  .min(1, 'Email is required')
  .pipe(z.email('Enter a valid email address'));

const optionalPhone = z
  .string()
  .trim()
  .regex(LEAD_PHONE_PATTERN, `Phone may contain digits only, at most ${FREE_TEST.phoneMaxDigits}`)
  .nullish()
  .transform((value) => value || null);

const ambassadorsName = singleLineText(100)
  .nullish()
  .transform((value) => value || null);

/** The person taking a free test (a lead): the same rules on the form and on the server. */
export const leadSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  emailAddress,
  ambassadorsName,
  phoneNumber: optionalPhone,
});
export type LeadInput = z.input<typeof leadSchema>;
export type Lead = z.infer<typeof leadSchema>;

const answer = z.object({
  questionId: idSchema,
  score: z.number().int().min(1, 'Scores go from 1 to 10').max(10, 'Scores go from 1 to 10'),
});

const distinctQuestions = (answers: { questionId: number }[]) =>
  new Set(answers.map((item) => item.questionId)).size === answers.length;

// ---- Free life balance test ----

export const freeTestQuestionSchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export const freeTestAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  questions: z.array(freeTestQuestionSchema),
});
export const freeTestAreasSchema = z.array(freeTestAreaSchema);
z.globalRegistry.add(freeTestAreasSchema, { id: 'FreeTestAreas' });
export type FreeTestArea = z.infer<typeof freeTestAreaSchema>;

export const freeTestSaveSchema = z.object({
  user: leadSchema,
  scores: z
    .array(answer)
    .length(FREE_TEST.questions, `Answer all ${FREE_TEST.questions} questions`)
    .refine(distinctQuestions, 'Each question may be answered once'),
});
z.globalRegistry.add(freeTestSaveSchema, { id: 'FreeTestSaveRequest' });
export type FreeTestSaveRequest = z.input<typeof freeTestSaveSchema>;

export const freeTestResultSchema = z.object({
  /** 0-100, shown rounded in the middle of the wheel. */
  oolaScore: z.number().int(),
  /** Rich text (HTML). */
  results: z.string(),
  /** Rich text (HTML). */
  recommendations: z.string(),
  areas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      color: z.string(),
      /** Out of 100; shown divided by 10. */
      score: z.number().int(),
    }),
  ),
});
z.globalRegistry.add(freeTestResultSchema, { id: 'FreeTestResult' });
export type FreeTestResult = z.infer<typeof freeTestResultSchema>;

// ---- Mind and body wellness (stress) assessment ----

export const stressQuestionnaireSchema = z.object({
  /** Rich text (HTML). */
  title: z.string(),
  /** Rich text (HTML). */
  congratsMessage: z.string(),
  questions: z.array(freeTestQuestionSchema),
});
z.globalRegistry.add(stressQuestionnaireSchema, { id: 'StressQuestionnaire' });
export type StressQuestionnaire = z.infer<typeof stressQuestionnaireSchema>;

export const stressSaveSchema = z.object({
  user: leadSchema,
  questions: z
    .array(answer)
    .length(STRESS_ASSESSMENT.questions, `Answer all ${STRESS_ASSESSMENT.questions} questions`)
    .refine(distinctQuestions, 'Each question may be answered once'),
});
z.globalRegistry.add(stressSaveSchema, { id: 'StressSaveRequest' });
export type StressSaveRequest = z.input<typeof stressSaveSchema>;

export const stressResultSchema = z.object({
  /** 0-100: higher means more stress. */
  score: z.number().int(),
  recommendation1: z.string(),
  recommendation2: z.string(),
  recommendation3: z.string(),
  shopLink: z.string(),
});
z.globalRegistry.add(stressResultSchema, { id: 'StressResult' });
export type StressResult = z.infer<typeof stressResultSchema>;

export const questionnaireIdParamsSchema = z.object({ id: coercedIdSchema });
