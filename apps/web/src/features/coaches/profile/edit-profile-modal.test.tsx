import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoachOwnProfile } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EditProfileModal } from './edit-profile-modal';
import { maskPhone, phoneDigits } from './my-profile-fields';

const PROFILE: CoachOwnProfile = {
  userId: 2001,
  firstName: 'Morgan',
  lastName: 'Reyes',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipCode: '80202',
  primaryLanguage: 'English',
  emailAddress: 'coach2001@example.com',
  phoneNumber: '5550102001',
  websiteUrl: null,
  calendlyUrl: 'https://calendar.example.com/coachdemo',
  facebookUsername: null,
  instagramUsername: null,
  linkedInUsername: null,
  twitterUsername: null,
  tikTokUsername: null,
  youTubeUsername: null,
  listingPageHeader: 'Busy professionals',
  myOffer: 'Weekly sessions',
  aboutMe: 'About Morgan',
  rateItemCode: 'COACH-SESSION-085',
  testimonial: { text: 'Great coach', fullName: 'Dana', location: 'Aurora CO', clientPermission: true },
  rateQuestion: 'What would you like to charge?',
  rateQuestionDisclaimer: 'You can change it at any time.',
  sessionRates: [
    { itemCode: 'COACH-SESSION-085', description: '$85 per session', price: 85, selected: true },
    { itemCode: 'COACH-SESSION-095', description: '$95 per session', price: 95, selected: false },
  ],
  currentSessionRate: 85,
  focusAreaIds: [1],
  displayCoachingModal: false,
  profilePictureFileName: null,
  pictureUrl: null,
  coverFileName: null,
  coverUrl: null,
  listed: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('the phone mask', () => {
  it('shows digits as 999-999-9999 and keeps only 10 digits', () => {
    expect(maskPhone('5550102001')).toBe('555-010-2001');
    expect(maskPhone('5550')).toBe('555-0');
    expect(phoneDigits('(555) 010-2001 99')).toBe('5550102001');
  });
});

describe('EditProfileModal', () => {
  it('refuses a bio over its limit without calling the server, then saves with EditProfile', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path.includes('LookupZip')) return { status: 200, body: { city: 'Denver', state: 'CO' } };
      if (method === 'PUT') return { status: 200, body: { message: 'Your profile has been saved' } };
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(<EditProfileModal opened onClose={onClose} profile={PROFILE} />);
    expect(await screen.findByLabelText(/^Phone/)).toHaveValue('555-010-2001');
    fireEvent.change(screen.getByLabelText(/^Welcome phrase/), { target: { value: 'w'.repeat(151) } });
    expect(screen.getByText('151/150')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The welcome phrase must be at most 150 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Welcome phrase/), { target: { value: 'Evenings back' } });
    fireEvent.change(screen.getByLabelText(/^Phone/), { target: { value: '310-555-01234' } });
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('310-555-0123');
    fireEvent.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText('Testimonial (optional)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = calls.find((call) => call.method === 'PUT')!;
    expect(saved.path).toBe('/api/Coach/EditProfile');
    expect(saved.body).toMatchObject({
      userId: 0,
      listingPageHeader: 'Evenings back',
      phoneNumber: '3105550123',
      testimonial: { clientPermission: false },
    });
  }, 30_000);

  it('saves a coach without a scheduling link (built-in booking), and refuses a link that is not https', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path.includes('LookupZip')) return { status: 200, body: { city: 'Denver', state: 'CO' } };
      if (method === 'PUT') return { status: 200, body: { message: 'Your profile has been saved' } };
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(<EditProfileModal opened onClose={onClose} profile={{ ...PROFILE, calendlyUrl: null }} />);
    const link = await screen.findByLabelText(/^Scheduling link/);
    expect(link).not.toBeRequired();
    fireEvent.change(link, { target: { value: 'http://calendar.example.com/coachdemo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a scheduling link starting with https://')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    fireEvent.change(link, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ calendlyUrl: '' });
  }, 30_000);

  it("shows the server's error text and stays open", async () => {
    mockFetch((method, path) => {
      if (path.includes('LookupZip')) return { status: 200, body: { city: 'Denver', state: 'CO' } };
      if (method === 'PUT') return { status: 400, body: { message: 'Please choose a session rate' } };
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(<EditProfileModal opened onClose={onClose} profile={PROFILE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a session rate');
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);
});
