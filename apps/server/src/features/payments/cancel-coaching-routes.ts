import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelCoachingRequestSchema, cancelCoachingResponseSchema } from '@oola/domain';
import { cancelCoaching } from './cancel-coaching.js';
import type { PaymentDeps } from './charge.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

/**
 * The member ends their coaching. Open to every signed-in member (not only subscribers): a member
 * whose subscription to the framework lapsed can still stop paying for coaching.
 */
export const cancelCoachingRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.put(
    '/Payments/CancelCoaching',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body') },
      schema: {
        tags: ['Payments'],
        security: [{ bearer: [] }],
        summary: 'End my coaching: no more renewals, my coach becomes a past coach',
        description:
          'UserId must be the caller (403 otherwise). In one transaction, at once: the coaching subscription ' +
          '(active or past_due) is canceled, so it is never charged again (the sandbox and Stripe alike: renewals ' +
          'are our own off-session charges, there is no subscription at Stripe to cancel); the running month is ' +
          'not refunded. The pair ends: the coach sees the member under MY PAST CLIENTS, the room’s notes and chat ' +
          'stay readable but take no new note, message or meeting. displayCoachingPayment turns on, so choosing a ' +
          'coach again pays a new month. Session credits stay the member’s, for their next coach. Idempotent: a ' +
          'call with nothing left to end answers 200 with ended false and changes nothing.',
        body: cancelCoachingRequestSchema,
        response: { 200: cancelCoachingResponseSchema },
      },
    },
    async (request) => cancelCoaching(deps, request.user),
  );
};
