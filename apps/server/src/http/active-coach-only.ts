import type { FastifyRequest } from 'fastify';
import { COACH_PROFILE_MESSAGES } from '@oola/domain';
import { forbidden } from './app-error.js';

/**
 * onRequest hook, after `app.authenticate`: anyone who is not an active coach (users.is_active_coach,
 * the stored flag the profile answers as isActiveCoach) gets a 403 before anything is read or written.
 */
export async function activeCoachOnly(request: FastifyRequest): Promise<void> {
  if (!request.user.isActiveCoach) throw forbidden(COACH_PROFILE_MESSAGES.coachesOnly);
}
