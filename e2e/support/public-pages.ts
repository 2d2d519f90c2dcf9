/**
 * The public site's pages (spec public-site.md, route table), one per screen: /home, /login and the
 * /myoola/{webAlias}/... variants render the same ones. The HTML spec (e2e/public/html-validity.spec.ts)
 * and the page budgets (bench/scenarios/public-pages.ts) go through them all.
 */
export const PUBLIC_PAGES = [
  '/',
  '/learnMore',
  '/learnMore/faq',
  '/ourLeadership',
  '/ourStory',
  '/ourCause',
  '/theOpportunity',
  '/Science',
  '/Affiliate',
  '/Partner',
  '/TRS',
  '/contact',
  '/privacyPolicy',
  '/termsOfUse',
  '/FreeTest',
  '/stressAssessment',
  '/Shopify/FreeTestShopify',
  '/coachDirectory',
  '/myoola/janedoe',
];
