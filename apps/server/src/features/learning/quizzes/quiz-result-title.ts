/** A failed attempt's title, encouraging by how far the score got toward the pass mark (never "Almost there" at 0%). */
export function failedQuizTitle(score: number, passingScore: number): string {
  if (score === 0) return "Let's try again";
  return score < passingScore / 2 ? 'Keep going' : 'Almost there';
}
