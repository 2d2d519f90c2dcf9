import { z } from 'zod';
import { AREAS, COACHING, ELEARNING } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

/*
 * The e-learning programme's content (content/elearning/*.yaml): the Breakthrough
 * Experience, the Personalised Path, the assessments that open them, the
 * additional courses and the coach certification. Every file is checked here
 * when it is first read; content/elearning/README.md explains the rules to writers.
 */

/** The tags a module's HTML may use. No attributes, no links, no images: the client sanitises again. */
export const SAFE_HTML_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'] as const;

/** Number of words of an HTML or plain text, tags left out. */
export function wordCount(text: string): number {
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** What is wrong with a piece of HTML (a tag outside SAFE_HTML_TAGS, an attribute, an unclosed tag), or null. */
export function safeHtmlProblem(html: string): string | null {
  const open = new Map<string, number>();
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const parts = /^<(\/?)([a-z0-9]+)>$/.exec(tag);
    const name = parts?.[2];
    if (!parts || !name || !(SAFE_HTML_TAGS as readonly string[]).includes(name)) return `${tag} is not allowed`;
    open.set(name, (open.get(name) ?? 0) + (parts[1] ? -1 : 1));
  }
  const unbalanced = [...open].find(([, count]) => count !== 0);
  return unbalanced ? `<${unbalanced[0]}> is not closed` : null;
}

const safeHtml = (minWords = 1, maxWords = 5000) =>
  z
    .string()
    .trim()
    .min(1)
    .superRefine((html, ctx) => {
      const problem = safeHtmlProblem(html);
      if (problem) ctx.addIssue({ code: 'custom', message: `safe HTML only: ${problem}` });
      const words = wordCount(html);
      if (words < minWords || words > maxWords)
        ctx.addIssue({ code: 'custom', message: `${words} words; write ${minWords}-${maxWords}` });
    });

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^<>\n]*$/, 'one line of plain text');

const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case')
  .max(60);

const areaId = z
  .number()
  .int()
  .min(1)
  .max(AREAS.length)
  .describe(
    'Life area id as in @oola/domain AREAS: 1 Fitness, 2 Finance, 3 Family, 4 Faith, 5 Field, 6 Friends, 7 Fun',
  );

const media = (folder: string, extension: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/media/elearning/${folder}/[a-z0-9-]+\\.${extension}$`),
      `a file /media/elearning/${folder}/<name>.${extension}`,
    );

export const imagePath = media('images', 'svg').describe('An SVG under apps/web/public/media/elearning/images');

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

const moduleShape = {
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
function checkMediaNames(
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

const moduleBase = z.strictObject(moduleShape);

/** A module of the Breakthrough Experience, the Personalised Path or an additional course. */
export const elearningModuleSchema = moduleBase.superRefine(checkMediaNames);
export type ElearningModule = z.infer<typeof elearningModuleSchema>;

// --- content/elearning/breakthrough.yaml -------------------------------------------------------

export const breakthroughFileSchema = z.strictObject({
  modules: z.array(elearningModuleSchema).length(ELEARNING.breakthroughModules).describe('Week 1 to week 12, in order'),
});
export type BreakthroughContent = z.infer<typeof breakthroughFileSchema>;

/** The 12 weekly modules of the Breakthrough Experience, week 1 first. */
export const loadBreakthroughContent = (): BreakthroughContent =>
  loadContent('elearning/breakthrough', breakthroughFileSchema);

// --- content/elearning/path.yaml ---------------------------------------------------------------

export const PATH_NEXT_STEP = { midYearReview: 5, nextLevel: 6 } as const;

export const pathGeneralModuleSchema = moduleBase
  .extend({
    positions: z
      .strictObject({
        levelOne: z.number().int().min(1).max(ELEARNING.pathMonthsLevelOne).nullable(),
        higher: z.number().int().min(1).max(ELEARNING.pathMonthsHigherLevels),
      })
      .describe('The month (1-based) the module takes in level 1 (null: not in level 1) and in levels 2+'),
    nextStepId: z
      .union([z.literal(PATH_NEXT_STEP.midYearReview), z.literal(PATH_NEXT_STEP.nextLevel)])
      .optional()
      .describe('5: the module ends with the mid-year review button; 6: with the next-level button'),
    goToNextLevelDesc: plainText(40).optional().describe('The text of the next-level button (nextStepId 6)'),
  })
  .superRefine(checkMediaNames);
export type PathGeneralModule = z.infer<typeof pathGeneralModuleSchema>;

export const pathAreaModuleSchema = moduleBase.extend({ area: areaId }).superRefine(checkMediaNames);
export type PathAreaModule = z.infer<typeof pathAreaModuleSchema>;

export const pathFileSchema = z
  .strictObject({
    general: z.array(pathGeneralModuleSchema).length(4),
    areas: z.array(pathAreaModuleSchema).length(AREAS.length).describe('One module per area, each standing alone'),
  })
  .superRefine((file, ctx) => {
    const areas = new Set(file.areas.map((module) => module.area));
    if (areas.size !== AREAS.length)
      ctx.addIssue({ code: 'custom', path: ['areas'], message: 'one module for each area 1-7' });
    for (const level of ['levelOne', 'higher'] as const) {
      const taken = file.general.map((module) => module.positions[level]).filter((slot) => slot !== null);
      if (new Set(taken).size !== taken.length)
        ctx.addIssue({ code: 'custom', path: ['general'], message: `two general modules share a ${level} slot` });
    }
    file.general.forEach((module, index) => {
      if (module.nextStepId === PATH_NEXT_STEP.nextLevel && !module.goToNextLevelDesc)
        ctx.addIssue({
          code: 'custom',
          path: ['general', index, 'goToNextLevelDesc'],
          message: 'nextStepId 6 needs it',
        });
    });
  });
export type PathContent = z.infer<typeof pathFileSchema>;

/** The Personalised Path: 4 general modules with fixed months and one module per area. */
export const loadPathContent = (): PathContent => loadContent('elearning/path', pathFileSchema);

// --- content/elearning/assessments.yaml --------------------------------------------------------

/** Options are listed from the weakest state to the strongest: option index i scores i + 1 (1-5). */
export const ASSESSMENT_OPTION_COUNT = 5;
export const scoreOfOption = (optionIndex: number): number => optionIndex + 1;

export const assessmentQuestionSchema = z.strictObject({
  key,
  area: areaId,
  text: plainText(200),
  options: z
    .array(plainText(120))
    .length(ASSESSMENT_OPTION_COUNT)
    .describe('Weakest state first (scores 1) to strongest (scores 5)'),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const ASSESSMENT_TYPES = {
  assessmentOne: 1,
  pathLevelOne: 2,
  pathLevelTwo: 3,
  pathLevelThreeAndFour: 4,
} as const;

export const elearningAssessmentSchema = z
  .strictObject({
    type: z.number().int().min(1).max(4).describe('1 Assessment One; 2 level 1 path; 3 level 2 path; 4 levels 3 and 4'),
    title: plainText(80),
    congratsMessage: safeHtml(10, 200),
    questions: z.array(assessmentQuestionSchema),
  })
  .superRefine((assessment, ctx) => {
    const perArea = assessment.type === ASSESSMENT_TYPES.assessmentOne ? 2 : 1;
    const expected = perArea * AREAS.length;
    if (assessment.questions.length !== expected)
      ctx.addIssue({
        code: 'custom',
        path: ['questions'],
        message: `type ${assessment.type} has ${expected} questions`,
      });
    for (const area of AREAS) {
      const count = assessment.questions.filter((question) => question.area === area.id).length;
      if (count !== perArea)
        ctx.addIssue({ code: 'custom', path: ['questions'], message: `${perArea} question(s) for area ${area.id}` });
    }
  });
export type ElearningAssessment = z.infer<typeof elearningAssessmentSchema>;

export const assessmentsFileSchema = z
  .strictObject({ assessments: z.array(elearningAssessmentSchema).length(4) })
  .superRefine((file, ctx) => {
    const types = file.assessments.map((assessment) => assessment.type).sort();
    if (types.join() !== '1,2,3,4')
      ctx.addIssue({ code: 'custom', path: ['assessments'], message: 'one assessment of each type 1-4' });
  });
export type AssessmentsContent = z.infer<typeof assessmentsFileSchema>;

export const loadAssessmentsContent = (): AssessmentsContent =>
  loadContent('elearning/assessments', assessmentsFileSchema);

/** The assessment of a type (1-4); undefined for another number. */
export const assessmentOfType = (type: number): ElearningAssessment | undefined =>
  loadAssessmentsContent().assessments.find((assessment) => assessment.type === type);

// --- content/elearning/courses.yaml ------------------------------------------------------------

export const COURSE_QUESTION_TYPES = { singleChoice: 1, multipleChoice: 2, numbers: 3 } as const;

export const courseQuestionSchema = z
  .strictObject({
    key,
    text: safeHtml(1, 80).describe('Safe HTML allowed'),
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 single choice, 2 multiple choice, 3 numbers'),
    options: z.array(plainText(120)).max(8).describe('Empty for type 3'),
    subQuestions: z
      .array(
        z.strictObject({
          key,
          text: plainText(120),
          // The client moves on only once every number is above 0 (the spec's rule).
          min: z.number().int().min(1),
          max: z.number().int(),
        }),
      )
      .max(6)
      .default([])
      .describe('Type 3 only: each answered with a whole number from min (1 or more) to max'),
    image: imagePath.optional(),
  })
  .superRefine((question, ctx) => {
    const numbers = question.type === COURSE_QUESTION_TYPES.numbers;
    if (numbers && (question.options.length > 0 || question.subQuestions.length === 0))
      ctx.addIssue({ code: 'custom', message: 'type 3 has subQuestions and no options' });
    if (!numbers && (question.options.length < 2 || question.subQuestions.length > 0))
      ctx.addIssue({ code: 'custom', message: 'types 1 and 2 have 2+ options and no subQuestions' });
    question.subQuestions.forEach((sub, index) => {
      if (sub.min >= sub.max)
        ctx.addIssue({ code: 'custom', path: ['subQuestions', index], message: 'min must be below max' });
    });
  });
export type CourseQuestion = z.infer<typeof courseQuestionSchema>;

export const courseAssessmentSchema = z.strictObject({
  htmlTitle: safeHtml(1, 20),
  htmlContent: safeHtml(10, 200),
  introVideo: z
    .strictObject({
      url: media('videos', 'webm'),
      captions: media('videos', 'vtt'),
      title: plainText(80),
      text: plainText(300),
    })
    .optional(),
  questions: z.array(courseQuestionSchema).min(1).max(20),
});
export type CourseAssessment = z.infer<typeof courseAssessmentSchema>;

export const courseSchema = z.strictObject({
  id: z.number().int().positive(),
  title: plainText(80),
  subTitle: plainText(200),
  creator: plainText(80),
  price: z.number().nonnegative(),
  itemCode: z.string().regex(/^[A-Z0-9-]+$/),
  image: imagePath,
  sequential: z.boolean().describe('true: each module unlocks when the one before it is complete'),
  modules: z.array(elearningModuleSchema).min(4).max(6),
  assessment: courseAssessmentSchema.optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesFileSchema = z.strictObject({ courses: z.array(courseSchema).min(1) });
export type CoursesContent = z.infer<typeof coursesFileSchema>;

export const loadCoursesContent = (): CoursesContent => loadContent('elearning/courses', coursesFileSchema);

/** An additional course by id; undefined when there is none. */
export const courseById = (id: number): Course | undefined =>
  loadCoursesContent().courses.find((course) => course.id === id);

// --- content/elearning/certification.yaml ------------------------------------------------------

export const quizSchema = z.strictObject({
  key,
  title: plainText(80),
  passingScore: z.number().int().min(1).max(100).describe('Percent of correct answers needed to pass'),
  questions: z
    .array(
      z
        .strictObject({
          key,
          text: plainText(300),
          options: z
            .array(z.strictObject({ text: plainText(200), correct: z.boolean() }))
            .min(3)
            .max(4),
        })
        .refine((question) => question.options.filter((option) => option.correct).length === 1, {
          message: 'exactly one correct option',
        }),
    )
    .min(5)
    .max(8),
});
export type Quiz = z.infer<typeof quizSchema>;

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
