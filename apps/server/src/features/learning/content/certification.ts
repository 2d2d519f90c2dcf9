import { z } from 'zod';
import { COACHING } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';
import { imagePath, key, plainText } from './fields.js';
import { checkMediaNames, readSchema, watchSchema } from './module.js';
import { quizSchema, type Quiz } from './quizzes.js';

/* content/elearning/certification.yaml */

export const certificationModuleSchema = z
  .strictObject({
    key,
    title: plainText(80),
    caption: plainText(200),
    image: imagePath,
    watch: watchSchema,
    read: readSchema,
    externalLink: z.strictObject({ text: plainText(60), url: z.string().regex(/^https:\/\/\S+$/) }).optional(),
    quiz: key.optional().describe('The key of a quiz in this file, taken after the module'),
  })
  .superRefine(checkMediaNames);
export type CertificationModule = z.infer<typeof certificationModuleSchema>;

export const certificationFileSchema = z
  .strictObject({
    id: z.literal(COACHING.certificationCourseId),
    title: plainText(80),
    subTitle: plainText(200),
    image: imagePath,
    sections: z
      .array(
        z.strictObject({
          title: plainText(80),
          subtitle: plainText(200),
          modules: z.array(certificationModuleSchema).min(3),
        }),
      )
      .min(3),
    quizzes: z.array(quizSchema).min(3),
  })
  .superRefine((file, ctx) => {
    const quizKeys = new Set(file.quizzes.map((quiz) => quiz.key));
    const used = file.sections.flatMap((section) => section.modules.flatMap((module) => module.quiz ?? []));
    for (const quiz of used)
      if (!quizKeys.has(quiz)) ctx.addIssue({ code: 'custom', path: ['sections'], message: `no quiz ${quiz}` });
    for (const quiz of quizKeys)
      if (!used.includes(quiz)) ctx.addIssue({ code: 'custom', path: ['quizzes'], message: `quiz ${quiz} is unused` });
  });
export type CertificationContent = z.infer<typeof certificationFileSchema>;

export const loadCertificationContent = (): CertificationContent =>
  loadContent('elearning/certification', certificationFileSchema);

/** A certification quiz by key; undefined when there is none. */
export const quizByKey = (quizKey: string): Quiz | undefined =>
  loadCertificationContent().quizzes.find((quiz) => quiz.key === quizKey);
