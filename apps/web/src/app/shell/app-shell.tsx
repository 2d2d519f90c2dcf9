import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { onShellEvent, type SignedOutState } from '../../lib/shell-events';
import { isShopOrigin } from '../../lib/session';
import { useLoginModalOpened } from '../../lib/login-modal-store';
import { ErrorModal } from './error-modal';
import { FullScreenLoading } from './loading-overlay';
import { OfflineBanner } from './offline-banner';
import { ReloadPrompt } from './reload-prompt';
import { DayRollover, OfflineSync } from '../../features/offline';
import { PageLoader } from '../../ui/page-loader';

const LoginModal = lazy(() =>
  import('../../features/auth/login-modal').then((module) => ({ default: module.LoginModal })),
);

/** The login modal's code loads the first time it opens (keeps the public pages' first load light). */
function LoginModalOnDemand() {
  const opened = useLoginModalOpened();
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  ) : null;
}

/** The root layout: every page renders inside it, with the shell's dialogs and banners. */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onShellEvent((event) => {
        if (event.type !== 'signedOut') return;
        const state: SignedOutState | undefined = event.because ? { signedOutBecause: event.because } : undefined;
        navigate(isShopOrigin() ? '/Shopify/ShopifyLogin' : '/login', { replace: true, state });
      }),
    [navigate],
  );
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <LoginModalOnDemand />
      <ErrorModal />
      <FullScreenLoading />
      <OfflineBanner />
      <OfflineSync />
      <DayRollover />
      <ReloadPrompt />
    </>
  );
}
