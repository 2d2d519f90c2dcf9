// One file per feature; each feature's tables are re-exported here for Drizzle.
export * from './auth.js';
export * from './free-tests.js';
export * from './coach-directory.js';
export * from './goals.js';
export * from './actions.js';
export * from './assessment.js';
export * from './achievements.js';
export * from './notifications.js';
export * from './counters.js';
export * from './todo.js';
export * from './action-repeats.js';
export * from './support-chat.js';
export * from './elearning.js';
export * from './courses.js';
export * from './quizzes.js';
