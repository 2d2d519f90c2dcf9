import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../content/load-content.js';
import { coachesSchema } from './seed.js';
import { sessionLengthProblem } from './session-copy.js';

describe('coach copy and the session length', () => {
  it('refuses copy that promises sessions of another length than 30 minutes', () => {
    expect(sessionLengthProblem('then weekly 45-minute sessions built around your One goal')).toMatch(/45-minute/);
    expect(sessionLengthProblem('A 60 minute coaching session each month')).toMatch(/60-minute/);
    expect(sessionLengthProblem('A free 20-minute discovery call, then weekly 30-minute sessions')).toBeNull();
  });

  it('finds none in the demo coaches of content/coaches.yaml', () => {
    const { coaches } = loadContent('coaches', coachesSchema);
    const problems = coaches.flatMap((coach) =>
      [coach.listingPageHeader, coach.myOffer, coach.aboutMe]
        .map(sessionLengthProblem)
        .filter((problem) => problem !== null)
        .map((problem) => `coach ${coach.id} ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
