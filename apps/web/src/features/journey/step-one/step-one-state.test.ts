import { describe, expect, it } from 'vitest';
import type { AssessmentQuestions } from '@oola/domain';
import { firstOpenArea, initialState } from './step-one-state';

function questions(answeredAreas: number): AssessmentQuestions {
  return {
    assessmentId: answeredAreas > 0 ? 9 : 0,
    assessmentTypeId: 1,
    areas: Array.from({ length: 7 }, (_, a) => ({
      areaId: a + 1,
      name: `Area ${a + 1}`,
      color: '#000',
      questions: Array.from({ length: 10 }, (_, q) => ({
        id: (a + 1) * 100 + q + 1,
        title: 't',
        text: 'x',
        score: a < answeredAreas ? 5 : 0,
      })),
    })),
  };
}

describe('Step 1 start', () => {
  it('starts a fresh sitting with the video at area 0', () => {
    expect(initialState(questions(0))).toMatchObject({ phase: 'video', area: 0, lastReached: 0 });
  });

  it('resumes a started sitting at the first unanswered area, earlier areas reachable', () => {
    const state = initialState(questions(2));
    expect(state).toMatchObject({ phase: 'questions', area: 2, question: 0, lastReached: 2 });
    expect(firstOpenArea(questions(2), state.scores)).toBe(2);
  });

  it('shows the wheel when all 70 are answered', () => {
    expect(initialState(questions(7))).toMatchObject({ phase: 'final', area: 7 });
  });
});
