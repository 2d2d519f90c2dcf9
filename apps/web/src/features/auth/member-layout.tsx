import { Outlet } from 'react-router';
import { PendingDeletionNotice } from '../account-data';
import { MemberHeader } from '../dashboard';

export function MemberLayout() {
  return (
    <>
      <MemberHeader />
      <main>
        <PendingDeletionNotice />
        <Outlet />
      </main>
    </>
  );
}
