import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profilePictureUrl, recommendationItemSchema, uploadedPictureSchema } from '@oola/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { authorize } from '../../policies/ability.js';
import { publicSettings } from '../settings/index.js';
import { saveProfilePicture } from '../media/index.js';
import { readImageUpload, requireImage } from '../media/index.js';
import { recommendedProducts } from './recommendations.js';
import { memberAbilities, ownAccount } from '../../policies/member.js';

const TAGS = ['Dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(multipart);
  const links = publicSettings(config).links;

  app.post(
    '/Customer/UploadProfilePicture',
    {
      config: { ability: memberAbilities.useAccount, errors: ['badRequest', 'forbidden'] },
      schema: {
        tags: TAGS,
        summary: "Upload the member's profile picture (multipart: userId, image); answers 201",
        description:
          'PNG, JPEG, GIF or WebP, recognized by the file content (not its name), at most 3 MB. The server ' +
          're-encodes it (upright, 400 x 400, WebP, no metadata) and serves it at /media/profile/{pictureFileName}; ' +
          'a new picture gets a new name.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPictureSchema },
      },
    },
    async (request, reply) => {
      const { userId, image } = await readImageUpload(request);
      // The user id comes with the multipart form, read only here.
      authorize(ownAccount(request.user, userId));
      const fileName = await saveProfilePicture(db, userId, requireImage(image));
      app.events.publish('profile.changed', { userId });
      return reply.status(201).send({ pictureFileName: fileName, pictureUrl: profilePictureUrl(fileName) });
    },
  );

  app.get(
    '/Dashboard/GetOolaProducts/:type',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: 'RECOMMENDED PRODUCTS (type 2); each links to the store',
        security: [{ bearer: [] }],
        params: z.object({
          type: z.coerce
            .number()
            .int()
            .refine((type) => type === 2, 'Only type 2 (products) exists'),
        }),
        response: { 200: z.array(recommendationItemSchema) },
      },
    },
    async () => recommendedProducts(links.store),
  );
};
