import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES, webhookReceiptSchema } from '@oola/domain';
import { badRequest, notFound } from '../../core/app-error.js';
import type { PaymentDeps } from './charge.js';
import { BadSignatureError } from './provider.js';
import { handlePaymentEvent } from './webhook.js';
import { PUBLIC } from '../../policies/route-ability.js';

/**
 * POST Payments/Webhook: Stripe's events, verified against STRIPE_WEBHOOK_SECRET on the exact bytes
 * received (so this route reads the body raw), each handled once.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/Payments/Webhook',
    {
      config: { ability: PUBLIC, errors: ['notFound'] },
      schema: {
        tags: ['Payments'],
        summary: 'Stripe webhook endpoint (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded)',
        description:
          'No bearer token: the Stripe-Signature header is verified against STRIPE_WEBHOOK_SECRET (400 when it does ' +
          'not verify). An event already handled answers duplicate true and changes nothing. A payment still ' +
          'pending is settled (and its sessions or coaching given) from the event. 404 when webhooks are not ' +
          'configured (the sandbox sends none).',
        security: [],
        headers: z.looseObject({ 'stripe-signature': z.string().max(2000).optional() }),
        response: { 200: webhookReceiptSchema },
      },
    },
    async (request) => {
      if (!deps.provider.webhooksEnabled) throw notFound(PAYMENT_MESSAGES.webhooksOff);
      const signature = request.headers['stripe-signature'];
      if (!signature || !Buffer.isBuffer(request.body)) throw badRequest(PAYMENT_MESSAGES.badSignature);
      let event;
      try {
        event = deps.provider.parseWebhook(request.body, signature);
      } catch (error) {
        if (error instanceof BadSignatureError) throw badRequest(PAYMENT_MESSAGES.badSignature);
        throw error;
      }
      if (!event) throw notFound(PAYMENT_MESSAGES.webhooksOff);
      const { duplicate } = await handlePaymentEvent(deps, event);
      return { received: true as const, duplicate };
    },
  );
};
