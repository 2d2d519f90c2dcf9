/** The intro video of Step 3. */
export const STEP_THREE_VIDEO = { src: '/media/videos/step3-intro.webm', title: 'How you get there' } as const;
