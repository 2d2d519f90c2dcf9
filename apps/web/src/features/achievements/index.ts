/** What other features use from achievements. */
export { BadgeAnnouncer } from './member-badge-announcer';
export { MyAchievementsSlot } from './my-achievements-slot';
export { achievementKeys, profileInformationQuery, useProfileInformation } from './member-api';
