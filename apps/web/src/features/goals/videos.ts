/** The intro videos of Step 2 (ours, in public/media/videos). */
export const STEP_TWO_VIDEOS = {
  intro: { src: '/media/videos/step2-intro.webm', title: 'Where you want to go' },
  topSeven: { src: '/media/videos/step2-top-seven.webm', title: 'Your top 7 goals' },
  oneGoal: { src: '/media/videos/step2-one-goal.webm', title: 'Your One goal' },
} as const;
