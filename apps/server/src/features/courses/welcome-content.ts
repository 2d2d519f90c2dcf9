import { z } from 'zod';
import { whatToExpectSchema, type CourseModules } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';
import { notFound } from '../../http/app-error.js';

const welcomeFileSchema = z.record(z.string(), whatToExpectSchema);

/** An additional course's welcome content (content/course-welcome.yaml); 404 for an unknown course. */
export function courseModules(courseId: number): CourseModules {
  const whatToExpectDTO = loadContent('course-welcome', welcomeFileSchema)[String(courseId)];
  if (!whatToExpectDTO) throw notFound('Course not found.');
  return { courseId, whatToExpectDTO };
}
