import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuizQuestions } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { QuizFlow } from './quiz-flow';

afterEach(() => vi.unstubAllGlobals());

// Fifteen questions: the progress slider shows on the first fourteen (index under 14) only.
const quiz: QuizQuestions = {
  quizId: 1,
  title: 'Quiz: Fifteen',
  displayQuestionNumbers: true,
  questions: Array.from({ length: 15 }, (_, place) => ({
    id: 11 + place,
    text: `Question number ${place + 1}?`,
    options: [
      { id: (11 + place) * 10 + 1, text: `Right ${place + 1}`, score: 0 },
      { id: (11 + place) * 10 + 2, text: `Wrong ${place + 1}`, score: 0 },
    ],
  })),
};

const result = {
  title: 'Congratulations!',
  subTitle: 'You passed Quiz: Fifteen.',
  score: 100,
  passed: true,
  message: 'You scored 100%. You can complete the module now.',
  buttonOne: { displayButton: true, text: 'CONTINUE', value: 'continue' },
  buttonTwo: { displayButton: true, text: 'CLOSE', value: 'close' },
  buttonThree: { displayButton: false, text: '', value: '' },
};

describe('QuizFlow', () => {
  it('waits for an answer before NEXT, shows the slider under index 14, and checks every answer on SUBMIT', async () => {
    const { calls } = mockFetch((method) => (method === 'POST' ? { status: 200, body: result } : undefined));
    const onPassed = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<QuizFlow quiz={quiz} onPassed={onPassed} onClose={onClose} />);
    const user = userEvent.setup();
    for (let place = 0; place < 14; place++) {
      expect(screen.getByText(`QUESTION ${place + 1} OF 15`)).toBeInTheDocument();
      expect(screen.getByRole('slider', { name: `Question ${place + 1} of 15` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'NEXT' })).toBeDisabled();
      await user.click(screen.getByRole('radio', { name: `Right ${place + 1}` }));
      expect(screen.getByRole('button', { name: 'NEXT' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'NEXT' }));
    }
    expect(screen.getByText('QUESTION 15 OF 15')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Answer all the questions');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Right 15' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText('Checking your answers…')).toBeInTheDocument();
    expect(await screen.findByText('Congratulations!', {}, { timeout: 4000 })).toBeInTheDocument();
    const [save] = calls.filter((call) => call.method === 'POST');
    expect(save?.body).toMatchObject({
      quizId: 1,
      answers: quiz.questions.map((question) => ({ questionId: question.id, selectedOptionId: question.id * 10 + 1 })),
    });
    expect(onPassed).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(onClose).toHaveBeenCalledOnce();
  }, 30_000);
});
