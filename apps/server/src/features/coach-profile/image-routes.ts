import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coverImageUrl, PROFILE_PICTURE_MESSAGES, profilePictureUrl, uploadedCoachImageSchema } from '@oola/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { assertSelf } from '../../http/authenticate.js';
import { signedInErrors } from '../../http/error-responses.js';
import { saveProfilePicture } from '../media/profile-picture.js';
import { readImageUpload, requireImage } from '../media/upload.js';
import { saveCoverImage } from './cover-image.js';
import { COACH_ONLY, COACH_TAGS } from './route-docs.js';

const UPLOAD_RULES =
  'Multipart fields userId and image: a PNG, JPEG, GIF or WebP image recognised by its content (not its name), ' +
  `at most 3 MB ('${PROFILE_PICTURE_MESSAGES.tooLarge}'). The server turns it upright, crops it to fill`;

/** Coach/UploadProfilePicture and Coach/UploadCoverImage: 201 'Image uploaded correctly'. */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(multipart);

  app.post(
    '/Coach/UploadProfilePicture',
    {
      schema: {
        tags: COACH_TAGS,
        summary: "Upload the coach's profile picture; answers 201",
        description:
          `${UPLOAD_RULES} 400 x 400 and re-encodes it as WebP without metadata; served at /media/profile/{fileName}. ` +
          `The same picture as the member's own. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedCoachImageSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { userId, image } = await readImageUpload(request);
      assertSelf(request, userId);
      const fileName = await saveProfilePicture(db, userId, requireImage(image));
      return reply
        .status(201)
        .send({ message: PROFILE_PICTURE_MESSAGES.uploaded, fileName, url: profilePictureUrl(fileName) });
    },
  );

  app.post(
    '/Coach/UploadCoverImage',
    {
      schema: {
        tags: COACH_TAGS,
        summary: "Upload the coach's cover photo (recommended 1440 x 500); answers 201",
        description:
          `${UPLOAD_RULES} 1440 x 500 and re-encodes it as WebP without metadata; served at /media/cover/{fileName}. ` +
          COACH_ONLY,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedCoachImageSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { userId, image } = await readImageUpload(request);
      assertSelf(request, userId);
      const fileName = await saveCoverImage(db, userId, requireImage(image), clock.now());
      return reply
        .status(201)
        .send({ message: PROFILE_PICTURE_MESSAGES.uploaded, fileName, url: coverImageUrl(fileName) });
    },
  );
};
