import { lazy, Suspense } from 'react';
import { ActionIcon, Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useSettings } from '../../lib/settings';
import { Logo } from '../../ui/logo';
import { useAliasLinks } from './alias-links';
import { EnrollButton, LoginMenu } from './header-buttons';
import { MenuOnDemand } from './menu-on-demand';

const MobileDrawer = lazy(() => import('./mobile-drawer'));

const navText = { fw: 700, fz: 'sm', c: 'brand.8', px: 'sm', py: 8, tt: 'uppercase' as const, lts: '0.04em' };

function Chevron() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
      style={{ marginLeft: 4 }}
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/** Three bars: Mantine's Burger draws them with a <div> inside its <button>, which HTML does not allow. */
function MenuIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="M3 6h18M3 12h18M3 18h18" />
    </svg>
  );
}

/** The public header; a burger menu under 768 px. */
export function PublicHeader() {
  const settings = useSettings();
  const links = useAliasLinks();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box
      component="header"
      bg="rgba(255,255,255,0.97)"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-2)', backdropFilter: 'blur(8px)' }}
    >
      <Container size="xl" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={links.home} aria-label={`${settings.brandName} home`} style={{ textDecoration: 'none' }}>
            <Logo brand={settings.brandName} />
          </Link>
          <Group gap={2} visibleFrom="md" component="nav" aria-label="Main" wrap="nowrap">
            <UnstyledButton component={Link} to={links.page('ourStory')} {...navText}>
              About
            </UnstyledButton>
            <UnstyledButton component={Link} to={links.page('Science')} {...navText}>
              Science
            </UnstyledButton>
            <MenuOnDemand
              menu="PartnerMenu"
              hover
              trigger={
                <UnstyledButton {...navText} style={{ display: 'flex', alignItems: 'center' }}>
                  Partner with {settings.brandName}
                  <Chevron />
                </UnstyledButton>
              }
            />
            <UnstyledButton component={Link} to="/learnmore/faq" {...navText}>
              FAQs
            </UnstyledButton>
            <MenuOnDemand
              menu="ShopMenu"
              hover
              trigger={
                <UnstyledButton {...navText} style={{ display: 'flex', alignItems: 'center' }}>
                  Shop
                  <Chevron />
                </UnstyledButton>
              }
            />
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <LoginMenu />
            <EnrollButton />
          </Group>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            onClick={toggle}
            hiddenFrom="md"
            aria-label="Open menu"
            aria-expanded={opened}
          >
            <MenuIcon />
          </ActionIcon>
        </Group>
      </Container>
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawer onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
