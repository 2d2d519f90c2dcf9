import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseAssessmentQuestions } from '@oola/domain';
import { mockFetch } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { AssessmentFlow } from './assessment-flow';

const assessment: CourseAssessmentQuestions = {
  courseId: 1001,
  htmlTitle: 'Your check',
  htmlContent: '<p>Two minutes.</p>',
  numberOfModules: 5,
  introVideoUrl: null,
  introCaptionsUrl: null,
  introTitle: null,
  introText: null,
  questions: [
    {
      id: 100101,
      text: 'Your main reason?',
      questionTypeId: 1,
      imageUrl: null,
      options: [
        { id: 1001011, text: 'More energy' },
        { id: 1001012, text: 'Better sleep' },
      ],
      subQuestions: [],
    },
    {
      id: 100102,
      text: 'What gets in the way? <em>Choose all that apply.</em>',
      questionTypeId: 2,
      imageUrl: null,
      options: [
        { id: 1001021, text: 'Time' },
        { id: 1001022, text: 'Cost' },
        { id: 1001023, text: 'Motivation' },
      ],
      subQuestions: [],
    },
    {
      id: 100103,
      text: 'From 1 to 10, how happy are you with...',
      questionTypeId: 3,
      imageUrl: null,
      options: [],
      subQuestions: [
        { id: 1001031, text: 'Your energy?', min: 1, max: 10 },
        { id: 1001032, text: 'Your sleep?', min: 2, max: 10 },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function renderFlow() {
  return renderWithProviders(
    <Routes>
      <Route path="/AssesmentNewModules" element={<AssessmentFlow assessment={assessment} />} />
      <Route path="/NewModuleWelcome" element={<p>Welcome page</p>} />
    </Routes>,
    { path: '/AssesmentNewModules?courseId=1001' },
  );
}

describe('AssessmentFlow', () => {
  it('enables NEXT once answered, takes several options, clamps numbers and saves on COMPLETE', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch((method, path) =>
      method === 'POST' && path.endsWith('/AdditionalCourse/SaveAssessment')
        ? { status: 200, body: { courseId: 1001, submittedAt: '2026-01-01T00:00:00.000Z' } }
        : undefined,
    );
    renderFlow();
    const next = () => screen.getByRole('button', { name: 'NEXT' });

    expect(screen.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Choose an answer to go on.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Better sleep' }));
    expect(screen.getByRole('radio', { name: 'Better sleep' })).toHaveAttribute('aria-checked', 'true');
    await user.click(next());

    expect(screen.getByTestId('question-counter')).toHaveTextContent('QUESTION 2 OF 3');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Motivation' }));
    await user.click(screen.getByRole('checkbox', { name: 'Time' }));
    expect(screen.getByRole('checkbox', { name: 'Motivation' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: 'Time' })).toHaveAttribute('aria-checked', 'false');
    // PREVIOUS keeps the answers given.
    await user.click(screen.getByRole('button', { name: 'PREVIOUS' }));
    expect(screen.getByRole('radio', { name: 'Better sleep' })).toHaveAttribute('aria-checked', 'true');
    await user.click(next());
    await user.click(next());

    const complete = screen.getByRole('button', { name: 'COMPLETE' });
    expect(complete).toBeDisabled();
    const energy = screen.getByRole('textbox', { name: 'Your energy?' });
    const sleep = screen.getByRole('textbox', { name: 'Your sleep?' });
    await user.type(energy, '15');
    expect(energy).toHaveValue('10');
    expect(complete).toBeDisabled();
    await user.type(sleep, '1');
    expect(complete).toBeDisabled();
    await user.tab();
    expect(sleep).toHaveValue('2');
    expect(complete).toBeEnabled();

    await user.click(complete);
    await waitFor(() => expect(screen.getByText('Welcome page')).toBeVisible());
    const saved = calls.find((call) => call.method === 'POST');
    expect(saved?.body).toMatchObject({
      courseId: 1001,
      details: [
        { questionId: 100101, optionId: 1001012 },
        { questionId: 100102, optionId: 1001023 },
        {
          questionId: 100103,
          subquestions: [
            { questionId: 1001031, optionValue: 10 },
            { questionId: 1001032, optionValue: 2 },
          ],
        },
      ],
    });
  });

  it('stays on the last question with the answers kept when the save fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => ({ status: 500, body: { message: 'Something went wrong on our side.' } }));
    renderFlow();
    await user.click(screen.getByRole('radio', { name: 'More energy' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cost' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByRole('textbox', { name: 'Your energy?' }), '4');
    await user.type(screen.getByRole('textbox', { name: 'Your sleep?' }), '6');
    await user.click(screen.getByRole('button', { name: 'COMPLETE' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'COMPLETE' })).toBeEnabled());
    expect(screen.queryByText('Welcome page')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your sleep?' })).toHaveValue('6');
  });
});
