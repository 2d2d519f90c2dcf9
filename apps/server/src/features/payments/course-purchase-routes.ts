import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idempotencyHeadersSchema,
  paymentDeclinedSchema,
  purchaseCourseRequestSchema,
  purchaseCourseResponseSchema,
} from '@oola/domain';
import type { PaymentDeps } from './charge.js';
import { purchaseCourse } from './purchase-course.js';
import { courseAbilities } from '../../policies/course.js';
import { onOwnAccount } from '../../policies/route-ability.js';

/** Buying an additional course with the card on file: open to every member, non-subscribers included. */
export const coursePurchaseRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.post(
    '/AdditionalCourse/Purchase',
    {
      config: {
        ability: onOwnAccount(courseAbilities.useCourses, 'body'),
        errors: ['notFound', 'conflict', 'serviceUnavailable'],
      },
      schema: {
        tags: ['Payments'],
        security: [{ bearer: [] }],
        summary: 'Buy an additional course at its price, charged once to the card on file',
        description:
          'Price: the course’s price in content/elearning/courses.yaml (whole dollars). UserId must be the caller ' +
          '(403). An unknown course is a 404; the coach certification (1009) is not sold, a course the member ' +
          'already has and a second purchase while one is running are 409s. On success the course is the member’s ' +
          '(course_purchases source payment) and welcomeUrl is its welcome page. Header Idempotency-Key (8 to 100 ' +
          'letters, digits, - or _): one per payment attempt; the same key never charges twice and answers the ' +
          'first outcome. 402 { message, declineCode, declineMessage } when the card is declined; 409 without a ' +
          'card on file; 503 when the payment service cannot be reached (nothing was charged).',
        headers: idempotencyHeadersSchema,
        body: purchaseCourseRequestSchema,
        response: {
          200: purchaseCourseResponseSchema,
          402: paymentDeclinedSchema,
        },
      },
    },
    async (request) => purchaseCourse(deps, request.user, request.body.courseId, request.headers['idempotency-key']),
  );
};
