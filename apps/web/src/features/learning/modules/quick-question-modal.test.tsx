import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEARNING_MESSAGES, type ModuleQuestion } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { QuickQuestionModal } from './quick-question-modal';

afterEach(() => vi.unstubAllGlobals());

const questions: ModuleQuestion[] = [
  { id: 1, text: 'How rested are you?', options: [{ id: 11, text: 'Very' }], selectedOptionId: 11 },
  {
    id: 2,
    text: 'How often do you walk?',
    options: [
      { id: 21, text: 'Daily' },
      { id: 22, text: 'Weekly' },
    ],
    selectedOptionId: null,
  },
];

describe('Quick Question', () => {
  it('asks for every answer before sending, then sends them all', async () => {
    const { calls } = mockFetch((method) => (method === 'POST' ? { status: 200, body: null } : undefined));
    renderWithProviders(<QuickQuestionModal moduleId={9} questions={questions} opened onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ELEARNING_MESSAGES.answerAll);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ELEARNING_MESSAGES.answerAll);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      moduleId: 9,
      assesmentDetails: [
        { questionId: 1, optionId: 11 },
        { questionId: 2, optionId: 22 },
      ],
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
