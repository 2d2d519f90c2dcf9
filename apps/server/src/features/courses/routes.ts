import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseIdParamsSchema, courseModulesSchema, errorResponseSchema } from '@oola/domain';
import { courseModules } from './welcome-content.js';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/AdditionalCourse/GetELearningModules/:courseId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Courses'],
        summary: "An additional course's modules; for now its welcome content (whatToExpectDTO)",
        security: [{ bearer: [] }],
        params: courseIdParamsSchema,
        response: {
          200: courseModulesSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => courseModules(request.params.courseId),
  );
};
