import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentMigrationVersion } from '../../db/migration-version.js';
import { PUBLIC } from '../../policies/route-ability.js';

const databaseKindSchema = z.enum(['pglite', 'postgres']);
const healthySchema = z
  .object({ status: z.literal('ok'), database: databaseKindSchema, migration: z.string().nullable() })
  .meta({ id: 'Health' });
const unhealthySchema = z
  .object({ status: z.literal('unavailable'), database: databaseKindSchema })
  .meta({ id: 'HealthUnavailable' });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Health'],
        summary: 'Liveness: a real query through the pool that serves requests',
        description:
          '200 with the database kind and the latest applied migration; 503 when the database does not answer, ' +
          'so a load balancer takes this process out of rotation.',
        response: { 200: healthySchema, 503: unhealthySchema },
      },
    },
    async (request, reply) => {
      try {
        const migration = await currentMigrationVersion(database.db);
        return { status: 'ok' as const, database: database.kind, migration };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
};
