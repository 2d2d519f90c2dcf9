import { useNavigate } from 'react-router';
import { STEP, routeForStep } from '@oola/domain';
import { StepGate } from './step-gate';
import { WelcomeLayout } from './welcome-layout';

const toDashboard = () => '/dashboard';

/** /phase3welcome: My Personalized Path (step 4 only, else the page of the step). */
export function PhaseThreeWelcomePage() {
  const navigate = useNavigate();
  return (
    <StepGate expected={STEP.dashboard} redirect={routeForStep}>
      <WelcomeLayout
        eyebrow="Phase 3"
        title="Welcome to your Personalized Path"
        intro="You know where you are, where you want to go and how you will get there. Now the real work begins, one day at a time."
        points={[
          'A new training module unlocks every month on your dashboard',
          'Track your three daily actions and build your streak',
          'Watch your life wheel grow at the mid-year review',
        ]}
        onGetStarted={() => navigate('/dashboard')}
      />
    </StepGate>
  );
}

/** /phase2welcome: the Breakthrough Experience (step 4 only, else the page of the step). */
export function PhaseTwoWelcomePage() {
  const navigate = useNavigate();
  return (
    <StepGate expected={STEP.dashboard} redirect={routeForStep}>
      <WelcomeLayout
        eyebrow="Phase 2"
        title="Welcome to the Breakthrough Experience"
        intro="Twelve weekly modules to break old patterns and build momentum in all seven areas of your life."
        points={[
          'A new module unlocks every week',
          'Short videos and simple exercises you can finish in one sitting',
          'Quizzes that lock in what you learned',
        ]}
        onGetStarted={() => navigate('/dashboard')}
      />
    </StepGate>
  );
}

/** /Level2Welcome: only at step 6, else /dashboard; GET STARTED → /steps. */
export function LevelTwoWelcomePage() {
  const navigate = useNavigate();
  return (
    <StepGate expected={STEP.levelTwoStepOne} redirect={toDashboard}>
      <WelcomeLayout
        eyebrow="Level 2"
        title="Review. Revise. Reaffirm."
        intro="A year of progress deserves a fresh look. Measure your life again, then sharpen your goals for the year ahead."
        points={[
          'Retake the 70-question assessment and compare your new wheel',
          'Review your 21 goals: keep, edit or replace them',
          'Start level 2 training on your dashboard',
        ]}
        onGetStarted={() => navigate('/steps')}
      />
    </StepGate>
  );
}

/** /MidYearReviewWelcome: only at step 5, else /dashboard; GET STARTED → /steps. */
export function MidYearReviewWelcomePage() {
  const navigate = useNavigate();
  return (
    <StepGate expected={STEP.midYearReview} redirect={toDashboard}>
      <WelcomeLayout
        eyebrow="Mid-year review"
        title="Six months in: time to check your balance"
        intro="Answer the same 70 questions again to see how far you have come. Your first results stay safe; this is a new snapshot."
        points={[
          'About 10 minutes, 10 questions per area',
          'A new life wheel to compare with your first one',
          'Back to your dashboard as soon as you finish',
        ]}
        onGetStarted={() => navigate('/steps')}
      />
    </StepGate>
  );
}
