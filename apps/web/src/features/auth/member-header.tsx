import { Box, Button, Container, Group } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { routeForStep } from '@oola/domain';
import { api } from '../../lib/api';
import { clearSession, isShopOrigin, useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { Logo } from '../../ui/logo';

/** The signed-in header: the logo (hidden for shop-origin members) and LOG OUT. */
export function MemberHeader() {
  const session = useSession();
  const settings = useSettings();
  const navigate = useNavigate();
  const logOut = async () => {
    const toShop = isShopOrigin();
    await api('POST', 'Logout').catch(() => undefined);
    clearSession();
    navigate(toShop ? '/Shopify/ShopifyLogin' : '/login', { replace: true });
  };
  const logoTarget = session ? routeForStep(session.userStepId) : '/';
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between">
          {session?.isShopify ? (
            <span />
          ) : (
            <Link to={logoTarget} aria-label="Home" style={{ textDecoration: 'none' }}>
              <Logo brand={settings.brandName} />
            </Link>
          )}
          <Button variant={session?.isShopify ? 'filled' : 'subtle'} color="brand" onClick={logOut}>
            LOG OUT
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
