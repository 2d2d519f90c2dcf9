import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { AREAS } from '@oola/domain';
import { currentStepKey } from '../../lib/current-step';
import { getSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { IntroVideo } from '../../ui/intro-video';
import { useUserGoals } from './api';
import { ArrangeGoals } from './arrange-goals';
import { EstablishGoals } from './establish-goals';
import { PickTopSeven } from './pick-top-seven';
import { SelectOneGoal } from './select-one-goal';
import { StepTwoFinish } from './step-two-finish';
import { SUB_STEP, stepTwoStart, type StepTwoStart } from './step-two-state';
import { STEP_TWO_VIDEOS } from './videos';

function scrollTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Step 2, 'where you want to go': the eight sub-steps of SUB_STEP (step-two-state.ts). */
export function StepTwo() {
  const goals = useUserGoals();
  const [start, setStart] = useState<StepTwoStart | null>(null);
  const [subStep, setSubStepState] = useState(0);
  const [area, setArea] = useState(0);
  const [lastReached, setLastReached] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { brandName } = useSettings();

  if (goals.data && start === null) {
    const initial = stepTwoStart(goals.data.userGoals, goals.data.currentAreaId);
    setStart(initial);
    setSubStepState(initial.subStep);
    setArea(initial.area);
    setLastReached(initial.area);
  }
  if (!goals.data || start === null) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }

  const setSubStep = (next: number) => {
    setSubStepState(next);
    scrollTop();
  };
  const changeArea = (next: number) => {
    setArea(next);
    setLastReached((reached) => Math.max(reached, next));
    scrollTop();
  };
  const userGoals = goals.data.userGoals;
  const finishStep = () => {
    if (getSession()) void queryClient.invalidateQueries({ queryKey: currentStepKey(getSession()!.userId) });
  };

  switch (subStep) {
    case SUB_STEP.video:
      return <IntroVideo {...STEP_TWO_VIDEOS.intro} onNext={() => setSubStep(SUB_STEP.establish)} />;
    case SUB_STEP.establish:
      return (
        <EstablishGoals
          goals={userGoals}
          area={area}
          lastReached={lastReached}
          onAreaChange={changeArea}
          onDone={() => {
            setLastReached(AREAS.length - 1);
            setSubStep(SUB_STEP.topSevenVideo);
          }}
        />
      );
    case SUB_STEP.topSevenVideo:
      return <IntroVideo {...STEP_TWO_VIDEOS.topSeven} onNext={() => setSubStep(SUB_STEP.pickSeven)} />;
    case SUB_STEP.pickSeven:
      return <PickTopSeven goals={userGoals} onDone={() => setSubStep(SUB_STEP.arrange)} />;
    case SUB_STEP.arrange:
      return <ArrangeGoals goals={userGoals} onDone={() => setSubStep(SUB_STEP.oneGoalVideo)} />;
    case SUB_STEP.oneGoalVideo:
      return (
        <IntroVideo
          {...STEP_TWO_VIDEOS.oneGoal}
          title={`Your ${brandName} One goal`}
          onNext={() => setSubStep(SUB_STEP.selectOne)}
        />
      );
    case SUB_STEP.selectOne:
      return <SelectOneGoal goals={userGoals} onDone={() => setSubStep(SUB_STEP.finish)} />;
    default:
      return (
        <StepTwoFinish
          oneGoal={userGoals.find((goal) => goal.selectedOne)}
          onStartStepThree={finishStep}
          onDashboard={() => {
            finishStep();
            void navigate('/dashboard');
          }}
        />
      );
  }
}
