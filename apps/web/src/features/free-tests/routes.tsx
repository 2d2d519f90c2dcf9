import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { PublicLayout } from '../public/public-layout';

/** The free life-balance test and the stress assessment (public-site.md 2.8, 2.9). */
export const freeTestRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'FreeTest/:ambassadorsName?', element: <ComingSoon title="Free Life Balance Test" /> },
      { path: 'Shopify/FreeTestShopify', element: <ComingSoon title="Free Life Balance Test" /> },
      { path: 'Shopify/MindBodyWellnessAssessment', element: <ComingSoon title="Mind and Body Wellness Assessment" /> },
    ],
  },
];
