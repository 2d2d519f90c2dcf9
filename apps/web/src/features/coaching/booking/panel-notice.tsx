import { Alert, Button } from '@mantine/core';
import type { BookingView } from '@oola/domain';
import { downloadInvite } from './api';

export interface PanelNotice {
  tone: 'success' | 'error';
  text: string;
  /** A booking whose invite (or cancellation) the member may save now. */
  invite?: BookingView;
}

/** What just happened in the panel, in words: a booking, a move, a cancellation or a refusal. */
export function PanelNoticeAlert({ notice, onClose }: { notice: PanelNotice; onClose: () => void }) {
  const cancelled = notice.invite?.status === 'cancelled';
  return (
    <Alert
      color={notice.tone === 'success' ? 'teal' : 'red'}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {notice.text}
      {notice.invite && (
        <Button variant="white" size="compact-sm" ml="sm" onClick={() => void downloadInvite(notice.invite!.id)}>
          {cancelled ? 'Download the cancellation' : 'Download invite'}
        </Button>
      )}
    </Alert>
  );
}
