import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coverImageUrl, PROFILE_PICTURE_MESSAGES, profilePictureUrl, uploadedCoachImageSchema } from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { authorize } from '../../../policies/ability.js';
import { ownAccount } from '../../../policies/member.js';
import { saveProfilePicture } from '../../media/index.js';
import { readImageUpload, requireImage } from '../../media/index.js';
import { saveCoverImage } from './cover-image.js';
import { COACH_ONLY, COACH_TAGS } from './route-docs.js';
import { coachProfileAbilities } from '../../../policies/coach-profile.js';

const UPLOAD_RULES =
  'Multipart fields userId and image: a PNG, JPEG, GIF or WebP image recognized by its content (not its name), ' +
  `at most 3 MB ('${PROFILE_PICTURE_MESSAGES.tooLarge}'). The server turns it upright, crops it to fill`;

interface Upload {
  path: string;
  summary: string;
  result: string;
  save: (db: Db, userId: number, bytes: Buffer, at: Date) => Promise<string>;
  url: (fileName: string) => string;
}

const UPLOADS: Upload[] = [
  {
    path: '/Coach/UploadProfilePicture',
    summary: "Upload the coach's profile picture; answers 201",
    result: "400 x 400, served at /media/profile/{fileName}. The same picture as the member's own.",
    save: (db, userId, bytes) => saveProfilePicture(db, userId, bytes),
    url: profilePictureUrl,
  },
  {
    path: '/Coach/UploadCoverImage',
    summary: "Upload the coach's cover photo (recommended 1440 x 500); answers 201",
    result: '1440 x 500, served at /media/cover/{fileName}.',
    save: saveCoverImage,
    url: coverImageUrl,
  },
];

/** Coach/UploadProfilePicture and Coach/UploadCoverImage: 201 'Image uploaded correctly'. */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await app.register(multipart);

  for (const upload of UPLOADS) {
    app.post(
      upload.path,
      {
        config: { ability: coachProfileAbilities.useCoachPortal, errors: ['badRequest', 'notFound'] },
        schema: {
          tags: COACH_TAGS,
          summary: upload.summary,
          description: `${UPLOAD_RULES} ${upload.result} Re-encoded as WebP without metadata. ${COACH_ONLY}`,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 201: uploadedCoachImageSchema },
        },
      },
      async (request, reply) => {
        const { userId, image } = await readImageUpload(request);
        // The user id comes with the multipart form, read only here.
        authorize(ownAccount(request.user, userId));
        const fileName = await upload.save(db, userId, requireImage(image), clock.now());
        return reply
          .status(201)
          .send({ message: PROFILE_PICTURE_MESSAGES.uploaded, fileName, url: upload.url(fileName) });
      },
    );
  }
};
