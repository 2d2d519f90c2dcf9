import { describe, expect, it } from 'vitest';
import { chatGroup, insertChatMessageRequestSchema, pendingBadgeLabel } from './room.js';

describe('coaching room rules', () => {
  it('caps the pending-messages badge at +99 and shows nothing at 0', () => {
    expect([0, -1, 1, 42, 99, 100, 5000].map(pendingBadgeLabel)).toEqual([null, null, '1', '42', '99', '+99', '+99']);
  });

  it("names a pair's chat group as the spec does", () => {
    expect(chatGroup(2001, 1005)).toBe('2001-1005');
  });

  it('trims a message and refuses one that is empty after trimming', () => {
    const pair = { coachId: 2001, clientId: 1005 };
    expect(insertChatMessageRequestSchema.parse({ ...pair, message: '  Hi  ' }).message).toBe('Hi');
    expect(insertChatMessageRequestSchema.safeParse({ ...pair, message: ' \n ' }).success).toBe(false);
  });
});
