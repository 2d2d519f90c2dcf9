import { Outlet } from 'react-router';
import { MemberHeader } from '../dashboard/header/member-header';

export function MemberLayout() {
  return (
    <>
      <MemberHeader />
      <main>
        <Outlet />
      </main>
    </>
  );
}
