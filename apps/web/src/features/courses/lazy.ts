import { lazy } from 'react';

/** A course's assessment page, routed by e-learning, loads when it is visited. */
export const CourseAssessmentPage = lazy(() => import('./assessment/course-assessment-page'));
