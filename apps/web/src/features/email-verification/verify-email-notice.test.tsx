import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '@oola/domain';
import { mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { useEmailVerificationStatus } from './api';
import { VerifyEmailNotice } from './verify-email-notice';

/** The notice beside a line that appears once the status has been read, so "hidden" is not "not loaded yet". */
function NoticeOnceRead() {
  const status = useEmailVerificationStatus();
  return (
    <>
      <VerifyEmailNotice />
      {status.data && <p>status read</p>}
    </>
  );
}

const EMAIL = 'sky@example.test';

function serverWith(
  verified: boolean,
  resend: { status: number; body: { message: string } } = {
    status: 202,
    body: { message: ACCOUNT_LINK_MESSAGES.verificationSent },
  },
) {
  return mockFetch((method, path) => {
    if (method === 'GET' && path.endsWith('/api/Account/EmailVerification')) {
      return { status: 200, body: { email: EMAIL, verified } };
    }
    if (method === 'POST' && path.endsWith('/api/Account/ResendVerificationEmail')) return resend;
    return undefined;
  });
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the "please verify your e-mail address" notice', () => {
  it('asks the server for a new link and says it was sent', async () => {
    const { calls } = serverWith(false);
    renderWithProviders(<VerifyEmailNotice />);
    const notice = await screen.findByRole('region', { name: 'Please verify your e-mail address' });
    expect(notice).toHaveTextContent(`We sent a link to ${EMAIL}`);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.verificationSent);
    expect(calls.filter((call) => call.path.endsWith('/ResendVerificationEmail'))).toHaveLength(1);
  }, 20_000);

  it('shows the server’s refusal (too many links)', async () => {
    serverWith(false, { status: 429, body: { message: ACCOUNT_LINK_MESSAGES.tooManyVerificationLinks } });
    renderWithProviders(<VerifyEmailNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_LINK_MESSAGES.tooManyVerificationLinks);
  });

  it('stays hidden once dismissed for that address, and for a verified address', async () => {
    serverWith(false);
    const first = renderWithProviders(<VerifyEmailNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Please verify your e-mail address' })).toBeNull();
    first.unmount();
    serverWith(false);
    const again = renderWithProviders(<NoticeOnceRead />);
    await screen.findByText('status read');
    expect(screen.queryByRole('region', { name: 'Please verify your e-mail address' })).toBeNull();
    again.unmount();

    localStorage.clear();
    serverWith(true);
    renderWithProviders(<NoticeOnceRead />);
    await screen.findByText('status read');
    expect(screen.queryByRole('region', { name: 'Please verify your e-mail address' })).toBeNull();
  });
});
