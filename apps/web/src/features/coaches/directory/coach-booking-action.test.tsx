import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoachPublicListing } from '@oola/domain';
import { renderWithProviders } from '../../../test/render';
import { CoachBookingAction } from './coach-booking-action';

const coach = (schedulingUrl: string | null, weeklyHours: boolean) =>
  ({ firstName: 'Morgan', schedulingUrl, weeklyHours }) as CoachPublicListing;

describe('BOOK A SESSION', () => {
  it("opens the coach's own site in a new tab for someone else's coach", () => {
    renderWithProviders(<CoachBookingAction coach={coach('https://cal.example/m', true)} secondary={false} />);
    const link = screen.getByRole('link', { name: 'BOOK A SESSION' });
    expect(link).toHaveAttribute('href', 'https://cal.example/m');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("opens the booking panel for the member's own coach, with weekly hours or a site", () => {
    for (const listing of [coach(null, true), coach('https://cal.example/m', false)]) {
      const onBook = vi.fn();
      const { unmount } = renderWithProviders(<CoachBookingAction coach={listing} onBook={onBook} secondary={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'BOOK A SESSION' }));
      expect(onBook).toHaveBeenCalledOnce();
      unmount();
    }
  });

  it('says where weekly hours are booked, and apologises only when the coach has neither', () => {
    const { unmount } = renderWithProviders(<CoachBookingAction coach={coach(null, true)} secondary={false} />);
    expect(screen.getByText("Morgan's clients book 30-minute sessions in their coaching room.")).toBeInTheDocument();
    unmount();
    renderWithProviders(<CoachBookingAction coach={coach(null, false)} onBook={vi.fn()} secondary={false} />);
    expect(screen.getByText('Sorry, this coach has no schedule available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
