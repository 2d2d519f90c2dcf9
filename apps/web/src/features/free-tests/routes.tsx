import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../public';

const FreeTestPage = lazy(() => import('./free-test/free-test-page'));
const ShopifyFreeTestPage = lazy(() => import('./free-test/shopify-free-test-page'));
const StressPage = lazy(() => import('./stress/stress-page'));

/** The free life-balance test and the stress assessment. */
export const freeTestRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'FreeTest/:ambassadorsName?', element: <FreeTestPage /> },
      { path: 'Shopify/FreeTestShopify', element: <ShopifyFreeTestPage /> },
      { path: 'Shopify/MindBodyWellnessAssessment', element: <StressPage /> },
      { path: 'stressAssessment', element: <StressPage /> },
    ],
  },
];
