import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { routeForStep, USER_TYPE } from '@oola/domain';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { openLoginModal } from '../../lib/login-modal-store';
import { useAliasLinks } from './alias-links';
import { SmartLink } from './smart-link';

export function EnrollButton({ fullWidth }: { fullWidth?: boolean }) {
  const links = useAliasLinks();
  return (
    <Button component={SmartLink} to={links.enroll} color="area5" fullWidth={fullWidth}>
      ENROLL NOW
    </Button>
  );
}

/** Login or Dashboard: 'Access My Products' (store) and 'Access My Programs' (login, or the ambassador's login). */
export function LoginMenu() {
  const session = useSession();
  const settings = useSettings();
  const links = useAliasLinks();
  if (session) {
    const target = session.userTypeId === USER_TYPE.nonSubscriber ? '/nonSubscriber' : routeForStep(session.userStepId);
    return (
      <Button component={Link} to={target} variant="outline">
        {links.webAlias ? 'DASHBOARD' : 'Dashboard'}
      </Button>
    );
  }
  const store = settings.links.store;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Button variant="outline">Login</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={SmartLink} to={store}>
          Access My Products
        </Menu.Item>
        {links.webAlias ? (
          <Menu.Item component={SmartLink} to={settings.links.backOffice}>
            Access My Programs
          </Menu.Item>
        ) : (
          <Menu.Item onClick={openLoginModal}>Access My Programs</Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
