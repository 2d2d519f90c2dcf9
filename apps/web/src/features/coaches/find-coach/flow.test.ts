import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, type FlowAction, type FlowState } from './flow';

const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce(flowReducer, state);

describe('the find-coach ways', () => {
  it("starts on the member's coach (way 4) when they have one, else on the choice (way 0)", () => {
    expect(initialFlow(2001)).toMatchObject({ way: 4, coachId: 2001, from: null });
    expect(initialFlow(null)).toMatchObject({ way: 0, coachId: null });
  });

  it('goes from the picks to a profile, to the confirmation and back the same way', () => {
    const picks = run(initialFlow(null), { type: 'choose', way: 2 }, { type: 'saved' });
    const confirm = run(picks, { type: 'openCoach', coachId: 2001 }, { type: 'confirm' });
    expect(confirm).toMatchObject({ way: 3, coachId: 2001, from: 2 });
    expect(run(confirm, { type: 'back' })).toMatchObject({ way: 4 });
    expect(run(confirm, { type: 'back' }, { type: 'back' })).toMatchObject({ way: 2, picks: true });
    expect(run(confirm, { type: 'back' }, { type: 'back' }, { type: 'back' })).toMatchObject({ way: 2, picks: false });
    expect(run(confirm, { type: 'selected' })).toMatchObject({ way: 4, coachId: 2001, from: null });
  });

  it('returns from a search result to the search, then to the choice; -1 closes', () => {
    const profile = run(initialFlow(null), { type: 'choose', way: 1 }, { type: 'openCoach', coachId: 2004 });
    expect(run(profile, { type: 'back' })).toMatchObject({ way: 1 });
    expect(run(profile, { type: 'back' }, { type: 'back' })).toMatchObject({ way: 0 });
    expect(run(profile, { type: 'close' }).way).toBe(-1);
    // The member's own coach has nowhere to go back to.
    expect(run(initialFlow(2001), { type: 'back' })).toMatchObject({ way: 4, coachId: 2001 });
  });
});
