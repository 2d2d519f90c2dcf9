import { Outlet } from 'react-router';
import { MemberHeader } from '../dashboard';

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
