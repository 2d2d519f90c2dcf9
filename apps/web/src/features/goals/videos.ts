import { JOURNEY_VIDEOS } from '../../ui/journey-videos';

/** The intro videos of Step 2: the journey's shared clips, with their posters. */
export const STEP_TWO_VIDEOS = {
  intro: { ...JOURNEY_VIDEOS.stepTwoGoals, title: 'Where you want to go' },
  topSeven: { ...JOURNEY_VIDEOS.stepTwoTopSeven, title: 'Your top 7 goals' },
  oneGoal: JOURNEY_VIDEOS.stepTwoOneGoal,
} as const;
