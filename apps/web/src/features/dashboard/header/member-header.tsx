import { Suspense, useState } from 'react';
import { ActionIcon, Box, Burger, Button, Container, Drawer, Group, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { FindCoachModal } from '../../coaches';
import { api } from '../../../lib/api';
import { clearSession, isShopOrigin, useSession } from '../../../lib/session';
import { useSettings } from '../../../lib/settings';
import { Logo } from '../../../ui/logo';
import { SupportInboxLink } from '../../support-chat';
import { OutboxLink } from '../../email';
import { PendingDeletionsLink } from '../../account-data';
import { useProfileInfo } from '../../../lib/profile-info';
import { NotificationBell } from '../../notifications';
import { unsubscribeThisBrowser } from '../../push';
import { GlobeIcon, TimeZoneModal } from '../../timezone';
import { logoTarget, showViewMyPrograms } from './menu-rules';
import { NavItems } from './nav-items';
import { AccountMenu } from './account-menu';

/**
 * The signed-in header: logo (hidden for shop-origin members), the menu (a
 * burger drawer under 768 px), VIEW MY PROGRAMS, the payments card, the time
 * zone globe and the notification bell.
 */
export function MemberHeader() {
  const session = useSession();
  const settings = useSettings();
  const profile = useProfileInfo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [timeZoneOpen, setTimeZoneOpen] = useState(false);
  const [findCoachOpen, setFindCoachOpen] = useState(false);
  const openFindCoach = () => setFindCoachOpen(true);

  const logOut = async () => {
    const toShop = isShopOrigin();
    // The server drops this session's push subscription; the browser forgets its own.
    await Promise.all([api('POST', 'Logout').catch(() => undefined), unsubscribeThisBrowser()]);
    clearSession();
    navigate(toShop ? '/Shopify/ShopifyLogin' : '/login', { replace: true });
  };
  const viewPrograms =
    session !== null &&
    showViewMyPrograms(pathname, {
      isActiveCoach: Boolean(session.isActiveCoach || profile.data?.isActiveCoach),
      userTypeId: session.userTypeId,
      hasCoach: Boolean(session.hasCoach || profile.data?.hasCoach),
    });

  const tools = (
    <Group gap={4} wrap="nowrap">
      {viewPrograms && (
        <Button size="compact-sm" radius="xl" onClick={() => navigate('/dashboard')} mr={4} visibleFrom="sm">
          VIEW MY PROGRAMS
        </Button>
      )}
      {profile.data?.isStaff && <SupportInboxLink />}
      {profile.data?.isStaff && <OutboxLink />}
      {profile.data?.isStaff && <PendingDeletionsLink />}
      <AccountMenu />
      <Tooltip label="Time zone" withArrow>
        <ActionIcon variant="subtle" size={40} radius="xl" aria-label="Time zone" onClick={() => setTimeZoneOpen(true)}>
          <GlobeIcon size={22} />
        </ActionIcon>
      </Tooltip>
      {session && session.userId > 0 && <NotificationBell userId={session.userId} />}
    </Group>
  );

  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{
        zIndex: 150,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        boxShadow: '0 2px 12px rgba(16,31,58,0.05)',
      }}
    >
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {session?.isShopify ? (
            <span />
          ) : (
            <Link
              to={session ? logoTarget(session) : '/'}
              aria-label={`${settings.brandName} home`}
              style={{ textDecoration: 'none' }}
            >
              <Logo brand={settings.brandName} />
            </Link>
          )}
          <Group gap={2} wrap="nowrap" visibleFrom="lg" component="nav" aria-label="Main menu">
            <NavItems onLogOut={logOut} onFindCoach={openFindCoach} />
          </Group>
          <Group gap={4} wrap="nowrap">
            {tools}
            <Burger
              hiddenFrom="lg"
              opened={drawer}
              onClick={() => setDrawer((open) => !open)}
              aria-label="Open the menu"
              size="sm"
            />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        position="right"
        size={300}
        title={<Logo brand={settings.brandName} />}
        hiddenFrom="lg"
      >
        <Stack gap={4} component="nav" aria-label="Main menu">
          {viewPrograms && (
            <Button
              radius="xl"
              hiddenFrom="sm"
              mb="sm"
              onClick={() => {
                setDrawer(false);
                navigate('/dashboard');
              }}
            >
              VIEW MY PROGRAMS
            </Button>
          )}
          <NavItems fullWidth onNavigate={() => setDrawer(false)} onLogOut={logOut} onFindCoach={openFindCoach} />
        </Stack>
      </Drawer>
      {findCoachOpen && (
        <Suspense fallback={null}>
          <FindCoachModal onClose={() => setFindCoachOpen(false)} />
        </Suspense>
      )}
      {timeZoneOpen && (
        <TimeZoneModal
          opened
          mode="update"
          currentZone={profile.data?.definedTimeZoneId ?? session?.timeZone ?? null}
          onClose={() => setTimeZoneOpen(false)}
        />
      )}
    </Box>
  );
}
