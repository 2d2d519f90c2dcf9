import { z } from 'zod';
import { ELEARNING_MESSAGES } from '../../learning/schedule.js';
import { coercedIdSchema, coercedWholeNumber, idSchema, wholeNumber } from '../primitives.js';

/** A module card on the My E-Learning board. */
export const elearningModuleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  isUnlocked: z.boolean(),
  isCompleted: z.boolean(),
  /** 'Unlocked on December 07, 2026' or 'Unlocks on December 14, 2026'. */
  unLockDateText: z.string(),
  isEnabled: z.boolean(),
  externalLink: z.string().nullable(),
});
export type ElearningModuleCard = z.infer<typeof elearningModuleCardSchema>;

/** GET Elearning/GetELearningModules/{userId}/{level}. */
export const elearningBoardSchema = z.object({
  level: z.number().int(),
  myBreakthroughExperience: z.array(elearningModuleCardSchema),
  myPersonalizedPath: z.array(elearningModuleCardSchema),
  /** The module to open next: the first unlocked one not completed, else the latest unlocked. */
  moduleVip: z.number().int().nullable(),
  /** Day of the running track (breakthrough, then path) out of its length in days. */
  courseProgress: z.object({ currentDay: z.number().int(), courseDays: z.number().int() }),
  /** Assessment One starts the breakthrough (level 1, nothing started yet). */
  canStartBreakthrough: z.boolean(),
  /** The path's assessment type (2, 3 or 4) once it may start; null while it may not or has started. */
  startPathAssessmentType: z.number().int().nullable(),
});
z.globalRegistry.add(elearningBoardSchema, { id: 'ElearningBoard' });
export type ElearningBoard = z.infer<typeof elearningBoardSchema>;

export const elearningBoardParamsSchema = z.object({ userId: coercedIdSchema, level: coercedWholeNumber(1, 4) });
export const moduleIdParamsSchema = z.object({ moduleId: coercedIdSchema });

const buttonSchema = z.object({
  displayButton: z.boolean(),
  text: z.string(),
  value: z.string(),
  isExternalLink: z.boolean(),
  link: z.string(),
});

export const moduleSectionSchema = z.object({
  name: z.enum(['Watch', 'Read', 'Do']),
  title: z.string(),
  videoUrl: z.string().nullable(),
  captionsUrl: z.string().nullable(),
  introText: z.string().nullable(),
  /** Safe HTML; the client sanitises it again. */
  contentText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  hasActionSteps: z.boolean(),
  isActionStepsButtonEnabled: z.boolean(),
  textButtonActionSteps: z.string().nullable(),
  doButton: z.object({ isExternalLink: z.boolean(), link: z.string(), text: z.string() }).nullable(),
  buttonOne: buttonSchema,
  buttonTwo: buttonSchema,
  buttonThree: buttonSchema,
  buttonFour: buttonSchema,
});
export type ModuleSection = z.infer<typeof moduleSectionSchema>;

export const moduleQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ id: z.number().int(), text: z.string() })),
  /** The member's saved answer, if any. */
  selectedOptionId: z.number().int().nullable(),
});
export type ModuleQuestion = z.infer<typeof moduleQuestionSchema>;

/** GET elearning/GetELearningModuleDetail/{moduleId}: 403 while the module is locked. */
export const moduleDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  caption: z.string(),
  unlockedDateText: z.string(),
  isCompleted: z.boolean(),
  /** 5: the mid-year review starts from this module; 6: the next level. */
  nextStepId: z.number().int().nullable(),
  goToNextLevelDesc: z.string().nullable(),
  displayCompleteButton: z.boolean(),
  questions: z.array(moduleQuestionSchema),
  sections: z.array(moduleSectionSchema),
});
z.globalRegistry.add(moduleDetailSchema, { id: 'ModuleDetail' });
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/** PUT Elearning/CompleteELearningModule. */
export const completeModuleRequestSchema = z.object({ id: idSchema, userId: idSchema });
z.globalRegistry.add(completeModuleRequestSchema, { id: 'CompleteModuleRequest' });
export const completeModuleResponseSchema = z.object({ id: z.number().int(), isCompleted: z.literal(true) });
z.globalRegistry.add(completeModuleResponseSchema, { id: 'CompleteModuleResponse' });

/** POST ELearning/SaveCustomizeModuleAssessment: every question of the module answered. */
export const saveModuleAnswersRequestSchema = z.object({
  moduleId: idSchema,
  assesmentDetails: z
    .array(z.object({ questionId: idSchema, optionId: idSchema }))
    .min(1, ELEARNING_MESSAGES.answerAll)
    .max(20),
});
z.globalRegistry.add(saveModuleAnswersRequestSchema, { id: 'SaveModuleAnswersRequest' });
export type SaveModuleAnswersRequest = z.input<typeof saveModuleAnswersRequestSchema>;

/** POST AdditionalCourse/AddActionSteps/{moduleId}: the Do section's steps join the member's tracker. */
export const addModuleActionStepsResponseSchema = z.object({ added: z.number().int() });
z.globalRegistry.add(addModuleActionStepsResponseSchema, { id: 'AddModuleActionStepsResponse' });

export const assessmentTypeParamsSchema = z.object({ assessmentType: coercedWholeNumber(1, 4) });

/** GET ELearning/GetAssessmentQuestions/{assessmentType}. */
export const elearningAssessmentSchema = z.object({
  assessmentType: z.number().int(),
  title: z.string(),
  /** Safe HTML. */
  congratsMessage: z.string(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      options: z.array(z.object({ id: z.number().int(), text: z.string() })),
    }),
  ),
});
z.globalRegistry.add(elearningAssessmentSchema, { id: 'ElearningAssessment' });
export type ElearningAssessment = z.infer<typeof elearningAssessmentSchema>;

/** POST ELearning: every question answered once. */
export const saveElearningAssessmentRequestSchema = z.object({
  userId: idSchema,
  assessmentType: wholeNumber(1, 4),
  assesmentDetails: z
    .array(z.object({ questionId: idSchema, optionId: idSchema }))
    .min(1, ELEARNING_MESSAGES.answerAll)
    .max(20),
});
z.globalRegistry.add(saveElearningAssessmentRequestSchema, { id: 'SaveElearningAssessmentRequest' });
export type SaveElearningAssessmentRequest = z.input<typeof saveElearningAssessmentRequestSchema>;
export const savedElearningAssessmentSchema = z.object({ assessmentType: z.number().int(), completedDate: z.string() });
z.globalRegistry.add(savedElearningAssessmentSchema, { id: 'SavedElearningAssessment' });

/** POST ELearning/CreateELearningModules: after the assessment, the track it starts. */
export const createModulesRequestSchema = z.object({ userId: idSchema, assessmentType: wholeNumber(1, 4) });
z.globalRegistry.add(createModulesRequestSchema, { id: 'CreateModulesRequest' });
export const createdModulesSchema = z.object({
  track: z.enum(['breakthrough', 'path']),
  modules: z.number().int(),
  startDate: z.string(),
});
z.globalRegistry.add(createdModulesSchema, { id: 'CreatedModules' });
