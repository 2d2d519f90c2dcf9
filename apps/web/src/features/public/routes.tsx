import type { RouteObject } from 'react-router';
import { lazyPage } from '../../ui/lazy-page';
import HomePage from './home-page';
import { PublicLayout } from './public-layout';

const LearnMorePage = lazyPage(() => import('./pages/learn-more-page'));
const PolicyPage = lazyPage(() => import('./pages/policy-page'));
const LeadershipPage = lazyPage(() => import('./pages/leadership-page'));
const StoryPage = lazyPage(() => import('./pages/story-page'));
const CausePage = lazyPage(() => import('./pages/cause-page'));
const OpportunityPage = lazyPage(() => import('./pages/opportunity-page'));
const SciencePage = lazyPage(() => import('./pages/science-page'));
const AffiliatePage = lazyPage(() => import('./pages/affiliate-page'));
const PartnerPage = lazyPage(() => import('./pages/partner-page'));
const TrsPage = lazyPage(() => import('./pages/trs-page'));
const ContactPage = lazyPage(() => import('./pages/contact-page'));

/** Pages that also exist under /myoola/{webAlias}/... */
const aliasPages: RouteObject[] = [
  { path: 'home', element: <HomePage /> },
  { path: 'learnMore', element: <LearnMorePage /> },
  { path: 'ourLeadership', element: <LeadershipPage /> },
  { path: 'ourStory', element: <StoryPage /> },
  { path: 'ourCause', element: <CausePage /> },
  { path: 'theOpportunity', element: <OpportunityPage /> },
  { path: 'Science', element: <SciencePage /> },
  { path: 'Affiliate', element: <AffiliatePage /> },
  { path: 'TRS', element: <TrsPage /> },
  { path: 'contact', element: <ContactPage /> },
];

/** The public routes (the /login page lives with auth). */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...aliasPages,
      { path: 'learnMore/faq', element: <LearnMorePage faq /> },
      { path: 'learnmore/myoola/:webAlias', element: <LearnMorePage /> },
      { path: 'privacyPolicy', element: <PolicyPage kind="privacy" /> },
      { path: 'termsOfUse', element: <PolicyPage kind="terms" /> },
      { path: 'Partner', element: <PartnerPage /> },
      { path: 'myoola/:webAlias', element: <HomePage /> },
      ...aliasPages.map((route) => ({ ...route, path: `myoola/:webAlias/${route.path}` })),
    ],
  },
];
