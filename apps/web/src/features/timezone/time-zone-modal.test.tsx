import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { mockFetch } from '../../test/fetch-mock';
import { TimeZoneModal } from './time-zone-modal';

const ZONES = [
  { id: 'America/Los_Angeles', displayName: 'Los Angeles (Pacific Time, UTC\u22128)', currentTime: '8:15 AM' },
  { id: 'America/Denver', displayName: 'Denver (Mountain Time, UTC\u22127)', currentTime: '9:15 AM' },
  { id: 'America/New_York', displayName: 'New York (Eastern Time, UTC\u22125)', currentTime: '11:15 AM' },
  { id: 'Europe/Paris', displayName: 'Paris (Central European Time, UTC+1)', currentTime: '5:15 PM' },
];

afterEach(() => vi.unstubAllGlobals());

function setup(mode: 'first' | 'update', currentZone: string | null) {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const { calls } = mockFetch((method, path) => {
    if (path.endsWith('/GetDefinedTimeZones')) return { status: 200, body: ZONES };
    if (method === 'PUT') return { status: 200, body: { definedTimeZoneId: 'Europe/Paris', currentTime: '5:15 PM' } };
    return undefined;
  });
  renderWithProviders(
    <TimeZoneModal opened mode={mode} currentZone={currentZone} onClose={onClose} onSaved={onSaved} />,
  );
  return { alert, onClose, onSaved, calls };
}

describe('TimeZoneModal', () => {
  it('in first-time mode cannot be closed and requires a zone before saving', async () => {
    const { alert, calls } = setup('first', null);
    expect(await screen.findByText('SELECT YOUR TIME ZONE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(alert).toHaveBeenCalledWith('The Time Zone is required');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the chosen zone, shows its time and welcomes a first-time member', async () => {
    const { alert, onSaved, calls } = setup('first', null);
    const input = await screen.findByRole('combobox', { name: 'Time zone' });
    await vi.waitFor(() => expect(input).toHaveAttribute('placeholder', 'Search a city or region'));
    await userEvent.type(input, 'Paris');
    await userEvent.click(await screen.findByText('Paris (Central European Time, UTC+1)'));
    expect(screen.getByTestId('time-zone-current-time')).toHaveTextContent('5:15 PM');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith('Thanks and Welcome to Oola!');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ definedTimeZoneId: 'Europe/Paris' });
  });

  it('finds zones by their abbreviation and as their id writes them', async () => {
    setup('update', null);
    const input = await screen.findByRole('combobox', { name: 'Time zone' });
    await vi.waitFor(() => expect(input).toHaveAttribute('placeholder', 'Search a city or region'));
    // In jsdom the list's options are left out of the accessible tree: hidden ones are asked for too.
    const shown = () => screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    await userEvent.type(input, 'EST');
    expect(shown()).toEqual(['New York (Eastern Time, UTC\u22125)']);
    await userEvent.clear(input);
    await userEvent.type(input, 'cet');
    expect(shown()).toEqual(['Paris (Central European Time, UTC+1)']);
    await userEvent.clear(input);
    await userEvent.type(input, 'new_york');
    expect(shown()).toEqual(['New York (Eastern Time, UTC\u22125)']);
  });

  it('in update mode alerts when closed without a zone, and closes when one is set', async () => {
    const first = setup('update', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(first.alert).toHaveBeenCalledWith('The timezone is requires');
    expect(first.onClose).not.toHaveBeenCalled();
  });

  it('in update mode says Time zone updated! after saving', async () => {
    const { alert, onSaved } = setup('update', 'America/Denver');
    await userEvent.click(await screen.findByRole('button', { name: 'SAVE' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith('Time zone updated!');
  });
});
