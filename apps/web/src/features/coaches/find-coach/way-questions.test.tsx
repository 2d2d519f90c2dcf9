import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FindCoachQuestion, Session } from '@oola/domain';
import { clearSession, setSession } from '../../../lib/session';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { canGoNext, completeDetails } from './questionnaire';
import { WayQuestions } from './way-questions';

const question = (id: number, selected: number | null = null): FindCoachQuestion => ({
  id,
  text: `Question ${id}?`,
  options: [1, 2].map((n) => ({ id: id * 100 + n, text: `Answer ${id}.${n}`, selected: selected === id * 100 + n })),
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the matching questionnaire', () => {
  it('enables NEXT only once the current question is answered, and sends only a complete set', () => {
    const questions = [question(1), question(2)];
    expect(canGoNext(questions, 0, {})).toBe(false);
    expect(canGoNext(questions, 0, { 1: 101 })).toBe(true);
    expect(canGoNext(questions, 1, { 1: 101 })).toBe(false);
    expect(completeDetails(questions, { 1: 101 })).toBeNull();
    expect(completeDetails([], {})).toBeNull();
    expect(completeDetails(questions, { 1: 101, 2: 202 })).toEqual([
      { questionId: 1, optionId: 101 },
      { questionId: 2, optionId: 202 },
    ]);
  });

  it('walks the questions one at a time, NEXT disabled until answered, then saves every answer', async () => {
    setSession({ token: 't', userId: 7, userTypeId: 1, userStepId: 4, expiresAt: '2999-01-01' } as Session);
    const { calls } = mockFetch((method, path) => {
      if (path.endsWith('/FindCoach/GetAssessmentQuestions')) return { status: 200, body: [question(1), question(2)] };
      if (method === 'POST' && path.endsWith('/FindCoach/SaveAssessment')) return { status: 204 };
      return undefined;
    });
    const onSaved = vi.fn();
    renderWithProviders(<WayQuestions onBack={() => {}} onSaved={onSaved} />);

    expect(await screen.findByText('Question 1?')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 1.2' }));
    expect(next).toBeEnabled();
    fireEvent.click(next);

    expect(screen.getByText('Question 2?')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'SAVE MY ANSWERS' });
    expect(save).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Answer 2.1' }));
    fireEvent.click(save);

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      userId: 7,
      details: [
        { questionId: 1, optionId: 102 },
        { questionId: 2, optionId: 201 },
      ],
    });
  }, 20_000);

  it("starts from the member's saved answers, so NEXT is enabled at once", async () => {
    mockFetch((_method, path) =>
      path.endsWith('/GetAssessmentQuestions') ? { status: 200, body: [question(1, 101), question(2)] } : undefined,
    );
    renderWithProviders(<WayQuestions onBack={() => {}} onSaved={() => {}} />);
    expect(await screen.findByText('Question 1?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeEnabled();
  }, 20_000);
});
