import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Submissions allowed per caller address on the public (anonymous) write calls. */
export const PUBLIC_SUBMISSIONS = { max: 30, windowMinutes: 10 } as const;

export const TOO_MANY_SUBMISSIONS_MESSAGE = `Too many submissions from your connection. Please wait ${PUBLIC_SUBMISSIONS.windowMinutes} minutes and try again.`;

/**
 * Registers @fastify/rate-limit inside one feature plugin (never globally):
 * only routes that set `config: publicSubmissionLimit` are counted, per address.
 */
export async function registerPublicRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('tooManyRequests', TOO_MANY_SUBMISSIONS_MESSAGE),
  });
}

export const publicSubmissionLimit = {
  rateLimit: { max: PUBLIC_SUBMISSIONS.max, timeWindow: PUBLIC_SUBMISSIONS.windowMinutes * 60 * 1000 },
};
