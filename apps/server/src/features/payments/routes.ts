import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cancelCoachingRoutes } from './cancel-coaching-routes.js';
import { cardRoutes } from './card-routes.js';
import type { PaymentDeps } from './charge.js';
import { coachingRoutes } from './coaching-routes.js';
import { paymentProviderFor } from './select-provider.js';
import { webhookRoutes } from './webhook-routes.js';

/**
 * Payments: the card on file, session purchases, choosing a coach (paying for coaching first when
 * the member must), ending coaching, and the provider's webhook (the monthly renewals are a job: renewal-job.ts).
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; config: Config }> = async (
  app,
  { db, clock, config },
) => {
  const deps: PaymentDeps = { db, clock, provider: paymentProviderFor(config, clock) };
  await app.register(webhookRoutes, { deps });
  await app.register(cardRoutes, { deps });

  await app.register(coachingRoutes, { deps });
  await app.register(cancelCoachingRoutes, { deps });
};
