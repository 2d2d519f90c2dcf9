import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ModulePage = lazy(() => import('./modules/module-page'));
const AssessmentPage = lazy(() => import('./assessments/assessment-page'));
const CourseAssessmentPage = lazy(() => import('./courses/assessment/course-assessment-page'));
const CertificationModulePage = lazy(() => import('./certification/module/certification-module-page'));

/**
 * Learning: the program's module page and the assessments that start its tracks, an additional course's
 * assessment, and the coach certification's module page (the boards live in the dashboard's My E-Learning).
 */
export const learningRoutes: RouteObject[] = [
  { path: 'eLearning', element: <ModulePage /> },
  { path: 'moduleVip', element: <ModulePage /> },
  { path: 'assessment', element: <AssessmentPage types={[1]} /> },
  { path: 'assessmentMyPP', element: <AssessmentPage types={[2, 3, 4]} /> },
  { path: 'AssesmentNewModules', element: <CourseAssessmentPage /> },
  { path: 'certificationModule', element: <CertificationModulePage /> },
];
