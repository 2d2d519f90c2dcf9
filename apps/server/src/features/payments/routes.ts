import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cancelCoachingRoutes } from './cancel-coaching-routes.js';
import { cardRoutes } from './card-routes.js';
import type { PaymentDeps } from './charge.js';
import { coachingRoutes } from './coaching-routes.js';
import { coursePurchaseRoutes } from './course-purchase-routes.js';
import { historyRoutes } from './history-routes.js';
import { paymentProviderFor } from './select-provider.js';
import { webhookRoutes } from './webhook-routes.js';

/**
 * Payments: the card on file, session and course purchases, choosing a coach (paying for coaching
 * first when the member must), ending coaching, the payment history and receipts, and the provider's
 * webhook (the monthly renewals are a job: renewal-job.ts).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const deps: PaymentDeps = { db, clock, events: app.events, provider: paymentProviderFor(config, clock) };
  await app.register(webhookRoutes, { deps });
  await app.register(cardRoutes, { deps });

  await app.register(coachingRoutes, { deps });
  await app.register(cancelCoachingRoutes, { deps });
  await app.register(coursePurchaseRoutes, { deps });
  const seller = { name: config.brandName, supportEmail: config.support.email, supportPhone: config.support.phone };
  await app.register(historyRoutes, { deps, seller });
};
