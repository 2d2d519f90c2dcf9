import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../core/app-error.js';
import { MEDIA_FOLDERS, readMedia, type MediaFolder } from './store.js';
import { PUBLIC } from '../../policies/route-ability.js';

const fileParams = z.object({
  file: z
    .string()
    .max(100)
    .regex(/^[0-9a-f]{32}\.(webp|jpg)$/, 'is not a file name of ours'),
});

/**
 * Serves the image store at /media/{folder}/{file} (outside /api). A name is the hash of its bytes,
 * so an answer never changes: browsers and proxies may keep it for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const folder of Object.keys(MEDIA_FOLDERS) as MediaFolder[]) {
    app.get(
      `/media/${folder}/:file`,
      {
        config: { ability: PUBLIC },
        schema: {
          tags: ['Media'],
          summary: `An uploaded image (${folder === 'profile' ? 'profile picture' : 'cover photo'})`,
          description:
            'Answers the re-encoded image with its content type, Cache-Control: public, max-age=31536000, immutable ' +
            'and X-Content-Type-Options: nosniff; 404 for an unknown file.',
          params: fileParams,
          response: {
            200: z.unknown().describe('The image bytes (image/webp)'),
          },
        },
      },
      async (request, reply) => {
        const media = await readMedia(db, folder, request.params.file);
        if (!media) throw notFound('No such image.');
        return reply
          .header('content-type', media.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(media.bytes);
      },
    );
  }
};
