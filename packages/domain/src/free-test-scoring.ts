/**
 * Scoring rules of the two free tests (ours; the spec leaves them open).
 * Free test: an area scores (sum of its 3 answers) / 30 × 100; the Oola score
 * is the rounded mean of the seven area scores. Stress: 14 answers 1-10 where
 * 10 is the most stress; (sum − 14) / 126 × 100, rounded.
 */
export function freeTestAreaScore(answers: readonly number[]): number {
  const sum = answers.reduce((acc, value) => acc + value, 0);
  return Math.round((sum / (answers.length * 10)) * 100);
}

export function freeTestOolaScore(areaScores: readonly number[]): number {
  if (areaScores.length === 0) return 0;
  return Math.round(areaScores.reduce((acc, value) => acc + value, 0) / areaScores.length);
}

export type ScoreBand = 'low' | 'medium' | 'high';

/** Bands for the results texts: below 50, 50-79, 80 and above (out of 100). */
export function scoreBand(score: number): ScoreBand {
  if (score < 50) return 'low';
  if (score < 80) return 'medium';
  return 'high';
}

export function stressScore(answers: readonly number[]): number {
  const min = answers.length;
  const max = answers.length * 10;
  const sum = answers.reduce((acc, value) => acc + value, 0);
  return Math.round(((sum - min) / (max - min)) * 100);
}

/** Stress bands: below 34 low, 34-66 moderate, 67 and above high. */
export function stressBand(score: number): ScoreBand {
  if (score < 34) return 'low';
  if (score < 67) return 'medium';
  return 'high';
}

/**
 * The Stress Report needle: (score − 16.7) × 10/9,
 * rounded, plus 2, scaled at 180° per 100, clamped to 0-180.
 */
export function stressNeedleAngle(score: number): number {
  const value = Math.round((score - 16.7) * (10 / 9)) + 2;
  return Math.min(180, Math.max(0, (value * 180) / 100));
}
