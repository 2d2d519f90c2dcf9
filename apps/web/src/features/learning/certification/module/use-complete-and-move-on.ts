import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { COACHING } from '@oola/domain';
import { showErrorDialog } from '../../../../lib/shell-events';
import { showCallError } from '../../../../lib/show-error';
import { useCompleteCertificationModule } from '../api';
import { certificationModulePath } from '../module-path';

export const COMPLETION_NO_DATA = 'Sorry we had an error, please try to reload the page';

/** Where the certification goes after a completion: the next module, or the dashboard after the last. */
export interface MovingOn {
  nextModuleId: number | null;
}

/**
 * COMPLETE: the server completes the module (a 409 with its reason until the quiz is passed, shown
 * by api()), then, 2 s later, the page reloads onto the module it answers.
 */
export function useCompleteAndMoveOn() {
  const navigate = useNavigate();
  const complete = useCompleteCertificationModule();
  const [movingOn, setMovingOn] = useState<MovingOn | null>(null);
  useEffect(() => {
    if (!movingOn) return;
    const target = movingOn.nextModuleId ? certificationModulePath(movingOn.nextModuleId) : '/dashboard';
    const timer = setTimeout(() => navigate(target), COACHING.certificationSwitchDelayMs);
    return () => clearTimeout(timer);
  }, [movingOn, navigate]);
  const run = (moduleId: number) =>
    complete.mutate(moduleId, {
      onError: showCallError,
      onSuccess: (answer) => {
        if (!answer || answer.nextModuleId === undefined) showErrorDialog(COMPLETION_NO_DATA);
        else setMovingOn({ nextModuleId: answer.nextModuleId });
      },
    });
  return { run, pending: complete.isPending, movingOn };
}
