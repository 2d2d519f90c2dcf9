import { Outlet } from 'react-router';
import { MemberHeader } from './member-header';

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
