import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coercedIdSchema,
  errorResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  INT32_MAX,
  PROFILE_PICTURE_MESSAGES,
  profilePictureUrl,
  recommendationItemSchema,
  uploadedPictureSchema,
  wholeNumberMessage,
} from '@oola/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../http/app-error.js';
import { assertSelf } from '../../http/authenticate.js';
import { publicSettings } from '../settings/routes.js';
import { profileDir, saveProfilePicture } from './profile-picture.js';
import { recommendedProducts } from './recommendations.js';

const TAGS = ['Dashboard'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Reads the multipart fields userId and image; a file over 3 MB or a broken body is a 400. */
async function readUpload(request: FastifyRequest): Promise<{ userId: number; image: Buffer | null }> {
  let userId: unknown;
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_UPLOAD_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname.toLowerCase() === 'image') image = bytes;
      } else if (part.fieldname.toLowerCase() === 'userid') {
        userId = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(PROFILE_PICTURE_MESSAGES.tooLarge);
    if (error instanceof AppError) throw error;
    throw badRequest('Please send the picture as multipart/form-data with the fields userId and image.');
  }
  const id = coercedIdSchema.safeParse(userId);
  if (!id.success) throw badRequest(`userId ${wholeNumberMessage(1, INT32_MAX)}`);
  return { userId: id.data, image };
}

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(multipart);
  const links = publicSettings(config).links;

  app.post(
    '/Customer/UploadProfilePicture',
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: "Upload the member's profile picture (multipart: userId, image); answers 201",
        description:
          'PNG, JPEG, GIF or WebP, recognised by the file content (not its name), at most 3 MB. The picture is ' +
          'served at /media/profile/{pictureFileName}; every upload gets a new name.',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPictureSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId, image } = await readUpload(request);
      assertSelf(request, userId);
      if (!image || image.length === 0) throw badRequest(PROFILE_PICTURE_MESSAGES.missing);
      const fileName = await saveProfilePicture(db, config.dataDir, userId, image);
      return reply.status(201).send({ pictureFileName: fileName, pictureUrl: profilePictureUrl(fileName) });
    },
  );

  app.get(
    '/Dashboard/GetOolaProducts/:type',
    {
      onRequest: app.authenticate,
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
        response: { 200: z.array(recommendationItemSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async () => recommendedProducts(links.store),
  );
};

/** Serves uploaded profile pictures at /media/profile/{file} (registered at the root, outside /api). */
export const profileMediaRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const root = profileDir(config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/profile/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
};
