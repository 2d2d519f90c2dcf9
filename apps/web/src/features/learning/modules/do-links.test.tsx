import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ModuleSection } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { DoLinks } from './do-links';

const hidden = { displayButton: false, text: '', value: '', isExternalLink: false, link: '' };

function doSection(buttons: Partial<Pick<ModuleSection, 'buttonOne' | 'buttonTwo' | 'buttonThree' | 'buttonFour'>>) {
  return {
    name: 'Do',
    title: 'Put it into practice',
    videoUrl: null,
    captionsUrl: null,
    introText: null,
    contentText: null,
    imageUrl: null,
    pdfUrl: null,
    hasActionSteps: false,
    isActionStepsButtonEnabled: false,
    textButtonActionSteps: null,
    doButton: null,
    buttonOne: hidden,
    buttonTwo: hidden,
    buttonThree: hidden,
    buttonFour: hidden,
    ...buttons,
  } satisfies ModuleSection;
}

describe('DoLinks', () => {
  it('shows only the displayed buttons: our pages as links here, other sites in a new tab', () => {
    renderWithProviders(
      <DoLinks
        section={doSection({
          buttonOne: { displayButton: true, text: 'SET A GOAL', value: '', isExternalLink: false, link: '/dashboard' },
          buttonTwo: { ...hidden, text: 'NOT SHOWN', link: '/elsewhere' },
          buttonThree: {
            displayButton: true,
            text: 'READ THE GUIDE',
            value: '',
            isExternalLink: true,
            link: 'https://example.com/guide',
          },
        })}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'SET A GOAL',
      'READ THE GUIDE (opens in a new tab)',
    ]);
    const inside = screen.getByRole('link', { name: 'SET A GOAL' });
    expect(inside).toHaveAttribute('href', '/dashboard');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: 'READ THE GUIDE (opens in a new tab)' });
    expect(outside).toHaveAttribute('href', 'https://example.com/guide');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows nothing when no button is displayed', () => {
    const { container } = renderWithProviders(<DoLinks section={doSection({})} />);
    expect(container.querySelector('a, button')).toBeNull();
  });
});
