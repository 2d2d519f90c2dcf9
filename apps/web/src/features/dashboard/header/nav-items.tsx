import { Fragment } from 'react';
import { Button, Divider, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { USER_TYPE } from '@oola/domain';
import { useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings';
import { useProfileInfo } from '../../../lib/profile-info';
import { ACCOUNT_LINKS } from './account-links';
import { openBackOffice } from './back-office';
import { CommunityPopover } from './community-popover';
import { FindCoachItem } from './find-coach-item';
import { menuItems } from './menu-rules';
import { navButtonStyles } from './nav-styles';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Every menu entry in order, as compact buttons (bar) or full-width rows (drawer). */
export function NavItems({
  fullWidth = false,
  onNavigate,
  onLogOut,
  onFindCoach,
}: {
  fullWidth?: boolean;
  onNavigate?: () => void;
  onLogOut: () => void;
  /** Opens the Find Coach modal, which the header keeps outside the drawer. */
  onFindCoach: () => void;
}) {
  const session = useSession();
  const settings = useSettings();
  const profile = useProfileInfo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isActiveCoach = Boolean(session?.isActiveCoach || profile.data?.isActiveCoach);
  const onCoachDashboard = /^\/DashboardCoach\/?$/i.test(pathname);
  const style = navButtonStyles(fullWidth);
  const go = (to: string) => {
    onNavigate?.();
    if (isExternal(to)) window.open(to, '_blank', 'noopener');
    else navigate(to);
  };
  const brand = settings.brandName.toUpperCase();

  return menuItems({ isActiveCoach, onCoachDashboard }).map((item) => {
    switch (item) {
      case 'backOffice':
        return (
          <Button key={item} {...style} onClick={() => void openBackOffice(settings.links.backOffice)}>
            MY BACKOFFICE
          </Button>
        );
      case 'coachingPortal':
        return (
          <Button key={item} {...style} onClick={() => go('/DashboardCoach')}>
            MY COACHING PORTAL
          </Button>
        );
      case 'myOola':
        return (
          <Button key={item} {...style} onClick={() => go('/dashboard')}>
            MY {brand}
          </Button>
        );
      case 'homepage':
        return (
          <Button key={item} {...style} onClick={() => go('/')}>
            {brand} HOMEPAGE
          </Button>
        );
      case 'findCoach':
        return (
          <FindCoachItem
            key={item}
            locked={session?.userTypeId === USER_TYPE.nonSubscriber}
            fullWidth={fullWidth}
            onOpen={() => {
              onNavigate?.();
              onFindCoach();
            }}
          />
        );
      case 'becomeCoach':
        return (
          <Button key={item} {...style} onClick={() => go('/theOpportunity')}>
            BECOME A COACH
          </Button>
        );
      case 'store':
        return (
          <Button key={item} {...style} onClick={() => go(settings.links.store)}>
            THE STORE
          </Button>
        );
      case 'community':
        return <CommunityPopover key={item} fullWidth={fullWidth} />;
      case 'account':
      case 'billing':
      case 'settings': {
        // The wide bar has these in the account menu beside the time zone (account-menu.tsx).
        if (!fullWidth) return null;
        const link = ACCOUNT_LINKS.find((entry) => entry.item === item)!;
        return (
          <Fragment key={item}>
            {item === ACCOUNT_LINKS[0]!.item && (
              <Divider
                mt="sm"
                mb={4}
                labelPosition="left"
                label={
                  // In line with the entries' words (the drawer's buttons are padded by 22 px).
                  <Text fz="xs" fw={700} c="dimmed" tt="uppercase" pl={22}>
                    My account
                  </Text>
                }
              />
            )}
            <Button {...style} onClick={() => go(link.to)}>
              {link.label.toUpperCase()}
            </Button>
          </Fragment>
        );
      }
      case 'logOut':
        return (
          <Button key={item} {...style} variant={fullWidth ? 'light' : 'outline'} onClick={onLogOut}>
            LOG OUT
          </Button>
        );
    }
  });
}
