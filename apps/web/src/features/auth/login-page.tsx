import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { routeForStep } from '@oola/domain';
import { useCurrentStep } from '../../lib/current-step';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/page-loader';
import { HomePage } from '../public';
import { openLoginModal } from '../../lib/login-modal-store';

/** /login: the home page with the login modal open; with a session, the page of the member's step. */
export default function LoginPage() {
  const session = useSession();
  const step = useCurrentStep();
  useEffect(() => {
    if (!session) openLoginModal();
  }, [session]);
  if (!session) return <HomePage />;
  if (session.userTypeId === 4) return <Navigate to="/nonSubscriber" replace />;
  if (step.isPending) return <PageLoader />;
  return <Navigate to={routeForStep(step.data?.userStepId ?? session.userStepId)} replace />;
}
