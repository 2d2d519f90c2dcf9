import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionListResponse } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { mockFetch } from '../../../test/fetch-mock';
import { setSession } from '../../../lib/session';
import { TrackerTab } from './tracker-tab';

const action = (id: number, text: string, completed = false) => ({
  id,
  text,
  index: id,
  extraText: null,
  canBeRemoved: !completed,
  actionRepeating: null,
  createdDate: '2026-11-21T10:00:00.000Z',
  completed,
});
const day = (actions: ActionListResponse['actions']): ActionListResponse => ({
  day: '2026-11-21',
  actions,
  todayActionsCount: actions.filter((a) => a.completed).length,
  displayFailModal: false,
  phaseNumber: 1,
  courseId: 0,
});

beforeEach(() => setSession({ token: 't', userId: 1005, userTypeId: 1, userStepId: 4 } as never));
afterEach(() => vi.unstubAllGlobals());

function setup(stepsTaken: number) {
  return mockFetch((method, path) => {
    if (path.includes('GetUserProgress')) {
      return {
        status: 200,
        body: { stepsTaken, currentStreak: 0, longestStreak: 0, goalsCompleted: 0, fileName: null },
      };
    }
    if (method === 'PUT' && path.endsWith('AsyncCompleteAction')) return { status: 200, body: {} };
    if (method === 'POST' && path.endsWith('UpdateInsertActions')) return { status: 200, body: day([]) };
    return undefined;
  });
}

describe('TrackerTab', () => {
  it("asks 'ARE YOU SURE?' before completing while fewer than 7 steps were taken", async () => {
    const { calls } = setup(2);
    renderWithProviders(<TrackerTab data={day([action(1, 'Walk')])} />);
    await waitFor(() => expect(calls.some((c) => c.path.includes('GetUserProgress'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Walk' }));
    expect(await screen.findByText('ARE YOU SURE?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'YES, I DID IT' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('AsyncCompleteAction'))).toBe(true));
  });

  it('completes at once from 7 steps taken', async () => {
    const { calls } = setup(7);
    renderWithProviders(<TrackerTab data={day([action(1, 'Walk')])} />);
    await waitFor(() => expect(calls.some((c) => c.path.includes('GetUserProgress'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Walk' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('AsyncCompleteAction'))).toBe(true));
    expect(screen.queryByText('ARE YOU SURE?')).toBeNull();
  });

  it('shows 3 rows when fewer exist, drops empty rows on save and asks for at least 1 action', async () => {
    const { calls } = setup(10);
    renderWithProviders(<TrackerTab data={day([])} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('YOU MUST DEFINE AT LEAST 1 ACTION')).toBeInTheDocument();
    expect(screen.getByText('Please write your actions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Action step 2' }), '  Read  10 pages');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => {
      const save = calls.find((c) => c.path.endsWith('UpdateInsertActions'));
      expect(save?.body).toEqual({ userId: 1005, actions: [{ text: 'Read 10 pages' }] });
    });
  });
});
