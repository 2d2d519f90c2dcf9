import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GOAL_MESSAGES } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { GoalEditorModal } from './goal-editor-modal';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The places a member adds a goal: My Goals on the dashboard (area chosen in the editor) and the goal review (an area's ADD A GOAL). */
const OPENERS = [
  { place: 'My Goals', open: () => renderWithProviders(<GoalEditorModal target={{}} onClose={() => {}} />) },
  {
    place: 'the goal review',
    open: () => renderWithProviders(<GoalEditorModal target={{ areaId: 1 }} onClose={() => {}} />),
  },
];

describe.each(OPENERS)('ADD A GOAL from $place', ({ open }) => {
  it('refuses a date that became the past while the editor was open, and sends nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 23, 58) });
    const { calls } = mockFetch(() => undefined);
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Fitness text' }), 'Run a 10K');
    const date = screen.getByRole('textbox', { name: 'Fitness date' });
    await user.type(date, '03/10/2026{Enter}');
    await user.click(document.body);
    expect(date).toHaveValue('March 10, 2026');

    vi.setSystemTime(new Date(2026, 2, 11, 0, 2));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(GOAL_MESSAGES.dateInPast);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks for the text of the goal when there is none', async () => {
    const { calls } = mockFetch(() => undefined);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Write your goal');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});

describe('EDIT GOAL', () => {
  it('keeps the saved date that has passed when only the text changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 11, 9, 0) });
    const { calls } = mockFetch((method) =>
      method === 'PUT' ? { status: 200, body: { id: 5, text: 'Run a half marathon' } } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(
      <GoalEditorModal
        target={{ areaId: 1, goal: { id: 5, text: 'Run a 10K', completedByDate: '2026-01-05' } }}
        onClose={() => {}}
      />,
    );
    const text = await screen.findByRole('textbox', { name: 'Fitness text' });
    await user.clear(text);
    await user.type(text, 'Run a half marathon');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: expect.stringMatching(/\/api\/Goals\/UpdateDashboardGoal$/),
      body: { id: 5, text: 'Run a half marathon', completedByDate: '2026-01-05' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
