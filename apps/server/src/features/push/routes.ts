import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedIdSchema, pushDeviceSchema, pushKeySchema, pushSubscriptionRequestSchema } from '@oola/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { memberAbilities } from '../../policies/member.js';
import { listDevices, removeDevice, subscribeDevice } from './devices.js';
import { PUSH_SERVICE_DOMAINS } from './endpoint-rules.js';
import { pushOutboxRoutes } from './outbox-routes.js';
import { vapidKeys } from './vapid-keys.js';

const TAGS = ['Push'];

/** A member's devices that take web push (the key to subscribe with, turning one on, the list, off) and staff's push outbox. */
export const pushRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(pushOutboxRoutes, { db });
  app.get(
    '/push/key',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "The server's VAPID public key: pushManager.subscribe's applicationServerKey",
        security: [{ bearer: [] }],
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await vapidKeys(db, config)).publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "Turn notifications on for this device: the browser's PushSubscription.toJSON()",
        description:
          "Tied to the caller's session: signing it out turns the device off. 201 for a new device; the same " +
          'endpoint again (the browser re-subscribed, or another account signed in on it) moves it to this caller ' +
          `and session, 200. The endpoint must be an https address of a browser's push service ` +
          `(${PUSH_SERVICE_DOMAINS.join(', ')}); anything else is a 400.`,
        security: [{ bearer: [] }],
        body: pushSubscriptionRequestSchema,
        response: { 200: pushDeviceSchema, 201: pushDeviceSchema },
      },
    },
    async (request, reply) => {
      const { device, created } = await subscribeDevice(db, request.user, request.body, config.pushAllowLoopback);
      return reply.status(created ? 201 : 200).send(device);
    },
  );

  app.get(
    '/push/subscriptions',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "The caller's devices with notifications on, this one first",
        security: [{ bearer: [] }],
        response: { 200: z.array(pushDeviceSchema) },
      },
    },
    async (request) => listDevices(db, request.user),
  );

  app.delete(
    '/push/subscriptions/:id',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "Turn notifications off for one of the caller's devices",
        description: "Another person's device is a 403, an unknown id a 404.",
        security: [{ bearer: [] }],
        params: z.object({ id: coercedIdSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeDevice(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
