import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentHistorySchema, paymentReceiptSchema, receiptParamsSchema } from '@oola/domain';
import type { PaymentDeps } from './charge.js';
import { paymentHistory, paymentReceipt, type Seller } from './history.js';
import { memberAbilities } from '../../policies/member.js';

const secured = { tags: ['Payments'], security: [{ bearer: [] }] };

/** The member's own payment history and a receipt per charged payment. */
export const historyRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps; seller: Seller }> = async (
  app,
  { deps, seller },
) => {
  app.get(
    '/Payments/History',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        ...secured,
        summary: 'Every payment attempt of the member, newest first: what, amount, card, status, refund',
        description:
          'Declined attempts are listed too (nothing was charged); a refunded payment carries refundedAt. ' +
          'card is the card charged (brand and last 4), which may differ from the card on file today.',
        response: { 200: paymentHistorySchema },
      },
    },
    async (request) => paymentHistory(deps.db, request.user.id),
  );

  app.get(
    '/Payments/Receipt/:paymentId',
    {
      config: { ability: memberAbilities.useAccount, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'The receipt of one of the member’s charged payments',
        description:
          'Another member’s payment id is a 404, as if it did not exist. A declined or still pending payment ' +
          'charged nothing and has no receipt (409). Times are ISO (UTC); timeZone is the member’s zone.',
        params: receiptParamsSchema,
        response: {
          200: paymentReceiptSchema,
        },
      },
    },
    async (request) => paymentReceipt(deps.db, request.user, request.params.paymentId, seller),
  );
};
