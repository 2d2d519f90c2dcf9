/**
 * The find-a-coach texts of the spec, word for word, and the upgrade answer for non-subscribers. Apart from
 * the find-a-coach schemas, so a public page that shows them does not load zod with them.
 */
export const FIND_COACH_MESSAGES = {
  answerAll: 'Please answer all the questions',
  saved: 'Your information has been saved',
  noCoaches: 'No coaches found',
  noSchedule: 'Sorry, this coach has no schedule available',
  subscriberOnly: 'Become a subscriber to the lifestyle framework to find a coach who keeps you on track.',
} as const;
