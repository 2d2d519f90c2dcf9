import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedWholeNumber } from '@oola/domain';
import type { ServerClock } from '../core/clock.js';
import { PUBLIC } from '../policies/route-ability.js';

/**
 * Registered only with TEST_CLOCK on (the end-to-end server): moves the server's clock forward so
 * a browser test reaches next week's module without waiting, and back to the system's time once the
 * spec is done, since every spec of a run shares the server. Never on in production.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: ServerClock }> = async (app, { clock }) => {
  app.post(
    '/Test/AdvanceClock',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Test'],
        summary: "End-to-end tests only (TEST_CLOCK): move the server's clock forward by whole days and minutes",
        description: 'Minutes for rules shorter than a day, such as a reminder at a local time. Answers the new time.',
        security: [],
        body: z.object({
          days: coercedWholeNumber(0, 3650).optional(),
          minutes: coercedWholeNumber(0, 7 * 24 * 60).optional(),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      clock.advanceDays(request.body.days ?? 0);
      clock.advanceMinutes(request.body.minutes ?? 0);
      return { now: clock.now().toISOString() };
    },
  );

  app.post(
    '/Test/ResetClock',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Test'],
        summary: "End-to-end tests only (TEST_CLOCK): put the server's clock back to the system's time",
        description: 'A spec that moved the clock calls it when it is done, so the next specs see the real date.',
        security: [],
        body: z.unknown().optional(),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async () => {
      clock.reset();
      return { now: clock.now().toISOString() };
    },
  );
};
