import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantCourseRequestSchema, grantedCourseSchema } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { grantCourse } from './grant.js';
import { staffAbilities } from '../../../policies/staff.js';

/** Staff grant courses (a gift, a refund made good); members buy them with AdditionalCourse/Purchase (decision 053). */
export const courseAccessRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/AdditionalCourse/Grant',
    {
      config: { ability: staffAbilities.grantCourses, errors: ['notFound', 'conflict'] },
      schema: {
        tags: ['Courses'],
        summary: 'Staff only: give a member an additional course; granting again changes nothing',
        description:
          'The command line does the same: npm run grant-course -w apps/server -- <userId> <courseId>. ' +
          'The coach certification (1009) comes with being an active coach: granting it is a 409.',
        security: [{ bearer: [] }],
        body: grantCourseRequestSchema,
        response: {
          200: grantedCourseSchema,
        },
      },
    },
    async (request) => grantCourse(db, request.body, request.user.id, clock.now()),
  );
};
