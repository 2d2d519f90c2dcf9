import { z } from 'zod';
import { moduleSectionSchema } from './modules.js';
import { coercedIdSchema } from '../primitives.js';

export const CERTIFICATION_MESSAGES = {
  coachesOnly: 'The coach certification is open to active coaches.',
  locked: 'Complete the modules before this one to open it.',
  quizFirst: "Pass this module's quiz before you complete it.",
  /** Beside COMPLETE MODULE, disabled until the module's quiz is passed. */
  passQuizToComplete: 'Pass the quiz to complete this module.',
} as const;

/** A certification module's place: 0 locked, 1 the one to take now, 2 completed. */
export const CERTIFICATION_STATUS = { locked: 0, active: 1, completed: 2 } as const;

export const certificationCourseParamsSchema = z.object({ courseId: coercedIdSchema });
export const certificationModuleParamsSchema = z.object({ moduleId: coercedIdSchema });

/** GET AdditionalCourse/GetCertificationModules/{courseId}. */
export const certificationModulesSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      subtitle: z.string(),
      /** Percent of the section's modules completed, 0-100. */
      progress: z.number().int(),
      modules: z.array(
        z.object({
          moduleId: z.number().int(),
          /** 1, 2, ... across all sections. */
          moduleNumber: z.number().int(),
          title: z.string(),
          status: z.number().int(),
        }),
      ),
    }),
  ),
});
z.globalRegistry.add(certificationModulesSchema, { id: 'CertificationModules' });
export type CertificationModules = z.infer<typeof certificationModulesSchema>;

/** GET AdditionalCourse/GetCertificationModuleDetail/{moduleId}: 403 while it is locked. */
export const certificationModuleDetailSchema = z.object({
  moduleId: z.number().int(),
  moduleNumber: z.number().int(),
  title: z.string(),
  caption: z.string(),
  /** Watch and Read, as on a programme module. */
  sections: z.array(moduleSectionSchema),
  externalLink: z.object({ text: z.string(), url: z.string() }).nullable(),
  /** The quiz to pass before the module completes (GET AdditionalCourse/GetQuiz/{moduleId}). */
  quizId: z.number().int().nullable(),
  previousModuleId: z.number().int().nullable(),
  nextModuleId: z.number().int().nullable(),
  isCompleted: z.boolean(),
  /** Some attempt at the module's quiz passed (false without a quiz). */
  quizPassed: z.boolean(),
});
z.globalRegistry.add(certificationModuleDetailSchema, { id: 'CertificationModuleDetail' });
export type CertificationModuleDetail = z.infer<typeof certificationModuleDetailSchema>;

/** POST AdditionalCourse/CompleteCertificationModule/{moduleId}: the module to open next, null after the last. */
export const completedCertificationModuleSchema = z.object({ nextModuleId: z.number().int().nullable() });
z.globalRegistry.add(completedCertificationModuleSchema, { id: 'CompletedCertificationModule' });

/**
 * PUT AdditionalCourse/HideCertificationTutorial: the dashboard's tour step about the certification
 * was dismissed, for good (decision 039).
 */
export const certificationTutorialSchema = z.object({ displayCoachCertificationTutorial: z.boolean() });
z.globalRegistry.add(certificationTutorialSchema, { id: 'CertificationTutorial' });
export type CertificationTutorial = z.infer<typeof certificationTutorialSchema>;
