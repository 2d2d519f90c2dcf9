import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { accountDeletionRoutes } from './deletion-routes.js';
import { accountExportRoutes } from './export-routes.js';

/** Export my data and delete my account (issue 22; decisions 074 and 075). */
export const accountDataRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, options) => {
  await app.register(accountExportRoutes, options);
  await app.register(accountDeletionRoutes, options);
};
