import { z } from 'zod';
import { AREAS } from '@oola/domain';

/* The fields every kind of program content is built from. */

export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^<>\n]*$/, 'one line of plain text');

export const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case')
  .max(60);

export const areaId = z
  .number()
  .int()
  .min(1)
  .max(AREAS.length)
  .describe(
    'Life area id as in @oola/domain AREAS: 1 Fitness, 2 Finance, 3 Family, 4 Faith, 5 Field, 6 Friends, 7 Fun',
  );

export const media = (folder: string, extension: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/media/elearning/${folder}/[a-z0-9-]+\\.${extension}$`),
      `a file /media/elearning/${folder}/<name>.${extension}`,
    );

export const imagePath = media('images', 'svg').describe('An SVG under apps/web/public/media/elearning/images');
