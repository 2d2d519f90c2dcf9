import { courseById, loadCoursesContent, type Course } from '../content/courses.js';

export type CourseModule = Course['modules'][number];

/** Course module ids: the course id × 100 + the module's 1-based place (course 1001's third module is 100103). */
export const courseModuleId = (courseId: number, index: number) => courseId * 100 + index + 1;

/** A module of an additional course, with its course and 0-based place. */
export interface CourseModuleRef {
  id: number;
  course: Course;
  index: number;
  module: CourseModule;
}

/** Every additional course of content/elearning/courses.yaml, in file order. */
export const allCourses = (): Course[] => loadCoursesContent().courses;

/** The course module with this id, or undefined. */
export function courseModuleById(id: number): CourseModuleRef | undefined {
  const course = courseById(Math.floor(id / 100));
  const index = (id % 100) - 1;
  const module = index >= 0 ? course?.modules[index] : undefined;
  return course && module ? { id, course, index, module } : undefined;
}
