import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  faqItemSchema,
  productCardSchema,
  productListParamsSchema,
  testimonialParamsSchema,
  testimonialSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { databaseRateLimitStore } from '../../http/rate-limit-store.js';
import { frequentQuestions, productCards, testimonials } from './content.js';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Public site'];

export interface PublicRoutesOptions {
  /** Where the hits are counted (shared by every server process). */
  db: Db;
  /** Requests per minute per address on these anonymous calls, all three together. */
  rateLimitMax?: number;
}

/** The anonymous marketing calls (cards, FAQ, testimonials); content comes from content/public/. */
export const publicRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, { db, rateLimitMax = 300 }) => {
  await app.register(rateLimit, {
    max: rateLimitMax,
    timeWindow: '1 minute',
    store: databaseRateLimitStore(db, 'public-content'),
    // The content needs no database: when it cannot count, the content is still served.
    skipOnError: true,
  });
  const limited = {};

  app.get(
    '/Home/GetOolaProducts/:type',
    {
      config: { ability: PUBLIC, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Product and service cards: 1 = services and courses, 2 = products',
        description:
          'imageUrl may contain {imageBase}, which the client replaces with the image base address. ' +
          'productTypeId 1 shows LEARN MORE, any other SHOP NOW.',
        params: productListParamsSchema,
        response: { 200: z.array(productCardSchema), ...limited },
      },
    },
    async (request) => productCards(request.params.type),
  );

  app.get(
    '/home/GetFrequentQuestions',
    {
      config: { ability: PUBLIC, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'The FAQ list',
        description: 'An answer may contain {compensationPlan}, replaced by a link to the compensation plan PDF.',
        response: { 200: z.array(faqItemSchema) },
      },
    },
    async () => frequentQuestions(),
  );

  app.get(
    '/home/GetHomeTestimonials/:option',
    {
      config: { ability: PUBLIC, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Testimonials: option 1 home, 2 affiliate, 3 TRS, 4 partner',
        params: testimonialParamsSchema,
        response: { 200: z.array(testimonialSchema), ...limited },
      },
    },
    async (request) => testimonials(request.params.option),
  );
};
