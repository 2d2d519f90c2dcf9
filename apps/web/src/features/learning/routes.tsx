import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const ModulePage = lazy(() => import('./module/module-page'));
const AssessmentPage = lazy(() => import('./assessment/assessment-page'));

/** E-learning: the module page and the assessments that start the tracks. */
export const elearningRoutes: RouteObject[] = [
  { path: 'eLearning', element: <ModulePage /> },
  { path: 'moduleVip', element: <ModulePage /> },
  { path: 'assessment', element: <AssessmentPage types={[1]} /> },
  { path: 'assessmentMyPP', element: <AssessmentPage types={[2, 3, 4]} /> },
];
