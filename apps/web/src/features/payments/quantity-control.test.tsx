import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { QuantityControl } from './quantity-control';

function Harness({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityControl label="How many sessions would you like to purchase?" value={value} onChange={setValue} max={3} />
  );
}

describe('the quantity control', () => {
  it('counts up with plus and down with minus, which stops at 0', () => {
    renderWithProviders(<Harness start={1} />);
    const minus = screen.getByRole('button', { name: 'One session fewer' });
    const plus = screen.getByRole('button', { name: 'One session more' });
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('2');
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('0');
    expect(minus).toBeDisabled();
    fireEvent.click(minus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('0');
    expect(screen.getByRole('group', { name: 'How many sessions would you like to purchase?' })).toBeInTheDocument();
  }, 20_000);

  it('stops plus at the most sessions one purchase may buy', () => {
    renderWithProviders(<Harness start={3} />);
    expect(screen.getByRole('button', { name: 'One session more' })).toBeDisabled();
  });
});
