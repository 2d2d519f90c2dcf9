import { Suspense, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { onShellEvent } from '../../lib/shell-events';
import { isShopOrigin } from '../../lib/session';
import { LoginModal } from '../../features/auth/login-modal';
import { ErrorModal } from './error-modal';
import { FullScreenLoading } from './loading-overlay';
import { OfflineBanner } from './offline-banner';

export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader color="brand" />
    </Center>
  );
}

/** The root layout: every page renders inside it, with the shell's dialogs and banners. */
export function AppShell() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onShellEvent((event) => {
        if (event.type === 'signedOut')
          navigate(isShopOrigin() ? '/Shopify/ShopifyLogin' : '/login', { replace: true });
      }),
    [navigate],
  );
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <LoginModal />
      <ErrorModal />
      <FullScreenLoading />
      <OfflineBanner />
    </>
  );
}
