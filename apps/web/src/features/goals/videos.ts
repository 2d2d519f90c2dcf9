/** The intro videos of Steps 2 and 3. */
export const STEP_TWO_VIDEOS = {
  intro: { src: '/media/videos/program-intro.webm', title: 'Where you want to go' },
  topSeven: { src: '/media/videos/start-rebalancing.webm', title: 'Your top 7 goals' },
  oneGoal: { src: '/media/videos/in-with-the-blue.webm', title: 'Your One goal' },
} as const;
