import type { FastifyRequest } from 'fastify';
import { USER_TYPE } from '@oola/domain';
import { forbidden } from './app-error.js';

/**
 * onRequest hook, after `app.authenticate`: a non-subscriber (user type 4) gets a 403 with the
 * section's upgrade message before anything is validated, read or written.
 */
export function subscriberOnly(upgradeMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.user.userTypeId === USER_TYPE.nonSubscriber) throw forbidden(upgradeMessage);
  };
}
