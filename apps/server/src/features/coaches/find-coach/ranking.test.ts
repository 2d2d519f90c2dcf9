import { describe, expect, it } from 'vitest';
import { memberNeeds, rankCoaches, wheelPoints, type ChosenOption, type RankableCoach } from './ranking.js';

const wheel = (scores: number[]) => scores.map((score, index) => ({ areaId: index + 1, score }));
const answer = (weight: number, areas: number[], extra: Partial<ChosenOption> = {}): ChosenOption => ({
  weight,
  areas,
  bookingBonus: 0,
  maxSessionRate: null,
  ...extra,
});
const coach = (coachId: number, lastName: string, focusAreaIds: number[], extra: Partial<RankableCoach> = {}) => ({
  coachId,
  firstName: 'Coach',
  lastName,
  focusAreaIds,
  sessionRate: 80,
  bookable: true,
  ...extra,
});

const COACHES = [
  coach(1, 'Fitt', [1]),
  coach(2, 'Penny', [2, 5]),
  coach(3, 'Holm', [3, 6]),
  coach(4, 'Joy', [7], { sessionRate: 120 }),
  coach(5, 'Quiet', [4], { bookable: false }),
];
const order = (ranked: { coach: { lastName: string } }[]) => ranked.map((entry) => entry.coach.lastName);

describe('wheelPoints', () => {
  it('gives the weakest areas 3, 2 and 1 points, ties sharing, and nothing to a flat wheel', () => {
    expect([...wheelPoints(wheel([5, 5, 5, 5, 5, 5, 5])).values()]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect([...wheelPoints(wheel([2, 4, 5, 9, 9, 9, 9])).values()]).toEqual([3, 2, 1, 0, 0, 0, 0]);
    expect([...wheelPoints(wheel([2, 2, 8, 9, 8, 3, 9])).values()]).toEqual([3, 3, 0, 0, 0, 1, 0]);
  });
});

describe('memberNeeds', () => {
  it("adds each answer's weight to its areas and the wheel's points", () => {
    const needs = memberNeeds([answer(3, [2]), answer(2, [2, 5]), answer(1, [7])], wheel([9, 9, 9, 9, 9, 9, 1]));
    expect([...needs.values()]).toEqual([0, 5, 0, 0, 2, 0, 4]);
  });
});

describe('rankCoaches', () => {
  it('puts the coach whose focus meets the answers first', () => {
    expect(order(rankCoaches(COACHES, [answer(3, [2]), answer(2, [5])], null))).toEqual([
      'Penny',
      'Fitt',
      'Holm',
      'Joy',
      'Quiet',
    ]);
    expect(order(rankCoaches(COACHES, [answer(3, [1])], null))[0]).toBe('Fitt');
  });

  it("changes the order with the member's latest wheel: the weakest areas count", () => {
    const answers = [answer(3, [2])];
    // Family and Friends are the weakest areas: the coach for both overtakes the finance coach.
    const ranked = rankCoaches(COACHES, answers, wheel([9, 8, 2, 8, 8, 2, 8]));
    expect(order(ranked).slice(0, 2)).toEqual(['Holm', 'Penny']);
    expect(ranked[0]).toMatchObject({ score: 6, matchedAreaIds: [3, 6] });
    expect(ranked[1]).toMatchObject({ score: 5, matchedAreaIds: [2, 5] });
  });

  it("puts coaches above the member's budget after every coach within it", () => {
    const funFirst = [answer(3, [7]), answer(2, [7])];
    expect(order(rankCoaches(COACHES, funFirst, null))[0]).toBe('Joy');
    const onBudget = [...funFirst, answer(0, [], { maxSessionRate: 100 })];
    const ranked = rankCoaches(COACHES, onBudget, null);
    expect(order(ranked).at(-1)).toBe('Joy');
    expect(ranked.at(-1)).toMatchObject({ withinBudget: false, score: 5 });
  });

  it('favours coaches who can be booked now when the member wants to start soon', () => {
    const faithFirst = [answer(3, [4]), answer(2, [1])];
    expect(order(rankCoaches(COACHES, faithFirst, null))[0]).toBe('Quiet');
    expect(order(rankCoaches(COACHES, [...faithFirst, answer(0, [], { bookingBonus: 2 })], null))[0]).toBe('Fitt');
  });

  it('orders equal coaches by name, then id', () => {
    const twins = [coach(9, 'Same', [1]), coach(8, 'Same', [1]), coach(7, 'Alpha', [1])];
    expect(rankCoaches(twins, [answer(3, [1])], null).map((entry) => entry.coach.coachId)).toEqual([7, 8, 9]);
  });
});
