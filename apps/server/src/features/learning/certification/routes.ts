import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificationCourseParamsSchema,
  certificationModuleDetailSchema,
  certificationModuleParamsSchema,
  certificationModulesSchema,
  certificationTutorialSchema,
  completedCertificationModuleSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { certificationModuleDetail } from './certification-detail.js';
import { completeCertificationModule } from './certification-completion.js';
import { certificationModules } from './certification-modules.js';
import { hideCertificationTutorial } from './certification-tutorial.js';
import { moduleAbilities } from '../../../policies/module.js';
import { memberAbilities } from '../../../policies/member.js';

const secured = { tags: ['Coach certification'], security: [{ bearer: [] }] };
const RULES =
  'Active coaches only (403 otherwise). Modules open one after the other across sections: the first one not ' +
  'completed is active (status 1), the ones after it are locked (0, a 403). Ids: 1009 × 100 + the module’s ' +
  'number (100901, 100902, ...).';

/** The coach certification (course 1009): sections, module pages and completion. */
export const certificationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/AdditionalCourse/GetCertificationModules/:courseId',
    {
      config: { ability: moduleAbilities.studyCertification },
      schema: {
        ...secured,
        summary: "The certification's sections with their progress and each module's status",
        description: RULES,
        params: certificationCourseParamsSchema,
        response: { 200: certificationModulesSchema },
      },
    },
    async (request) => certificationModules(db, request.user, request.params.courseId),
  );

  app.get(
    '/AdditionalCourse/GetCertificationModuleDetail/:moduleId',
    {
      config: { ability: moduleAbilities.studyCertification },
      schema: {
        ...secured,
        summary: 'A certification module: Watch and Read, its link, its quiz and the modules around it',
        description: RULES,
        params: certificationModuleParamsSchema,
        response: { 200: certificationModuleDetailSchema },
      },
    },
    async (request) => certificationModuleDetail(db, request.user, request.params.moduleId),
  );

  app.post(
    '/AdditionalCourse/CompleteCertificationModule/:moduleId',
    {
      config: { ability: moduleAbilities.studyCertification, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'Complete an open module (409 until its quiz has a passing attempt); answers the next module',
        description: `${RULES} Completing again is harmless.`,
        params: certificationModuleParamsSchema,
        body: z.unknown().optional(),
        response: { 200: completedCertificationModuleSchema },
      },
    },
    async (request) => completeCertificationModule(db, app.events, request.user, request.params.moduleId, clock.now()),
  );

  app.put(
    '/AdditionalCourse/HideCertificationTutorial',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'notFound'] },
      schema: {
        ...secured,
        summary: "Dismiss the dashboard's tour step about the certification, for good",
        description:
          'Sets the caller’s displayCoachCertificationTutorial (in the session and GetCurrentUserStep) to false. ' +
          'Any signed-in member may hide their own tour step; hiding it again changes nothing. No body.',
        body: z.unknown().optional(),
        response: { 200: certificationTutorialSchema },
      },
    },
    async (request) => hideCertificationTutorial(db, request.user, clock.now()),
  );
};
