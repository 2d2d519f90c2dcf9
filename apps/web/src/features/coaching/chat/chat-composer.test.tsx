import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COACHING_ROOM, COACHING_ROOM_MESSAGES } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { ChatComposer } from './chat-composer';

describe('ChatComposer', () => {
  it('sends the trimmed message on Enter and empties the box; an empty one is not sent', async () => {
    const onSend = vi.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, ' Hello coach {Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello coach');
    expect(box).toHaveValue('');
  });

  it('says when the message is too long and keeps Send disabled', async () => {
    const onSend = vi.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('x'.repeat(COACHING_ROOM.messageMax + 1));
    expect(screen.getByText(COACHING_ROOM_MESSAGES.messageTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
