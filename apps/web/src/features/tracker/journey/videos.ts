import { JOURNEY_VIDEOS } from '../../../ui/journey-videos';

/** The intro video of Step 3: the journey's shared clip, with its poster. */
export const STEP_THREE_VIDEO = { ...JOURNEY_VIDEOS.stepThreeActions, title: 'How you get there' } as const;
