/** What other features use from coaching (its sub-folders' index.ts files serve each other). */
export {
  bookingChangeEmail,
  bookingChangeMail,
  bookingReminderEmail,
  enqueueBookingChange,
  keepsWeeklyHours,
} from './booking/index.js';
export { unreadChatEmail } from './chat/index.js';
export { cacheProcessor, ClientListCache, CLIENT_LIST_TTL_MS } from './clients/index.js';
export { addCredits, sessionsRemaining } from './credits/index.js';
export { coachDigestEmail } from './digest/index.js';
export { currentCoachId, endPair, hasCurrentClient, openPair } from './pairs/index.js';
