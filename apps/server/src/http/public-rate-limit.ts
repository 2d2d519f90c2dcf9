import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../core/app-error.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/** Submissions allowed per caller address on the public (anonymous) write calls. */
export const PUBLIC_SUBMISSIONS = { max: 30, windowMinutes: 10 } as const;

export const TOO_MANY_SUBMISSIONS_MESSAGE = `Too many submissions from your connection. Please wait ${PUBLIC_SUBMISSIONS.windowMinutes} minutes and try again.`;

/**
 * Registers @fastify/rate-limit inside one feature plugin (never globally):
 * only routes that set `config: publicSubmissionLimit` are counted, per route
 * and address, in the database, so every server process counts the same hits.
 */
export async function registerPublicRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, 'submissions'),
    // A limit the database cannot count is not applied: the call itself then fails or succeeds alone.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('tooManyRequests', TOO_MANY_SUBMISSIONS_MESSAGE),
  });
}

export const publicSubmissionLimit = {
  rateLimit: { max: PUBLIC_SUBMISSIONS.max, timeWindow: PUBLIC_SUBMISSIONS.windowMinutes * 60 * 1000 },
};
