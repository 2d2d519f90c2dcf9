/** Business constants and limits shared by the server and the web app. */

export const SESSION_LIFETIME_DAYS = 5;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const ASSESSMENT = {
  areas: 7,
  questionsPerArea: 10,
  questions: 70,
  minScore: 1,
  maxScore: 10,
} as const;

export const GOALS = {
  perArea: 3,
  total: 21,
  topSeven: 7,
  oneGoal: 1,
  recommendedPerArea: 6,
  maxTextLength: 300,
  maxInProgress: 7,
  maxPendingListedPerArea: 7,
} as const;

export const ACTIONS = {
  min: 3,
  max: 15,
  maxTextLength: 300,
  trackerClicksForStreak: 3,
  /** The add control hides at this many rows. */
  addHiddenAtRows: 14,
  /** Completing is blocked once the day's steps exceed this. */
  dailyStepsBlockAbove: 14,
  /** No 'ARE YOU SURE?' confirmation once this many steps were taken. */
  confirmUntilStepsTaken: 7,
  ringSegments: 3,
  minEditorRows: 3,
  dayWindow: { min: 0, max: 6 },
  trackerReloadDelayMs: 1000,
} as const;

export const WELCOME_GET_STARTED_DELAY_MS = 15_000;
export const CONFETTI_PIECES = 700;
export const STEP_SCREEN_BREAKPOINT_PX = 760;
export const NOTIFICATION_RELOAD_DELAY_MS = 1000;
export const IMAGE_UPLOAD_MAX_BYTES = 3 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;

export const LOGIN_RATE_LIMIT = { maxFailures: 10, windowMinutes: 15 } as const;

export const FREE_TEST = {
  areas: 7,
  questionsPerArea: 3,
  questions: 21,
  phoneMaxDigits: 18,
  scoresRevealMs: 3000,
  resultsRevealMs: 4500,
  answerDelaysMs: [500, 900],
  defaultCountry: 'US',
} as const;

export const STRESS_ASSESSMENT = {
  questions: 14,
  answerLockMs: 500,
  needleAnimationMs: 3000,
  countUpMs: 4000,
} as const;

export const CAROUSELS = {
  services: { autoplayMs: 3000, animationMs: 1000, breakpoints: [0, 568, 1024] },
  trs: { autoplayMs: 3000, animationMs: 1000 },
  partnerTestimonials: { autoplayMs: 5000 },
  cause: { autoplayMs: 5000, animationMs: 1000 },
  score: { oneItemBelowPx: 568, itemsAbove: 3, arrowsHiddenUnder: 4 },
  records: { autoplayMs: 3000, animationMs: 1000 },
  products: { breakpoints: [0, 767, 1024], autoplayMs: 3000 },
} as const;

export const MARKETING = {
  peopleCount: 1_000_000,
  countries: 43,
  counterDurationMs: 4000,
  monthlyPrice: 47,
  startupPrice: 77,
  preEnrollPrice: 50,
  guaranteeDays: 30,
  trsRetailPrice: 234.95,
  trsPrice: 213.95,
  probioticStrains: 12,
  probioticBillionCfu: 10,
  causeMeals: 298_466,
  causeCountries: 8,
  supportHours: 'Monday to Friday 8:00 am to 4:00 pm Pacific',
  footerYear: 2022,
} as const;

export const COACHING = {
  monthlyPrice: 50,
  sessionMinutes: 30,
  pendingMessagesCap: 99,
  searchDebounceMs: 1000,
  zipLookupMinChars: 4,
  bio: { welcomeMax: 150, offerMax: 300, aboutMax: 750 },
  statsCountUpMs: 4000,
  lockPopoverHideMs: 5000,
  certificationCourseId: 1009,
  certificationSwitchDelayMs: 2000,
} as const;

export const ELEARNING = {
  breakthroughModules: 12,
  breakthroughUnlockEveryDays: 7,
  pathUnlockEveryDays: 30,
  pathMonthsLevelOne: 9,
  pathMonthsHigherLevels: 11,
  assessmentOneQuestions: 14,
  otherAssessmentQuestions: 7,
  answerAdvanceMs: 500,
  quizProgressUnderIndex: 14,
  achievementsPerSection: 6,
} as const;

/** User type 4 is a non-subscriber; login answers step -1 for them. */
export const USER_TYPE = { subscriber: 1, coach: 2, partner: 3, nonSubscriber: 4 } as const;
export const NON_SUBSCRIBER_STEP = -1;

/** What the server answers (403) when a non-subscriber calls a section the subscription unlocks. */
export const SUBSCRIBER_ONLY_MESSAGES = {
  goals: 'Become a subscriber to the lifestyle framework to set and reach your goals.',
  toDo: 'Become a subscriber to the lifestyle framework to plan your week with a to-do list.',
  elearning: 'Become a subscriber to the lifestyle framework to follow your Breakthrough and your personalized path.',
} as const;
