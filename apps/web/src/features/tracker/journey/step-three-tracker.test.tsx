import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ActionListResponse } from '@oola/domain';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { mockFetch } from '../../../test/fetch-mock';
import { StepThreeTracker } from './step-three-tracker';

const confetti = vi.hoisted(() => vi.fn());
vi.mock('canvas-confetti', () => ({ default: confetti }));

afterEach(() => vi.unstubAllGlobals());

/** Today's actions as GetUserNotCompletedActions answers them, the first `completed` of them done. */
const actions = (completed: boolean[]): ActionListResponse => ({
  day: '2026-11-21',
  actions: completed.map((done, index) => ({
    id: 40 + index,
    text: `Action ${index + 1}`,
    index,
    extraText: null,
    canBeRemoved: !done,
    actionRepeating: null,
    createdDate: '2026-11-21T10:00:00.000Z',
    completed: done,
  })),
  todayActionsCount: completed.filter(Boolean).length,
  displayFailModal: false,
  phaseNumber: 1,
  courseId: 0,
});

describe('StepThreeTracker', () => {
  it('completes the next open action on each click of the tracker', async () => {
    const { calls } = mockFetch((method, path) =>
      method === 'PUT' && path.endsWith('/Actions/AsyncCompleteAction') ? { status: 200, body: {} } : undefined,
    );
    renderWithProviders(<StepThreeTracker data={actions([true, false, false])} onGoToDashboard={vi.fn()} />);
    expect(screen.getByTestId('tracker-ring')).toHaveTextContent('1/3');
    expect(screen.getByText('Action 2')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tracker-ring'));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        expect.objectContaining({ id: 41 }),
      ]),
    );
    expect(confetti).not.toHaveBeenCalled();
  });

  it('celebrates three actions done and leads to the dashboard', async () => {
    const { calls } = mockFetch(() => undefined);
    const onGoToDashboard = vi.fn();
    renderWithProviders(<StepThreeTracker data={actions([true, true, true])} onGoToDashboard={onGoToDashboard} />);
    expect(screen.getByRole('heading', { name: 'STEP 3 COMPLETE' })).toBeInTheDocument();
    expect(confetti).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'GO TO DASHBOARD' }));
    expect(onGoToDashboard).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
