import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_MESSAGES, type Meeting } from '@oola/domain';
import { onShellEvent } from '../../../../lib/shell-events';
import { mockFetch, type MockAnswer } from '../../../../test/fetch-mock';
import { renderWithProviders } from '../../../../test/render';
import { VideoSessionButton } from './video-session-button';

const COACH = 2001;
const CLIENT = 1005;
const meeting: Meeting = {
  coachLink: '/meeting/abcdEFGH12345678',
  customerLink: '/meeting/abcdEFGH12345678',
  meetingCode: 'abcdEFGH12345678',
};
const NO_SESSIONS = 'You have no sessions left. Purchase sessions to meet your coach.';

let errors: string[];
let stopListening: () => void;
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = [];
  stopListening = onShellEvent((event) => event.type === 'error' && errors.push(event.dialog.message));
  open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
});
afterEach(() => {
  stopListening();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const answers = (routes: Record<string, MockAnswer>) =>
  mockFetch((method, path) => routes[`${method} ${path.replace('/api/', '')}`]);

describe('VideoSessionButton for the member', () => {
  it('is disabled with no sessions left, and says why', () => {
    answers({});
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="member" sessionsRemaining={0} />);
    expect(screen.getByRole('button', { name: 'JOIN SESSION' })).toBeDisabled();
    expect(screen.getByText(NO_SESSIONS)).toBeInTheDocument();
  });

  it("opens the coach's meeting in a new tab", async () => {
    const { calls } = answers({ [`GET Coach/GetMeeting/${CLIENT}`]: { status: 200, body: meeting } });
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="member" sessionsRemaining={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'JOIN SESSION' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(meeting.customerLink, '_blank'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`GET /api/Coach/GetMeeting/${CLIENT}`);
  });

  it('says the coach has not started a meeting when there is none', async () => {
    answers({ [`GET Coach/GetMeeting/${CLIENT}`]: { status: 200, body: null } });
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="member" sessionsRemaining={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'JOIN SESSION' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MEETING_MESSAGES.noMeeting);
    expect(open).not.toHaveBeenCalled();
  });

  it("says it couldn't start the meeting when the call fails", async () => {
    answers({ [`GET Coach/GetMeeting/${CLIENT}`]: { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="member" sessionsRemaining={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'JOIN SESSION' }));
    await waitFor(() => expect(errors).toEqual([MEETING_MESSAGES.startFailed]));
  });

  it('offers a link when the browser blocks the new tab', async () => {
    open.mockReturnValue(null);
    answers({ [`GET Coach/GetMeeting/${CLIENT}`]: { status: 200, body: meeting } });
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="member" sessionsRemaining={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'JOIN SESSION' }));
    const link = await screen.findByRole('link', { name: 'OPEN THE MEETING' });
    expect(link).toHaveAttribute('href', meeting.customerLink);
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('VideoSessionButton for the coach', () => {
  it('starts the meeting and opens it in a new tab; COMPLETE SESSION waits for an open meeting', async () => {
    let created = false;
    const { calls } = mockFetch((method, path) => {
      if (method === 'POST' && path === `/api/Coach/CreateMeeting/${CLIENT}`) {
        created = true;
        return { status: 200, body: meeting };
      }
      if (method === 'GET' && path === `/api/Coach/GetMeeting/${CLIENT}`) {
        return created ? { status: 200, body: meeting } : { status: 200, body: null };
      }
      return undefined;
    });
    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="coach" sessionsRemaining={1} />);
    const complete = screen.getByRole('button', { name: 'COMPLETE SESSION' });
    await waitFor(() => expect(calls.some((call) => call.path.includes('GetMeeting'))).toBe(true));
    expect(complete).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'START SESSION' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(meeting.coachLink, '_blank'));
    await waitFor(() => expect(complete).toBeEnabled());
  });

  it("is disabled when the client has no sessions left, and a refused start says it couldn't start and why", async () => {
    answers({
      [`GET Coach/GetMeeting/${CLIENT}`]: { status: 200, body: null },
      [`POST Coach/CreateMeeting/${CLIENT}`]: { status: 409, body: { message: NO_SESSIONS } },
    });
    const first = renderWithProviders(
      <VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="coach" sessionsRemaining={0} />,
    );
    expect(screen.getByRole('button', { name: 'START SESSION' })).toBeDisabled();
    expect(screen.getByText('Your client has no sessions left.')).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<VideoSessionButton coachId={COACH} clientId={CLIENT} viewer="coach" sessionsRemaining={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'START SESSION' }));
    await waitFor(() => expect(errors).toEqual([`${MEETING_MESSAGES.startFailed} ${NO_SESSIONS}`]));
    expect(open).not.toHaveBeenCalled();
  });

  it('completes the session, says so, and then reloads', async () => {
    const { calls } = answers({
      [`GET Coach/GetMeeting/${CLIENT}`]: { status: 200, body: meeting },
      'POST Coach/CompleteSession': {
        status: 200,
        body: { meetingCode: meeting.meetingCode, completedAt: new Date().toISOString(), sessionsRemaining: 1 },
      },
    });
    const onCompleted = vi.fn();
    renderWithProviders(
      <VideoSessionButton
        coachId={COACH}
        clientId={CLIENT}
        viewer="coach"
        sessionsRemaining={2}
        onCompleted={onCompleted}
      />,
    );
    const complete = screen.getByRole('button', { name: 'COMPLETE SESSION' });
    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    expect(await screen.findByText(MEETING_MESSAGES.completed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/Coach/CompleteSession')?.body).toEqual({
      coachId: COACH,
      userId: CLIENT,
      meetingCode: meeting.meetingCode,
    });
    expect(onCompleted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });
});
