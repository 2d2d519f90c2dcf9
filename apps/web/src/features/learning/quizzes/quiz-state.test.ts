import { describe, expect, it } from 'vitest';
import { canGoNext, initialQuizState, quizAnswers, quizReducer, showsProgressSlider } from './quiz-state';

const question = (id: number) => ({
  id,
  text: `Question ${id}`,
  options: [{ id: id * 10 + 1, text: 'A', score: 0 as const }],
});
const questions = [question(11), question(12), question(13)];

describe('the quiz state', () => {
  it('keeps NEXT disabled until the question shown is answered', () => {
    expect(canGoNext(initialQuizState, questions)).toBe(false);
    const answered = quizReducer(initialQuizState, { type: 'choose', questionId: 11, optionId: 111 });
    expect(canGoNext(answered, questions)).toBe(true);
    const moved = quizReducer(answered, { type: 'next', questionId: 11 });
    expect(moved).toMatchObject({ index: 1, reached: 1 });
    expect(canGoNext(moved, questions)).toBe(false);
    expect(quizReducer(moved, { type: 'next', questionId: 12 })).toBe(moved);
  });

  it('goes back to any question reached, keeping the answers, but never ahead of the furthest one', () => {
    let state = quizReducer(initialQuizState, { type: 'choose', questionId: 11, optionId: 111 });
    state = quizReducer(state, { type: 'next', questionId: 11 });
    expect(quizReducer(state, { type: 'go', index: 2 })).toMatchObject({ index: 1, reached: 1 });
    state = quizReducer(state, { type: 'go', index: 0 });
    expect(state).toMatchObject({ index: 0, reached: 1, answers: { 11: 111 } });
    expect(quizReducer(state, { type: 'go', index: 1 }).index).toBe(1);
    expect(quizReducer(state, { type: 'go', index: -3 }).index).toBe(0);
  });

  it('shows the progress slider while the question index is under 14', () => {
    expect(showsProgressSlider(0)).toBe(true);
    expect(showsProgressSlider(13)).toBe(true);
    expect(showsProgressSlider(14)).toBe(false);
    expect(showsProgressSlider(19)).toBe(false);
  });

  it('answers every question in order once all are answered, and starts over on a retry', () => {
    let state = initialQuizState;
    for (const [index, item] of questions.entries()) {
      state = quizReducer(state, { type: 'choose', questionId: item.id, optionId: item.id * 10 + 1 });
      if (index < questions.length - 1) expect(quizAnswers(state, questions)).toBeNull();
    }
    expect(quizAnswers(state, questions)).toEqual([
      { questionId: 11, selectedOptionId: 111 },
      { questionId: 12, selectedOptionId: 121 },
      { questionId: 13, selectedOptionId: 131 },
    ]);
    expect(quizReducer(state, { type: 'restart' })).toEqual(initialQuizState);
  });
});
