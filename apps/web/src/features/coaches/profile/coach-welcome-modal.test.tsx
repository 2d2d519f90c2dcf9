import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COACH_PROFILE_MESSAGES, type CoachAssessment } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CoachWelcomeModal } from './coach-welcome-modal';

afterEach(() => vi.unstubAllGlobals());

const assessment: CoachAssessment = {
  title: 'Your coaching',
  intro: 'Tell us how you coach.',
  questions: [
    {
      id: 1,
      text: 'Which area do you coach most?',
      options: [
        { id: 11, text: 'Fitness', selected: false },
        { id: 12, text: 'Finance', selected: false },
      ],
    },
  ],
};

describe('the coach welcome', () => {
  it('asks for every answer, then shows the server’s refusal in the same place', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path.includes('Coach/GetAssessmentQuestions')) return { status: 200, body: assessment };
      if (method === 'POST') return { status: 400, body: { message: 'Answer each question once' } };
      return undefined;
    });
    renderWithProviders(<CoachWelcomeModal opened firstName="Morgan" onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Which area do you coach most?', { exact: false });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COACH_PROFILE_MESSAGES.answerAll);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Finance' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Answer each question once')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      details: [{ questionId: 1, optionId: 12 }],
    });
  });
});
