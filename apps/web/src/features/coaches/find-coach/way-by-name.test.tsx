import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COACHING, FIND_COACH_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { WayByName } from './way-by-name';

const MORGAN = {
  coachId: 2001,
  firstName: 'Morgan',
  lastName: 'Reyes',
  pictureUrl: null,
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipCode: '80202',
  listingPageHeader: 'Busy professionals who want their evenings back',
  focusAreaIds: [1],
  isCertified: true,
  distanceMiles: null,
};

function Harness({ onOpenCoach = () => {} }: { onOpenCoach?: (id: number) => void }) {
  const [term, setTerm] = useState('');
  return <WayByName term={term} onTermChange={setTerm} onOpenCoach={onOpenCoach} onBack={() => {}} />;
}

const searches = (calls: { path: string }[]) => calls.filter((call) => call.path.includes('GetCoachBySearchTerm'));
const type = (value: string) => fireEvent.change(screen.getByLabelText('Coach name'), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('find a coach by name', () => {
  it('searches once, 1000 ms after the last keystroke', async () => {
    const { calls } = mockFetch((_method, path) =>
      path.endsWith('/GetCoachBySearchTerm/Mor') ? { status: 200, body: [MORGAN] } : undefined,
    );
    const onOpenCoach = vi.fn();
    renderWithProviders(<Harness onOpenCoach={onOpenCoach} />);
    type('M');
    await wait(400);
    type('Mo');
    await wait(400);
    type('Mor');
    await wait(COACHING.searchDebounceMs - 1);
    expect(searches(calls)).toHaveLength(0);
    await wait(1);
    expect(searches(calls).map((call) => call.path)).toEqual(['/api/FindCoach/GetCoachBySearchTerm/Mor']);
    await vi.waitFor(() => expect(screen.getByText('Morgan Reyes')).toBeInTheDocument());
    fireEvent.click(screen.getByText('Morgan Reyes'));
    expect(onOpenCoach).toHaveBeenCalledWith(2001);
  }, 20_000);

  it('never searches for an empty or blank name', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<Harness />);
    type('   ');
    await wait(COACHING.searchDebounceMs * 2);
    type('');
    await wait(COACHING.searchDebounceMs * 2);
    expect(searches(calls)).toHaveLength(0);
    expect(screen.queryByText(FIND_COACH_MESSAGES.noCoaches)).not.toBeInTheDocument();
  }, 20_000);

  it("says 'No coaches found' for an empty answer, and shows a failed search's message", async () => {
    mockFetch((_method, path) =>
      path.endsWith('/nobody')
        ? { status: 200, body: [] }
        : { status: 400, body: { message: 'term: must not contain control characters' } },
    );
    renderWithProviders(<Harness />);
    type('nobody');
    await wait(COACHING.searchDebounceMs);
    await vi.waitFor(() => expect(screen.getByText(FIND_COACH_MESSAGES.noCoaches)).toBeInTheDocument());
    type('bad');
    await wait(COACHING.searchDebounceMs);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('term: must not contain control characters'),
    );
  }, 20_000);
});
