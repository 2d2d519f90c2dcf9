import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NOT_CRAWLED } from '../../lib/route-handles';
import { PublicLayout } from '../public';

const LoginPage = lazy(() => import('./login-page'));
const ShopifyLoginPage = lazy(() => import('./shopify-login-page'));

export const authRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: 'login', element: <LoginPage />, handle: NOT_CRAWLED },
      { path: 'Shopify/ShopifyLogin/:token?', element: <ShopifyLoginPage />, handle: NOT_CRAWLED },
    ],
  },
];
