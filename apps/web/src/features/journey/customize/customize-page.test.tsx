import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@oola/domain';
import { clearSession, setSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import CustomizePage from './customize-page';

const QUESTIONS = [1, 2, 3].map((questionId) => ({
  questionId,
  text: `Question ${questionId}`,
  options: [
    { optionId: 1, text: `Q${questionId} option A` },
    { optionId: 2, text: `Q${questionId} option B` },
  ],
}));

function reply(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('CustomizePage', () => {
  it('keeps GET STARTED disabled until all three questions are answered, then saves the choices', async () => {
    setSession({
      token: 't',
      userId: 7,
      userTypeId: 1,
      userStepId: 0,
      firstName: 'Ana',
      hasCoach: true,
      expiresAt: '2999-01-01',
    } as Session);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input);
      if (url.includes('GetCurrentUserStep')) return reply({ userStepId: 0, assessmentId: 0, areaId: 0, level: 1 });
      if (url.includes('GetCustomizeQuestions')) return reply(QUESTIONS);
      if (url.includes('SaveCustomizeQuestions') && init?.method === 'POST') return reply({ userStepId: 1 });
      return reply({});
    });
    renderWithProviders(<CustomizePage />, { path: '/customizeQuestions' });

    const start = await screen.findByRole('button', { name: 'GET STARTED' });
    expect(start).toBeDisabled();
    fireEvent.click(screen.getByText('Q1 option A'));
    fireEvent.click(screen.getByText('Q2 option B'));
    expect(start).toBeDisabled();
    fireEvent.click(screen.getByText('Q3 option A'));
    expect(start).toBeEnabled();
    fireEvent.click(start);

    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('SaveCustomize'))).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('SaveCustomize'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 7,
      customizeQuestions: [
        { questionId: 1, optionId: 1 },
        { questionId: 2, optionId: 2 },
        { questionId: 3, optionId: 1 },
      ],
    });
  });
});
