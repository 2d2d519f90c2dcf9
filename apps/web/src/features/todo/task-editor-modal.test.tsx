import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TODO_MESSAGES, type TaskDay } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { TaskEditorModal } from './task-editor-modal';

const days: TaskDay[] = [
  { day: 0, date: '2026-03-10', tasks: [] },
  { day: 1, date: '2026-03-11', tasks: [] },
];

describe('EDIT TASK', () => {
  it('asks for a text, keeps the message while typing, and saves the cleaned text', async () => {
    const onSave = vi.fn();
    renderWithProviders(
      <TaskEditorModal draft={{ id: 7, text: '', dayNumber: 1 }} days={days} onClose={() => {}} onSave={onSave} />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(screen.getByText(TODO_MESSAGES.textRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Task' }), ' Call  mom ');
    expect(screen.getByText(TODO_MESSAGES.textRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(onSave).toHaveBeenCalledWith({ id: 7, text: 'Call mom', dayNumber: 1 });
    expect(screen.queryByText(TODO_MESSAGES.textRequired)).not.toBeInTheDocument();
  });
});
