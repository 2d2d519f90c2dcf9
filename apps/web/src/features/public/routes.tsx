import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { PublicLayout } from './public-layout';

const HomePage = lazy(() => import('./home-page'));

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** The public routes of public-site.md 2.1 (the /login page lives with auth). */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      soon('learnMore', 'Learn more'),
      soon('learnMore/faq', 'Frequently asked questions'),
      soon('privacyPolicy', 'Privacy policy'),
      soon('termsOfUse', 'Terms of use'),
      soon('ourLeadership', 'Our leadership'),
      soon('ourStory', 'Our story'),
      soon('ourCause', 'Our cause'),
      soon('theOpportunity', 'The opportunity'),
      soon('Science', 'The science'),
      soon('Affiliate', 'Become an affiliate'),
      soon('Partner', 'Partner with us'),
      soon('TRS', 'Total Rebalancing System'),
      soon('contact', 'Contact us'),
      soon('myoola/:webAlias/*', 'Personal site'),
    ],
  },
];
