import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TIME_ZONE_MESSAGES,
  timeZoneOptionSchema,
  updateTimeZoneRequestSchema,
  updateTimeZoneResponseSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../core/app-error.js';
import { currentTimeIn, definedTimeZones, isKnownZone } from './zones.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';
import { setTimeZone } from '../../identity/users.js';

const TAGS = ['Time zone'];

export const timeZoneRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/customer/GetDefinedTimeZones',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary:
          "Every IANA time zone, named as people name it ('New York (Eastern Time, UTC−5)'), with its current time ('9:06 PM'), west to east",
        security: [{ bearer: [] }],
        response: { 200: z.array(timeZoneOptionSchema) },
      },
    },
    async () => definedTimeZones(clock.now()),
  );

  app.put(
    '/customer/UpdateUserDefinedTimeZone',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body') },
      schema: {
        tags: TAGS,
        summary: "Set the member's time zone (an id of GetDefinedTimeZones)",
        description:
          "The member's days (daily actions, streaks, to-do days) are counted in this zone from now on. " +
          `An unknown zone is a 400 ('${TIME_ZONE_MESSAGES.unknown}').`,
        security: [{ bearer: [] }],
        body: updateTimeZoneRequestSchema,
        response: {
          200: updateTimeZoneResponseSchema,
        },
      },
    },
    async (request) => {
      const zone = request.body.definedTimeZoneId;
      if (!isKnownZone(zone)) throw badRequest(TIME_ZONE_MESSAGES.unknown);
      await setTimeZone(db, request.user.id, zone);
      app.events.publish('profile.changed', { userId: request.user.id });
      return { definedTimeZoneId: zone, currentTime: currentTimeIn(zone, clock.now()) };
    },
  );
};
