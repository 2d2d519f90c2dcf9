import type { ReactNode } from 'react';

function LineIcon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
      {children}
    </svg>
  );
}

export function AccountIcon({ size }: { size: number }) {
  return (
    <LineIcon size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-4 4.2-6 7.5-6s6.3 2 7.5 6" />
    </LineIcon>
  );
}

export interface AccountLink {
  item: 'account' | 'billing' | 'settings';
  to: string;
  /** The same words in the wide bar's menu and in the phone drawer (which writes them in capitals). */
  label: string;
  /** Beside the words in the wide bar's menu. */
  icon: (size: number) => ReactNode;
}

/** The member's own pages: the wide bar's "My account" menu and the drawer's "My account" group. */
export const ACCOUNT_LINKS: AccountLink[] = [
  {
    item: 'account',
    to: '/account',
    label: 'Profile & sign-in',
    icon: (size) => (
      <LineIcon size={size}>
        <rect x="4.5" y="10.5" width="15" height="10" rx="2.2" />
        <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5M12 14.5v2.5" />
      </LineIcon>
    ),
  },
  {
    item: 'billing',
    to: '/billing',
    label: 'Payments & sessions',
    icon: (size) => (
      <LineIcon size={size}>
        <rect x="3" y="5.5" width="18" height="13" rx="2.2" />
        <path d="M3 10h18M6.5 15h4" />
      </LineIcon>
    ),
  },
  {
    item: 'settings',
    to: '/settings/notifications',
    label: 'Settings',
    icon: (size) => (
      <LineIcon size={size}>
        <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
        <circle cx="16" cy="7" r="2" />
        <circle cx="10" cy="17" r="2" />
      </LineIcon>
    ),
  },
];
