import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DATA,
  accountDeletionStatusSchema,
  pendingDeletionsSchema,
  requestAccountDeletionSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { memberAbilities } from '../../policies/member.js';
import { staffAbilities } from '../../policies/staff.js';
import { cancelDeletion, deletionStatus, pendingDeletions, requestDeletion } from './deletion-service.js';

const TAGS = ['Account data'];

/** Delete my account (decision 075): schedule, see, cancel; and the staff's list of pending deletions. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/Account/Deletion',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: TAGS,
        summary: 'Delete my account after a grace period',
        description:
          `The member types the confirmation words and their password. The account is erased after ${ACCOUNT_DATA.deletionGraceDays} ` +
          'days unless they cancel first (signing in shows the offer). 400 for wrong words or password (nothing written); ' +
          '409 when a deletion is already scheduled, or for a coach who still has active clients (hand them over first).',
        security: [{ bearer: [] }],
        body: requestAccountDeletionSchema,
        response: { 201: accountDeletionStatusSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requestDeletion(db, clock, request.user.id, request.body.password, request.ip)),
  );

  app.get(
    '/Account/Deletion',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden'] },
      schema: {
        tags: TAGS,
        summary: 'Whether my account is scheduled for deletion, and when',
        security: [{ bearer: [] }],
        response: { 200: accountDeletionStatusSchema },
      },
    },
    async (request) => deletionStatus(db, request.user.id),
  );

  app.delete(
    '/Account/Deletion',
    {
      config: { ability: memberAbilities.useAccount, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: TAGS,
        summary: 'Keep my account: cancel the scheduled deletion',
        description: '409 when no deletion is scheduled (or its erasure has already started).',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cancelDeletion(db, clock, request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Staff/PendingDeletions',
    {
      config: { ability: staffAbilities.readPendingDeletions },
      schema: {
        tags: TAGS,
        summary: 'Staff: accounts scheduled for deletion, soonest first',
        security: [{ bearer: [] }],
        response: { 200: pendingDeletionsSchema },
      },
    },
    async () => pendingDeletions(db),
  );
};
