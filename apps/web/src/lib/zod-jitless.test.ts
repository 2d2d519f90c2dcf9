import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('is the configuration zod itself reads: z.config() says jitless', () => {
    expect(z.config().jitless).toBe(true);
  });
});
