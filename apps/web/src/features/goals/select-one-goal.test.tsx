import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserGoal } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { SelectOneGoal } from './select-one-goal';

afterEach(() => vi.unstubAllGlobals());

function goal(goalId: number, text: string, sevenGoalOrder: number | null, selectedOne = false): UserGoal {
  return {
    goalId,
    areaId: (goalId % 7) + 1,
    text,
    completedByDate: '2027-06-30',
    sevenGoalOrder,
    selectedOne,
    recomendationIndex: null,
    status: 'pending',
  };
}

const GOALS = [
  goal(11, 'Run a half marathon', 2),
  goal(12, 'Read twelve books', null),
  goal(13, 'Save six months of expenses', 1),
];

describe('SelectOneGoal', () => {
  it('lists only the top seven, in their order, and saves the chosen One goal', async () => {
    const onDone = vi.fn();
    const { calls } = mockFetch((method, path) =>
      method === 'PUT' && path.endsWith('/Goals/SetOolaOne/11')
        ? { status: 200, body: { goalId: 11, userStepId: 7 } }
        : undefined,
    );
    renderWithProviders(<SelectOneGoal goals={GOALS} onDone={onDone} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Save six months of expenses',
      'Run a half marathon',
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Run a half marathon' }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(11));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('asks for a choice instead of saving when none is made', async () => {
    const onDone = vi.fn();
    const { calls } = mockFetch(() => undefined);
    renderWithProviders(<SelectOneGoal goals={GOALS} onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Choose the goal that becomes your Oola One goal.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('starts from the One goal chosen before', () => {
    mockFetch(() => undefined);
    renderWithProviders(<SelectOneGoal goals={[goal(13, 'Save six months of expenses', 1, true)]} onDone={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Save six months of expenses' })).toBeChecked();
  });
});
