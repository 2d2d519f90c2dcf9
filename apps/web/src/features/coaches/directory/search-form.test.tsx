import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { searchPath } from './api';
import { SearchForm } from './search-form';

describe('coach search', () => {
  it('sends the zip code with the country only when a zip code is given', () => {
    expect(searchPath({ name: 'Morgan', zipCode: '', country: 'US' })).toBe(
      'FindCoach/GetCoachBySearchTermZipCode?searchTerm=Morgan',
    );
    expect(searchPath({ name: '', zipCode: ' 80202 ', country: 'CA' })).toBe(
      'FindCoach/GetCoachBySearchTermZipCode?searchTerm=&zipcode=80202&country=CA',
    );
  });

  it('keeps Search disabled until a name or a zip code is entered', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchForm onSearch={onSearch} searching={false} />);
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Zip code'), { target: { value: '80202' } });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledWith({ name: '', zipCode: '80202', country: 'US' });
  }, 20_000);
});
