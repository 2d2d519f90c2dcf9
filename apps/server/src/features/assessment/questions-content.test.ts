import { describe, expect, it } from 'vitest';
import { assessmentAreas } from './questions-content.js';

describe('content/assessment-questions.yaml', () => {
  it('has 70 unique questions, each a full statement with a title', () => {
    const questions = assessmentAreas().flatMap((area) => area.questions);
    expect(questions).toHaveLength(70);
    expect(new Set(questions.map((q) => q.id)).size).toBe(70);
    for (const question of questions) {
      expect(question.title.length).toBeGreaterThan(2);
      expect(question.text).toMatch(/^[A-Z].{15,}[.?]$/);
    }
  });
});
