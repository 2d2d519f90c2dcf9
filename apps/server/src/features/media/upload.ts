import type { FastifyRequest } from 'fastify';
import {
  coercedIdSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  INT32_MAX,
  PROFILE_PICTURE_MESSAGES,
  wholeNumberMessage,
} from '@oola/domain';
import { AppError, badRequest } from '../../core/app-error.js';

/**
 * Reads the multipart fields userId and image of an image upload. A file over 3 MB, a broken body
 * or a bad userId is a 400; the image may still be null (no file sent).
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ userId: number; image: Buffer | null }> {
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

/** The image of an upload, which must be there. */
export function requireImage(image: Buffer | null): Buffer {
  if (!image || image.length === 0) throw badRequest(PROFILE_PICTURE_MESSAGES.missing);
  return image;
}
