import { describe, expect, it } from 'vitest';
import { failedQuizTitle } from './quiz-result-title.js';

describe("a failed quiz's title", () => {
  it.each([
    [0, 80, "Let's try again"],
    [1, 80, 'Keep going'],
    [39, 80, 'Keep going'],
    [40, 80, 'Almost there'],
    [79, 80, 'Almost there'],
  ])('at %i%% of a %i%% pass mark is %s', (score, passingScore, title) => {
    expect(failedQuizTitle(score, passingScore)).toBe(title);
  });
});
