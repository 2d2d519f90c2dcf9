/** What other features use from coach-achievements. */
export { MyAchievementsSlot } from './my-achievements-slot';
