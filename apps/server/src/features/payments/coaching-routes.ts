import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idempotencyHeadersSchema,
  paymentDeclinedSchema,
  purchaseSessionRequestSchema,
  purchaseSessionResponseSchema,
  selectCoachParamsSchema,
  selectCoachResponseSchema,
} from '@oola/domain';
import type { PaymentDeps } from './charge.js';
import { purchaseSessions } from './purchase-sessions.js';
import { selectCoach } from './select-coach.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const secured = { security: [{ bearer: [] }] };
const idempotencyKey = (headers: { 'idempotency-key'?: string }) => headers['idempotency-key'];
const chargeErrors = {
  402: paymentDeclinedSchema,
};
const IDEMPOTENCY =
  'Header Idempotency-Key (8 to 100 letters, digits, - or _): one key per payment attempt, made by the client ' +
  'and sent again when it retries a request that got no answer. The same key never charges twice: it answers ' +
  'the first outcome (the same success or the same 402), or 409 while that first request is still running. ' +
  'After a 402 the client makes a new key for the next attempt. A key used for another purchase is a 409. ' +
  '402 { message, declineCode, declineMessage }: the card was declined (card_declined, expired_card, ...); ' +
  '409 without a card on file; 503 when the payment service cannot be reached (nothing was charged).';

/** The coaching calls that charge: session packs and choosing a coach (subscribers only). */
export const coachingRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (coaching, { deps }) => {
  coaching.post(
    '/Coach/PurchaseSession',
    {
      config: {
        ability: onOwnAccount(memberAbilities.buyCoaching, 'body'),
        errors: ['notFound', 'conflict', 'serviceUnavailable'],
      },
      schema: {
        ...secured,
        tags: ['Payments'],
        summary: 'Buy 30-minute sessions with your coach, charged to the card on file',
        description:
          'Price: the coach’s session rate (coach_profiles.session_rate, whole dollars for one 30-minute ' +
          'session) × Quantity. Quantity 0 is a 400 with the spec’s text; CoachId must be the member’s current ' +
          'coach (403). On success the credits are added to the ledger with the payment. ' +
          IDEMPOTENCY,
        headers: idempotencyHeadersSchema,
        body: purchaseSessionRequestSchema,
        response: { 200: purchaseSessionResponseSchema, ...chargeErrors },
      },
    },
    async (request) => purchaseSessions(deps, request.user, request.body, idempotencyKey(request.headers)),
  );

  coaching.post(
    '/FindCoach/SelectCoach/:coachId',
    {
      config: { ability: memberAbilities.buyCoaching, errors: ['conflict', 'serviceUnavailable'] },
      schema: {
        ...secured,
        tags: ['Payments'],
        summary: 'Choose a coach; pays the first month of coaching ($50) first when the member must',
        description:
          'Only an active coach (404 otherwise). When the session’s displayCoachingPayment is true and the ' +
          'member has no active coaching subscription, the card on file is charged $50 and a subscription opens ' +
          'with current_period_end one month later; it renews itself by charging the card again. ' +
          'Otherwise the coach is selected at once, no Idempotency-Key needed. ' +
          IDEMPOTENCY,
        headers: idempotencyHeadersSchema,
        params: selectCoachParamsSchema,
        response: { 200: selectCoachResponseSchema, ...chargeErrors },
      },
    },
    async (request) => selectCoach(deps, request.user, request.params.coachId, idempotencyKey(request.headers)),
  );
};
