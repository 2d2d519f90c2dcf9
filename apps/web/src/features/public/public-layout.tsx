import { Outlet } from 'react-router';
import { PublicHeader } from './public-header';

export function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <main>
        <Outlet />
      </main>
    </>
  );
}
