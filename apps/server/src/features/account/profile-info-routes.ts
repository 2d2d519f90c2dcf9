import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerProfileInfoSchema, userIdParamsSchema } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';
import { coachingFacts, profileInfo } from './profile-info.js';

const TAGS = ['Sign-in'];

/** The member's profile flags, with the coaching figures that payments and session credits own. */
export const profileInfoRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Customer/GetCustomerProfileInfo/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: "The member's profile flags (hasCoach, isActiveCoach, userTypeId, time zone)",
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: customerProfileInfoSchema },
      },
    },
    async (request) => profileInfo(request.user, await coachingFacts(db, request.user.id), clock.now()),
  );
};
