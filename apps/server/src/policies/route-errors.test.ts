import { readFileSync } from 'node:fs';
import { glob } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALLOWED } from './ability.js';
import { PUBLIC, onOwnAccount, signedInAbility } from './route-ability.js';
import { derivedErrorStatuses } from './route-errors.js';

const member = signedInAbility('member.read');
const subscriber = signedInAbility('member.subscribe', () => ALLOWED);

describe('derivedErrorStatuses', () => {
  it('derives 400 from input, 401 from a signed-in ability, 403 from facts or an own user id, 404 from a path parameter', () => {
    expect(derivedErrorStatuses({ config: { ability: PUBLIC }, schema: {} })).toEqual([]);
    expect(derivedErrorStatuses({ config: { ability: PUBLIC }, schema: { body: z.object({}) } })).toEqual([400]);
    expect(derivedErrorStatuses({ config: { ability: member }, schema: {} })).toEqual([401]);
    expect(derivedErrorStatuses({ config: { ability: subscriber }, schema: { querystring: z.object({}) } })).toEqual([
      400, 401, 403,
    ]);
    expect(
      derivedErrorStatuses({ config: { ability: onOwnAccount(member, 'params') }, schema: { params: z.object({}) } }),
    ).toEqual([400, 401, 403, 404]);
  });

  it("adds 429 for a rate-limited route and the statuses of the route's own errors", () => {
    const config = { ability: PUBLIC, rateLimit: { max: 1 }, errors: ['conflict', 'notFound'] as const };
    expect(derivedErrorStatuses({ config, schema: { body: z.object({}) } })).toEqual([400, 404, 409, 429]);
  });

  it('is the only place error answers are written: no route file lists errorResponseSchema', async () => {
    const features = fileURLToPath(new URL('../features', import.meta.url));
    const copied = [];
    for await (const file of glob('**/*.ts', { cwd: features })) {
      if (!file.endsWith('.test.ts') && readFileSync(`${features}/${file}`, 'utf8').includes('errorResponseSchema')) {
        copied.push(file);
      }
    }
    expect(copied).toEqual([]);
  });
});
