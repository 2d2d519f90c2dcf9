import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineStyles } from './hoisted-inline-styles';

const rules = () =>
  Array.from(document.head.querySelectorAll('style[data-precedence="mantine"]'), (s) => s.textContent);

describe('InlineStyles (hoisted)', () => {
  it('writes changed rules after the old ones, so the newest apply, also when a value comes back', () => {
    const size = (value: string) => <InlineStyles selector=".slides" styles={{ width: value }} />;
    const { rerender, unmount } = render(size('100%'));
    rerender(size('33%'));
    expect(rules().at(-1)).toBe('.slides{width:33%;}');
    rerender(size('100%'));
    expect(rules().at(-1)).toBe('.slides{width:100%;}');
    unmount();
  });
});
