import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import type { EventName, Processor } from '../../events/index.js';
import { coachCatalogue } from './coach-catalogue.js';
import { award, type AnyCatalogue } from './engine.js';
import { memberCatalogue } from './member-catalogue.js';

/**
 * The events that change a fact a badge reads (member-facts.ts, coach-facts.ts): steps completed and the
 * longest streak (actions, pauses), the journey step, goals achieved, the coach's clients, and the coach's
 * own certification modules and quizzes.
 */
const AWARDING_EVENTS = [
  'action.tracked',
  'streak.pauseChanged',
  'journey.stepChanged',
  'goal.changed',
  'coach.chosen',
  'course.moduleCompleted',
  'quiz.taken',
] as const satisfies readonly EventName[];

const CATALOGUES: AnyCatalogue[] = [memberCatalogue, coachCatalogue];

/**
 * Awards what such a change earned, to whoever each catalogue says it may have earned it, so the badge is
 * there when it is next read. One catalogue's failure does not keep the other from awarding.
 */
export function awardProcessor(db: Db, clock: Clock): Processor {
  return {
    name: 'achievements',
    handles: AWARDING_EVENTS,
    async handle({ payload }) {
      const failures = await Promise.allSettled(
        CATALOGUES.map(async (catalogue) => {
          for (const ownerId of await catalogue.ownersAfterChange(db, payload.userId)) {
            await award(catalogue, db, ownerId, clock.now());
          }
        }),
      );
      const failed = failures.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
