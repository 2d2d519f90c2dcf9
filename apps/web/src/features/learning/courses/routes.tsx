import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CourseAssessmentPage = lazy(() => import('./assessment/course-assessment-page'));

/** Additional courses: a course's assessment. */
export const coursesRoutes: RouteObject[] = [{ path: 'AssesmentNewModules', element: <CourseAssessmentPage /> }];
