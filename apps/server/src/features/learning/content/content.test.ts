import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, COACHING, ELEARNING } from '@oola/domain';
import { contentDir } from '../../../content/load-content.js';
import { PATH_NEXT_STEP, loadPathContent } from './path.js';
import { loadAssessmentsContent, scoreOfOption } from './assessments.js';
import { loadBreakthroughContent } from './breakthrough.js';
import { loadCertificationContent } from './certification.js';
import { loadCoursesContent } from './courses.js';
import { safeHtmlProblem, wordCount } from './safe-html.js';
import { type ElearningModule } from './module.js';

const publicDir = path.resolve(contentDir, '../apps/web/public');
const areaIds = AREAS.map((area) => area.id);

const breakthrough = loadBreakthroughContent();
const pathContent = loadPathContent();
const { assessments } = loadAssessmentsContent();
const { courses } = loadCoursesContent();
const certification = loadCertificationContent();
const certificationModules = certification.sections.flatMap((section) => section.modules);

/** Every module of every file with the file it comes from. */
const allModules: {
  file: string;
  module: Omit<ElearningModule, 'questions'> & { questions?: ElearningModule['questions'] };
}[] = [
  ...breakthrough.modules.map((module) => ({ file: 'breakthrough', module })),
  ...pathContent.general.map((module) => ({ file: 'path', module })),
  ...pathContent.areas.map((module) => ({ file: 'path', module })),
  ...courses.flatMap((course) => course.modules.map((module) => ({ file: `course ${course.id}`, module }))),
  ...certificationModules.map((module) => ({ file: 'certification', module })),
];

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('content/elearning: the Breakthrough Experience', () => {
  it('has 12 weekly modules that cover all seven areas', () => {
    expect(breakthrough.modules).toHaveLength(ELEARNING.breakthroughModules);
    const areas = new Set(breakthrough.modules.flatMap((module) => module.area ?? []));
    expect([...areas].sort()).toEqual(areaIds);
  });

  it('gives most modules a Do section, at least 4 a quick question and at least 6 action steps', () => {
    const withDo = breakthrough.modules.filter((module) => module.do);
    expect(withDo.length).toBeGreaterThan(breakthrough.modules.length / 2);
    expect(breakthrough.modules.filter((module) => module.questions.length > 0).length).toBeGreaterThanOrEqual(4);
    expect(withDo.filter((module) => module.do?.actionSteps?.enabled).length).toBeGreaterThanOrEqual(6);
  });
});

describe('content/elearning: the Personalised Path', () => {
  const byKey = (key: string) => pathContent.general.find((module) => module.key === key);

  it('has the four general modules at their months', () => {
    expect(pathContent.general.map((module) => [module.key, module.positions, module.nextStepId])).toEqual([
      ['path-begins', { levelOne: 1, higher: 1 }, undefined],
      ['path-habits', { levelOne: null, higher: 4 }, undefined],
      ['path-mid-year', { levelOne: 3, higher: 6 }, PATH_NEXT_STEP.midYearReview],
      ['path-year-end', { levelOne: 9, higher: 11 }, PATH_NEXT_STEP.nextLevel],
    ]);
    expect(byKey('path-begins')?.title).toBe('Your Path Begins');
    expect(byKey('path-year-end')?.goToNextLevelDesc).toBeTruthy();
  });

  it('fits the general modules into 9 and 11 months without collisions, leaving the rest to the 7 area modules', () => {
    const levels = [
      { slots: ELEARNING.pathMonthsLevelOne, taken: pathContent.general.map((module) => module.positions.levelOne) },
      { slots: ELEARNING.pathMonthsHigherLevels, taken: pathContent.general.map((module) => module.positions.higher) },
    ];
    for (const { slots, taken } of levels) {
      const months = taken.filter((month): month is number => month !== null);
      expect(duplicates(months.map(String))).toEqual([]);
      for (const month of months) {
        expect(month).toBeGreaterThanOrEqual(1);
        expect(month).toBeLessThanOrEqual(slots);
      }
      const free = slots - months.length;
      expect(free).toBeGreaterThan(0);
      expect(free).toBeLessThanOrEqual(pathContent.areas.length);
    }
  });

  it('has one stand-alone module per area', () => {
    expect(pathContent.areas.map((module) => module.area).sort()).toEqual(areaIds);
  });
});

describe('content/elearning: the assessments', () => {
  it('has Assessment One with two questions per area and types 2-4 with one per area', () => {
    expect(assessments.map((assessment) => assessment.type).sort()).toEqual([1, 2, 3, 4]);
    for (const assessment of assessments) {
      const perArea = assessment.type === 1 ? 2 : 1;
      expect(assessment.questions).toHaveLength(
        assessment.type === 1 ? ELEARNING.assessmentOneQuestions : ELEARNING.otherAssessmentQuestions,
      );
      for (const area of areaIds)
        expect(assessment.questions.filter((question) => question.area === area)).toHaveLength(perArea);
      for (const question of assessment.questions) expect(question.options).toHaveLength(5);
    }
    expect(assessments.find((assessment) => assessment.type === 1)?.title).toBe('Assessment One');
  });

  it('scores the options 1 (first, weakest) to 5 (last, strongest)', () => {
    expect([0, 1, 2, 3, 4].map(scoreOfOption)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('content/elearning: the additional courses', () => {
  it('keeps the catalogue ids and titles the dashboard has always shown', () => {
    const catalogue = new Map(courses.map((course) => [course.id, course.title]));
    expect(catalogue.size).toBe(courses.length);
    expect(Object.fromEntries(catalogue)).toMatchObject({
      1001: 'Healthy Habits in 30 Days',
      1002: 'Money Made Simple',
      1003: 'Stronger Family Connections',
      1004: 'Purpose at Work',
      1005: 'Calm Mind, Clear Faith',
    });
    for (const course of courses) expect(course.itemCode).toBe(`COURSE-${course.id}`);
  });

  it("has 'Who Are You?', whose modules unlock one after the other", () => {
    const course = courses.find((candidate) => candidate.title === 'Who Are You?');
    expect(course?.sequential).toBe(true);
  });

  it('gives course 1001 an assessment of 5+ questions using all three question types', () => {
    const assessment = courses.find((course) => course.id === 1001)?.assessment;
    expect(assessment?.questions.length).toBeGreaterThanOrEqual(5);
    expect(new Set(assessment?.questions.map((question) => question.type))).toEqual(new Set([1, 2, 3]));
    for (const question of assessment?.questions ?? [])
      if (question.type === 3) expect(question.subQuestions.length).toBeGreaterThan(0);
  });
});

describe('content/elearning: the coach certification', () => {
  it('is course 1009 with 3+ sections of 3+ modules', () => {
    expect(certification.id).toBe(COACHING.certificationCourseId);
    expect(certification.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of certification.sections) expect(section.modules.length).toBeGreaterThanOrEqual(3);
    expect(certificationModules.length).toBeGreaterThanOrEqual(9);
  });

  it('has 3+ quizzes of 5-8 questions, each with exactly one correct option, all taken by a module', () => {
    expect(certification.quizzes.length).toBeGreaterThanOrEqual(3);
    for (const quiz of certification.quizzes) {
      expect(quiz.questions.length).toBeGreaterThanOrEqual(5);
      expect(quiz.questions.length).toBeLessThanOrEqual(8);
      expect(quiz.passingScore).toBeGreaterThan(0);
      for (const question of quiz.questions)
        expect(question.options.filter((option) => option.correct)).toHaveLength(1);
      expect(certificationModules.some((module) => module.quiz === quiz.key)).toBe(true);
    }
  });
});

describe('content/elearning: every file', () => {
  it('uses each module key once across all files', () => {
    expect(duplicates(allModules.map(({ module }) => module.key))).toEqual([]);
  });

  it('uses each question key once across all files', () => {
    const keys = [
      ...allModules.flatMap(({ module }) => module.questions?.map((question) => question.key) ?? []),
      ...assessments.flatMap((assessment) => assessment.questions.map((question) => question.key)),
      ...courses.flatMap(
        (course) =>
          course.assessment?.questions.flatMap((question) => [
            question.key,
            ...question.subQuestions.map((sub) => sub.key),
          ]) ?? [],
      ),
      ...certification.quizzes.flatMap((quiz) => [quiz.key, ...quiz.questions.map((question) => question.key)]),
    ];
    expect(duplicates(keys)).toEqual([]);
  });

  it('keeps reading and exercises within their lengths, in safe HTML', () => {
    for (const { module } of allModules) {
      const { read } = module;
      expect(safeHtmlProblem(read.content), module.key).toBeNull();
      expect(wordCount(read.content), module.key).toBeGreaterThanOrEqual(250);
      expect(wordCount(read.content), module.key).toBeLessThanOrEqual(500);
      if ('do' in module && module.do) {
        expect(wordCount(module.do.content), module.key).toBeGreaterThanOrEqual(120);
        expect(wordCount(module.do.content), module.key).toBeLessThanOrEqual(250);
        if (module.do.actionSteps) expect(module.do.actionSteps.steps).toHaveLength(3);
        for (const button of module.do.buttons)
          expect(button.isExternalLink, button.link).toBe(/^https:\/\//.test(button.link));
      }
      expect(module.watch.seconds, module.key).toBeGreaterThanOrEqual(6);
      expect(module.watch.seconds, module.key).toBeLessThanOrEqual(10);
    }
  });

  it('refers only to media files that exist under apps/web/public, with small clips and WebVTT captions', () => {
    const media = [
      ...allModules.flatMap(({ module }) => [
        module.image,
        module.watch.video,
        module.watch.captions,
        ...(module.read.image ? [module.read.image] : []),
        ...('do' in module && module.do ? [module.do.workbook] : []),
      ]),
      ...courses.flatMap((course) => [
        course.image,
        ...(course.assessment?.introVideo
          ? [course.assessment.introVideo.url, course.assessment.introVideo.captions]
          : []),
        ...(course.assessment?.questions.flatMap((question) => question.image ?? []) ?? []),
      ]),
      certification.image,
    ];
    const missing = media.filter((file) => !fs.existsSync(path.join(publicDir, file)));
    expect(missing).toEqual([]);
    for (const file of media) {
      if (file.endsWith('.webm')) expect(fs.statSync(path.join(publicDir, file)).size, file).toBeLessThan(80_000);
      if (file.endsWith('.vtt')) expect(fs.readFileSync(path.join(publicDir, file), 'utf8')).toMatch(/^WEBVTT\n/);
    }
  });
});
