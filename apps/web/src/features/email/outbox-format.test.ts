import { describe, expect, it } from 'vitest';
import { outboxTime } from './outbox-format';

describe('outbox times', () => {
  it("are shown in the viewer's own time zone, named", () => {
    expect(outboxTime('2026-03-06T15:00:00Z', 'America/New_York')).toBe('Mar 6, 2026, 10:00 AM EST');
    expect(outboxTime('2026-03-06T15:00:00Z', 'Asia/Tokyo')).toBe('Mar 7, 2026, 12:00 AM GMT+9');
  });
});
