import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { routeForStep } from '@oola/domain';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { Logo } from '../../ui/logo';
import { openLoginModal } from '../auth/login-modal-store';

export function PublicHeader() {
  const session = useSession();
  const settings = useSettings();
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/home" aria-label="Home" style={{ textDecoration: 'none' }}>
            <Logo brand={settings.brandName} />
          </Link>
          {session ? (
            <Button component={Link} to={routeForStep(session.userStepId)}>
              Dashboard
            </Button>
          ) : (
            <Button onClick={openLoginModal}>Login</Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
