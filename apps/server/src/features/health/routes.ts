import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentMigrationVersion } from '../../db/migration-version.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness, database kind and the latest applied migration',
        response: {
          200: z.object({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
            migration: z.string().nullable(),
          }),
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: database.kind,
      migration: await currentMigrationVersion(database.db),
    }),
  );
};
