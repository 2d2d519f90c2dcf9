import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOAL_MESSAGES, type UserGoal } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { EstablishGoals } from './establish-goals';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const saved = (goalId: number, text: string, completedByDate: string): UserGoal => ({
  goalId,
  areaId: 1,
  text,
  completedByDate,
  sevenGoalOrder: null,
  selectedOne: false,
  recomendationIndex: null,
  status: 'pending',
});

const FITNESS = [
  saved(1, 'Walk daily', '2026-01-05'),
  saved(2, 'Sleep eight hours', '2026-12-31'),
  saved(3, 'Stretch every morning', '2026-12-31'),
];

function renderArea(goals: UserGoal[]) {
  const onAreaChange = vi.fn();
  renderWithProviders(
    <EstablishGoals goals={goals} area={0} lastReached={0} onAreaChange={onAreaChange} onDone={() => {}} />,
  );
  return onAreaChange;
}

describe('EstablishGoals and the goal date rule', () => {
  it('saves an area whose goal keeps its own date that has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 11, 9, 0) });
    const { calls } = mockFetch((method, _path, body) =>
      method === 'POST' ? { status: 200, body: (body as { goals: unknown[] }).goals } : undefined,
    );
    const onAreaChange = renderArea(FITNESS);
    await userEvent.setup().click(screen.getByRole('button', { name: 'NEXT AREA' }));

    await vi.waitFor(() => expect(onAreaChange).toHaveBeenCalledWith(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      goals: [{ goalId: 1, completedByDate: '2026-01-05' }, { goalId: 2 }, { goalId: 3 }],
    });
  });

  it('refuses a date that became the past before saving, and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 23, 58) });
    const { calls } = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderArea(FITNESS.slice(1));
    await user.type(screen.getByRole('textbox', { name: 'Goal 3 text' }), 'Run a 10K');
    await user.type(screen.getByRole('textbox', { name: 'Goal 3 date' }), '03/10/2026{Enter}');

    vi.setSystemTime(new Date(2026, 2, 11, 0, 2));
    await user.click(screen.getByRole('button', { name: 'NEXT AREA' }));

    // The alert fades in: on a busy machine it is still transparent when it is first found.
    await waitFor(() => expect(screen.getByText(GOAL_MESSAGES.dateInPast)).toBeVisible());
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
