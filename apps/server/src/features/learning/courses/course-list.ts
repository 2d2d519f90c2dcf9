import { COACHING, type CourseItem } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { isCoach } from '../../../policies/coach.js';
import { purchasesOf } from './purchases.js';
import { loadCertificationContent } from '../content/certification.js';
import { type Course } from '../content/courses.js';
import { certificationModules } from '../certification/certification-catalogue.js';
import { allCourses, courseModuleId } from './course-catalogue.js';
import { completedModulesByCourse } from './course-progress.js';

/**
 * certification.yaml describes the course, not how it is sold: its card's seller fields. An active
 * coach has it without buying it, so no member sees its price.
 */
const CERTIFICATION_CARD = { creator: 'The Oola coaching team', price: 0, exigoItemCode: 'COURSE-1009' };

type Step = CourseItem['steps'][number];

function card(
  fields: Pick<CourseItem, 'id' | 'title' | 'subTitle' | 'creator' | 'price' | 'exigoItemCode' | 'imageUrl'>,
  purchased: boolean,
  steps: Step[],
  isCoachCertification: boolean,
): CourseItem {
  return {
    ...fields,
    dashboardImageUrl: fields.imageUrl,
    purchased,
    completed: purchased && steps.every((step) => step.completed),
    isEnabled: true,
    isCoachCertification,
    externalLink: null,
    urlProduct: `/NewModuleWelcome?courseId=${fields.id}`,
    steps,
  };
}

function courseCard(course: Course, purchased: boolean, completed: Set<string>): CourseItem {
  const steps = course.modules.map((module, index) => ({
    lessonId: courseModuleId(course.id, index),
    title: module.title,
    completed: completed.has(module.key),
  }));
  const { id, title, subTitle, creator, price, itemCode, image } = course;
  return card(
    { id, title, subTitle, creator, price, exigoItemCode: itemCode, imageUrl: image },
    purchased,
    steps,
    false,
  );
}

function certificationCard(completed: Set<string>): CourseItem {
  const { id, title, subTitle, image } = loadCertificationContent();
  const steps = certificationModules().map((module) => ({
    lessonId: module.id,
    title: module.content.title,
    completed: completed.has(module.content.key),
  }));
  return card({ id, title, subTitle, imageUrl: image, ...CERTIFICATION_CARD }, true, steps, true);
}

/**
 * GET AdditionalCourse/GetCourses: every course of courses.yaml, the member's own marked purchased
 * (the rest are recommendations), and for an active coach the certification, theirs already.
 */
export async function courseList(db: Db, user: AuthUser): Promise<CourseItem[]> {
  const [purchases, completions] = await Promise.all([purchasesOf(db, user.id), completedModulesByCourse(db, user.id)]);
  const done = (courseId: number) => completions.get(courseId) ?? new Set<string>();
  const courses = allCourses().map((course) => courseCard(course, purchases.has(course.id), done(course.id)));
  if (!isCoach(user)) return courses;
  return [...courses, certificationCard(done(COACHING.certificationCourseId))];
}
