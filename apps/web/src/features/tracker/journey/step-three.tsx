import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACTIONS, STEP } from '@oola/domain';
import { currentStepKey } from '../../lib/current-step';
import { getSession, updateSession } from '../../lib/session';
import { IntroVideo } from '../../ui/intro-video';
import { ActionTracker } from './action-tracker';
import { useTopSevenGoals } from './api';
import { EstablishActions } from './establish-actions';
import { STEP_THREE_VIDEO } from './videos';

const SUB_STEP = { video: 0, actions: 1, tracker: 2 } as const;

/**
 * Step 3, 'how you get there': intro video, daily actions, then the three-click
 * tracker. `onTrackerDone` tells the page when the third click landed, so it can
 * hide the stepper header as the spec says.
 */
export function StepThree({ onTrackerDone }: { onTrackerDone?: () => void }) {
  const topSeven = useTopSevenGoals();
  const [subStep, setSubStep] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const completedToday = topSeven.data?.actions.filter((action) => action.completed).length ?? 0;
  const trackerDone = subStep === SUB_STEP.tracker && completedToday >= ACTIONS.trackerClicksForStreak;

  useEffect(() => {
    if (trackerDone) onTrackerDone?.();
  }, [trackerDone, onTrackerDone]);

  if (topSeven.data && subStep === null) {
    // Actions already saved today: resume at the tracker.
    setSubStep(topSeven.data.actions.length > 0 ? SUB_STEP.tracker : SUB_STEP.video);
  }
  if (!topSeven.data || subStep === null) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const goToDashboard = () => {
    const session = getSession();
    if (session) {
      updateSession({ userStepId: STEP.dashboard });
      void queryClient.invalidateQueries({ queryKey: currentStepKey(session.userId) });
    }
    void navigate('/dashboard');
  };

  if (subStep === SUB_STEP.video) {
    return <IntroVideo {...STEP_THREE_VIDEO} onNext={() => setSubStep(SUB_STEP.actions)} />;
  }
  if (subStep === SUB_STEP.actions) {
    return (
      <EstablishActions
        topGoals={topSeven.data.topGoals}
        initial={topSeven.data.actions.filter((action) => !action.completed).map((action) => action.text)}
        onSaved={() => {
          setSubStep(SUB_STEP.tracker);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return <ActionTracker actions={topSeven.data.actions} onGoToDashboard={goToDashboard} />;
}
