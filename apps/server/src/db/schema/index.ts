// One file per feature; each feature's tables are re-exported here for Drizzle.
export * from './auth.js';
