import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@oola/domain';
import { mergeMessages } from './chat-log';

const message = (id: number, text = `m${id}`): ChatMessage => ({
  id,
  clientMessageId: `c${id}`,
  coachId: 2001,
  clientId: 1005,
  fromUserId: 1005,
  coachName: 'Morgan Reyes',
  clientName: 'Emery Foster',
  text,
  fromSMS: false,
  date: 'March 05, 2026',
  time: '9:00 AM',
  createdAt: '2026-03-05T16:00:00.000Z',
});

describe('mergeMessages', () => {
  it('keeps a message pushed and fetched once, oldest first, whatever order they came in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(4), message(2), message(3, 'again')]);
    expect(merged.map((item) => [item.id, item.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'again'],
      [4, 'm4'],
    ]);
  });

  it('answers the same list when nothing comes in', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });
});
