import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useCurrentStep } from '../../../lib/current-step';

/**
 * Refreshes the member's step and shows the page only when it is `expected`;
 * otherwise redirects to `redirect(step)`.
 */
export function StepGate({
  expected,
  redirect,
  children,
}: {
  expected: number;
  redirect: (stepId: number) => string;
  children: ReactNode;
}) {
  const step = useCurrentStep();
  // The refreshed step: a step kept from an earlier page may be out of date.
  if (!step.data || !step.isFetchedAfterMount) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (step.data.userStepId !== expected) return <Navigate to={redirect(step.data.userStepId)} replace />;
  return <>{children}</>;
}
