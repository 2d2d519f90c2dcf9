import { z } from 'zod';
import { areaId, imagePath, key, media, plainText } from './fields.js';
import { safeHtml } from './safe-html.js';

/*
 * The program's content (content/elearning/*.yaml), one file in this folder per kind: a module (here), the
 * Breakthrough Experience, the Personalized Path, the assessments that open them, the additional courses, the
 * coach certification and its quizzes. Every file is checked when it is first read;
 * content/elearning/README.md explains the rules to writers.
 */

export const watchSchema = z.strictObject({
  title: plainText(80),
  video: media('videos', 'webm').describe('/media/elearning/videos/<key>.webm, a title-card clip'),
  captions: media('videos', 'vtt').describe('/media/elearning/videos/<key>.vtt, WebVTT'),
  seconds: z.number().int().min(1).max(600),
});

export const readSchema = z.strictObject({
  title: plainText(80),
  intro: plainText(400).describe('Plain text, one or two sentences'),
  content: safeHtml(250, 500).describe('Safe HTML (SAFE_HTML_TAGS), 250-500 words'),
  image: imagePath.optional(),
});

export const buttonSchema = z.strictObject({
  text: plainText(40),
  link: z.string().regex(/^(\/[A-Za-z0-9/_?=&-]*|https:\/\/\S+)$/, 'an app path (/...) or an https:// address'),
  isExternalLink: z.boolean(),
});

export const actionStepsSchema = z.strictObject({
  text: plainText(60).describe('The button text'),
  enabled: z.boolean(),
  steps: z.array(plainText(300)).length(3).describe("The action steps the button adds to the member's tracker"),
});

export const doSchema = z.strictObject({
  title: plainText(80),
  content: safeHtml(120, 250).describe('Safe HTML, the exercise, 120-250 words'),
  workbook: media('workbooks', 'pdf').describe('/media/elearning/workbooks/<key>.pdf, rendered from this section'),
  actionSteps: actionStepsSchema.optional(),
  buttons: z.array(buttonSchema).max(4).default([]),
});

export const quickQuestionSchema = z.strictObject({
  key,
  text: plainText(200),
  options: z.array(plainText(120)).min(2).max(5),
});

export const moduleShape = {
  key,
  title: plainText(80),
  caption: plainText(200).describe('One line under the title'),
  area: areaId.optional(),
  image: imagePath,
  watch: watchSchema,
  read: readSchema,
  do: doSchema.optional(),
  questions: z.array(quickQuestionSchema).max(3).default([]).describe('Quick Question: reflection, no right answer'),
};

/** The video, captions and workbook of a module are named after its key. */
export function checkMediaNames(
  module: { key: string; watch: z.infer<typeof watchSchema>; do?: { workbook: string } | undefined },
  ctx: z.RefinementCtx,
) {
  const expected = [
    ['watch', 'video', module.watch.video, `/media/elearning/videos/${module.key}.webm`],
    ['watch', 'captions', module.watch.captions, `/media/elearning/videos/${module.key}.vtt`],
    ...(module.do ? [['do', 'workbook', module.do.workbook, `/media/elearning/workbooks/${module.key}.pdf`]] : []),
  ];
  for (const [section, field, actual, wanted] of expected)
    if (actual !== wanted)
      ctx.addIssue({ code: 'custom', path: [section as string, field as string], message: `must be ${wanted}` });
}

export const moduleBase = z.strictObject(moduleShape);

/** A module of the Breakthrough Experience, the Personalized Path or an additional course. */
export const elearningModuleSchema = moduleBase.superRefine(checkMediaNames);
export type ElearningModule = z.infer<typeof elearningModuleSchema>;
