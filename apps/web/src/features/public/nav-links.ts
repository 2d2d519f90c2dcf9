import type { AliasLinks } from './alias-links';

export interface NavLink {
  label: string;
  to: string;
  description?: string;
  external?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** Partner with Oola: affiliate, ambassador, coach. */
export function partnerLinks(links: AliasLinks): NavLink[] {
  return [
    { label: 'Affiliate', to: links.page('Affiliate'), description: 'Share and earn up to 30% commission' },
    { label: 'Ambassador', to: links.page('theOpportunity'), description: 'Build a team and a business' },
    { label: 'Coach', to: '/Partner', description: 'Become a certified life coach' },
  ];
}

/** The Shop mega menu: products, bundles, programs, live events, merch. */
export function shopGroups(links: AliasLinks, store: string): NavGroup[] {
  const external = /^https?:\/\//.test(store);
  const shop = (label: string, description: string): NavLink => ({ label, to: store, description, external });
  return [
    {
      label: 'Products',
      links: [
        { label: 'Mind', to: links.page('TRS'), description: 'Nootropic focus blend' },
        { label: 'Body', to: links.page('TRS'), description: 'Adaptogenic stress blend' },
        { label: 'Connection', to: links.page('TRS'), description: 'Probiotic, 12 strains' },
        { label: 'Rise & Rest', to: links.page('TRS'), description: 'Morning and night gummies' },
      ],
    },
    {
      label: 'Bundles',
      links: [
        { label: 'Total Rebalancing System', to: links.page('TRS'), description: 'Sunrise-to-sunset kit' },
        shop('Starter bundle', 'Mind + Body for your first month'),
      ],
    },
    {
      label: 'Programs',
      links: [
        { label: 'Membership', to: links.join, description: '$47/month, cancel anytime' },
        { label: 'Free life-balance test', to: links.freeTest, description: 'Two minutes, seven areas' },
        { label: 'Find a coach', to: '/coachDirectory', description: 'Certified coaches near you' },
      ],
    },
    {
      label: 'Live events',
      links: [
        shop('Annual live event', 'Three days that change the year'),
        shop('Quarterly summits', 'Online, for members'),
      ],
    },
    { label: 'Merch', links: [shop('Apparel', 'Tees, hoodies and hats'), shop('Journals', 'Plan your seven areas')] },
  ];
}
