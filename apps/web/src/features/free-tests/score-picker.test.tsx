import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { ScorePicker } from './score-picker';

describe('ScorePicker', () => {
  it('offers 1 to 10, marks the chosen score and reports a new pick', async () => {
    const onPick = vi.fn();
    renderWithProviders(
      <ScorePicker value={7} onPick={onPick} color="#2e9e4f" lowLabel="Not at all" highLabel="Completely" />,
    );
    const scores = screen.getAllByRole('button');
    expect(scores.map((score) => score.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Score 7' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Score 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 · Not at all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Score 3' }));
    expect(onPick).toHaveBeenCalledWith(3);
  });

  it('takes no pick while disabled', async () => {
    const onPick = vi.fn();
    renderWithProviders(
      <ScorePicker value={undefined} onPick={onPick} color="#2e9e4f" disabled lowLabel="Low" highLabel="High" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Score 5' }));
    expect(onPick).not.toHaveBeenCalled();
  });
});
