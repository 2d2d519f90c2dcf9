import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentDir, loadContent } from './load-content.js';

const sample = path.join(contentDir, '_loader-test.yaml');
const broken = path.join(contentDir, '_loader-broken.yaml');
afterAll(() => {
  fs.rmSync(sample, { force: true });
  fs.rmSync(broken, { force: true });
});

describe('loadContent', () => {
  it('reads a YAML file and checks it against its schema', () => {
    fs.writeFileSync(sample, 'title: Hello\nitems:\n  - one\n  - two\n');
    expect(loadContent('_loader-test', z.object({ title: z.string(), items: z.array(z.string()) }))).toEqual({
      title: 'Hello',
      items: ['one', 'two'],
    });
  });

  it('names the file and the field when the content is wrong', () => {
    fs.writeFileSync(broken, 'title: 42\n');
    expect(() => loadContent('_loader-broken', z.object({ title: z.string() }))).toThrow(
      /_loader-broken.yaml is not valid: title/,
    );
  });
});
