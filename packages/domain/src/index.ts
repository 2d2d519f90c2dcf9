export * from './areas.js';
export * from './constants.js';
export * from './scoring.js';
export * from './steps.js';
export * from './text.js';
export * from './schemas/auth.js';
export * from './schemas/errors.js';
export * from './schemas/settings.js';
