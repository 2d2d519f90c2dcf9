import { Navigate, Outlet, useLocation } from 'react-router';
import { isShopOrigin, useSession } from '../../lib/session';

/** Private routes: without a session go to /login, or to the shop free test for a shop-origin visitor. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const to = isShopOrigin() ? '/Shopify/FreeTestShopify' : '/login';
    return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
