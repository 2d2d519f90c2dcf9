import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKER_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { DailyActionModal } from './daily-action-modal';

afterEach(() => vi.unstubAllGlobals());

describe('ADD AN ACTION', () => {
  it("shows the schema's messages under the text and the weekdays, and sends nothing", async () => {
    const { calls } = mockFetch(() => undefined);
    renderWithProviders(
      <DailyActionModal opened onClose={() => {}} day="2026-03-10" dayLabel="Today" today="2026-03-10" action={null} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(screen.getByText(TRACKER_MESSAGES.taskRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'Walk after lunch');
    await user.click(screen.getByRole('switch', { name: /Repeat this action/ }));
    const daily = screen.getByRole('switch', { name: 'Repeats daily' });
    await user.click(daily);
    await user.click(daily);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TRACKER_MESSAGES.noWeekday);
    expect(screen.queryByText(TRACKER_MESSAGES.taskRequired)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
