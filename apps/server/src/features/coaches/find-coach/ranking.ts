import { AREA_IDS } from '@oola/domain';

/*
 * The rule that orders a member's top coach picks (docs/decisions/043-coach-picks-ranking.md).
 * Pure: the caller loads the answers, the wheel and the coaches.
 */

/** Points the weakest areas of the member's latest wheel add to their needs. */
export const WHEEL_POINTS = 3;
export const TOP_PICKS = 3;

export interface ChosenOption {
  /** The question's weight: points for each area the option points to. */
  weight: number;
  areas: number[];
  bookingBonus: number;
  maxSessionRate: number | null;
}

export interface RankableCoach {
  coachId: number;
  firstName: string;
  lastName: string;
  focusAreaIds: number[];
  sessionRate: number | null;
  /** The coach has a scheduling link or weekly hours, so a session can be booked right away. */
  bookable: boolean;
}

/**
 * Wheel points per area: an area with no weaker area gets 3, one with one weaker area 2, with two
 * weaker areas 1, others 0; the strongest score gets 0, so a flat wheel says nothing.
 */
export function wheelPoints(scores: { areaId: number; score: number }[]): Map<number, number> {
  const points = new Map<number, number>();
  const best = Math.max(...scores.map((area) => area.score));
  for (const { areaId, score } of scores) {
    const weaker = scores.filter((other) => other.score < score).length;
    points.set(areaId, score === best ? 0 : Math.max(0, WHEEL_POINTS - weaker));
  }
  return points;
}

/** The member's need per life area: the answers' points plus the wheel's. */
export function memberNeeds(
  answers: ChosenOption[],
  wheel: { areaId: number; score: number }[] | null,
): Map<number, number> {
  const fromWheel = wheel ? wheelPoints(wheel) : new Map<number, number>();
  return new Map(
    AREA_IDS.map((areaId) => {
      const fromAnswers = answers
        .filter((answer) => answer.areas.includes(areaId))
        .reduce((sum, answer) => sum + answer.weight, 0);
      return [areaId, fromAnswers + (fromWheel.get(areaId) ?? 0)];
    }),
  );
}

export interface RankedCoach<T extends RankableCoach> {
  coach: T;
  score: number;
  withinBudget: boolean;
  /** The coach's focus areas with a need, greatest need first. */
  matchedAreaIds: number[];
}

/**
 * Orders coaches for the member: coaches within the member's budget (or with no published rate)
 * before those above it; then by score (the needs of the coach's focus areas, plus the booking bonus
 * when the coach can be booked right away); then by name and id, so equal coaches keep one order.
 */
export function rankCoaches<T extends RankableCoach>(
  coaches: T[],
  answers: ChosenOption[],
  wheel: { areaId: number; score: number }[] | null,
): RankedCoach<T>[] {
  const needs = memberNeeds(answers, wheel);
  const need = (areaId: number) => needs.get(areaId) ?? 0;
  const bookingBonus = answers.reduce((sum, answer) => sum + answer.bookingBonus, 0);
  const limits = answers.flatMap((answer) => (answer.maxSessionRate === null ? [] : [answer.maxSessionRate]));
  const budget = limits.length > 0 ? Math.min(...limits) : null;

  return coaches
    .map((coach) => {
      const areas = [...new Set(coach.focusAreaIds)];
      const score = areas.reduce((sum, areaId) => sum + need(areaId), 0) + (coach.bookable ? bookingBonus : 0);
      return {
        coach,
        score,
        withinBudget: budget === null || coach.sessionRate === null || coach.sessionRate <= budget,
        matchedAreaIds: areas.filter((areaId) => need(areaId) > 0).sort((a, b) => need(b) - need(a) || a - b),
      };
    })
    .sort(
      (a, b) =>
        Number(b.withinBudget) - Number(a.withinBudget) ||
        b.score - a.score ||
        a.coach.lastName.localeCompare(b.coach.lastName) ||
        a.coach.firstName.localeCompare(b.coach.firstName) ||
        a.coach.coachId - b.coach.coachId,
    );
}
