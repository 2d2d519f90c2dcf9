/** A wheel with Fitness and Fun weakest: coach 2001 (Morgan) covers both, so the questionnaire picks Morgan. */
export const WEAK_FITNESS_AND_FUN = (areaId: number) => (areaId === 1 || areaId === 7 ? 3 : 8);

/** The find-a-coach questionnaire's answers, one per question in order. */
export const QUESTIONNAIRE_ANSWERS = [
  'Growing my career or my business',
  'I never seem to have time for myself',
  'A calendar full of things I look forward to',
  'As soon as possible',
  'Whatever it takes to find the right fit',
];
