import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SupportChatMessage } from '@oola/domain';
import { renderWithProviders } from '../../test/render';
import { Composer } from './components/composer';
import { mergeMessage } from './components/merge-message';
import { StartForm } from './visitor/start-form';

describe('StartForm', () => {
  it("shows the domain's messages and sends nothing while a field is wrong", async () => {
    const onStart = vi.fn();
    renderWithProviders(<StartForm onStart={onStart} starting={false} error={null} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'START CHAT' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please type a message')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/First name/), 'R2D2');
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.type(screen.getByLabelText(/How can we help/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'START CHAT' }));
    expect(screen.getByText('First name may contain letters and spaces only')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(onStart).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, email and message', async () => {
    const onStart = vi.fn();
    renderWithProviders(<StartForm onStart={onStart} starting={false} error={null} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/First name/), ' Avery ');
    await user.type(screen.getByLabelText(/Email/), 'avery@example.com ');
    await user.type(screen.getByLabelText(/How can we help/), '  Where is my order?  ');
    await user.click(screen.getByRole('button', { name: 'START CHAT' }));
    expect(onStart).toHaveBeenCalledWith({
      firstName: 'Avery',
      email: 'avery@example.com',
      message: 'Where is my order?',
    });
  });
});

describe('Composer', () => {
  it('sends the trimmed message on Enter and clears the box; Shift+Enter adds a line', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<Composer onSend={onSend} sending={false} />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '  Hello{Shift>}{Enter}{/Shift}there  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(box).toHaveValue('');
  });

  it('refuses an empty message and keeps the text when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('offline'));
    renderWithProviders(<Composer onSend={onSend} sending={false} error="Please verify your internet access" />);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.clear(box);
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please type a message');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, 'Still there?');
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('Still there?');
    expect(box).toHaveValue('   Still there?');
  });
});

describe('mergeMessage', () => {
  const message = (id: number): SupportChatMessage => ({
    id,
    conversationId: 1,
    sender: 'visitor',
    authorName: 'Avery',
    body: `m${id}`,
    createdAt: '2026-01-14T16:00:00.000Z',
  });
  it('adds a message once, in id order, whether it comes from the POST or the socket first', () => {
    const thread = mergeMessage(mergeMessage([message(1)], message(3)), message(2));
    expect(mergeMessage(thread, message(3)).map((item) => item.id)).toEqual([1, 2, 3]);
  });
});
