import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The query parameter the service worker adds to the page a push's click opens (service-worker/push-payload.ts). */
const PARAMETER = 'notification';

/**
 * The page a push's click opened marks that push's entry read: the service worker cannot, as it holds no
 * token. The parameter then leaves the address, so a reload or a shared link marks nothing.
 */
export function useOpenedFromPush(markRead: (id: number) => void) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const id = Number(params.get(PARAMETER));
    if (!params.has(PARAMETER)) return;
    params.delete(PARAMETER);
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (Number.isInteger(id) && id > 0) markRead(id);
  }, [pathname, search, hash, navigate, markRead]);
}
