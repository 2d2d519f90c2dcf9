import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const CertificationModulePage = lazy(() => import('./module/certification-module-page'));

/** The coach certification's module page (the board lives in My E-Learning's ADDITIONAL PROGRAMS). */
export const certificationRoutes: RouteObject[] = [
  { path: 'certificationModule', element: <CertificationModulePage /> },
];
