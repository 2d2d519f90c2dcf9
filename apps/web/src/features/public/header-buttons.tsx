import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { routeForStep, USER_TYPE } from '@oola/domain';
import { useSession } from '../../lib/session';
import { useAliasLinks } from './alias-links';
import { MenuOnDemand } from './menu-on-demand';
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
  const links = useAliasLinks();
  if (session) {
    const target = session.userTypeId === USER_TYPE.nonSubscriber ? '/nonSubscriber' : routeForStep(session.userStepId);
    return (
      <Button component={Link} to={target} variant="outline">
        {links.webAlias ? 'DASHBOARD' : 'Dashboard'}
      </Button>
    );
  }
  return <MenuOnDemand menu="LoginMenu" trigger={<Button variant="outline">Login</Button>} />;
}
