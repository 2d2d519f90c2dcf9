import sharp from 'sharp';
import { PROFILE_PICTURE_MESSAGES } from '@oola/domain';
import { badRequest } from '../../core/app-error.js';

const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The image type from the file's first bytes (never from its name or declared type), or null. */
export function imageType(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/** Larger images than this (in pixels) are refused before they are decoded: 8000 x 5000. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks the content is a PNG, JPEG, GIF or WebP image, then decodes it, turns it upright by its
 * EXIF orientation, crops it to fill `size` and encodes it again as WebP without any metadata: no
 * uploaded byte is ever served as it came. An image that does not decode is a 400, like a non-image.
 */
export async function processImage(bytes: Buffer, size: ImageSize): Promise<ProcessedImage> {
  if (!imageType(bytes)) throw badRequest(PROFILE_PICTURE_MESSAGES.notImage);
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw badRequest(PROFILE_PICTURE_MESSAGES.notImage);
  }
}
