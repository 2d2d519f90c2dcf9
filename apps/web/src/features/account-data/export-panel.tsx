import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ACCOUNT_DATA, type AccountExport } from '@oola/domain';
import { showCallError } from '../../lib/show-error';
import { formatZoned, useMyTimeZone } from '../../lib/zoned-time';
import { SettingsPanel } from '../../ui/settings-panel';
import { downloadExport, useLatestExport, useRequestExport } from './api';

const sizeText = (bytes: number | null) => (bytes === null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`);

function ExportState({ latest, timeZone }: { latest: AccountExport; timeZone: string }) {
  const [downloading, setDownloading] = useState(false);
  const when = (at: string) => formatZoned(at, timeZone, 'longDateTime', { withZone: true });
  if (latest.status === 'pending')
    return (
      <Alert color="brand" variant="light" title="Preparing your export" icon={<Loader size="xs" />}>
        {`Asked for on ${when(latest.requestedAt)}. We will e-mail you and show a notification when it is ready.`}
      </Alert>
    );
  if (latest.status === 'failed' || !latest.downloadable)
    return (
      <Text size="sm" c="dimmed" data-testid="export-expired">
        {latest.status === 'failed'
          ? 'Your last export could not be prepared. Please ask for a new one.'
          : 'Your last export has expired. Ask for a new one to download your data.'}
      </Text>
    );
  const download = () => {
    setDownloading(true);
    downloadExport(latest.id)
      .catch(showCallError)
      .finally(() => setDownloading(false));
  };
  return (
    <Alert color="teal" variant="light" title="Your export is ready" data-testid="export-ready">
      <Stack gap="xs">
        <Text size="sm">{`Download it until ${when(latest.expiresAt!)}${sizeText(latest.sizeBytes)}.`}</Text>
        <Group>
          <Button color="teal" onClick={download} loading={downloading}>
            DOWNLOAD MY DATA
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Export my data: ask for a ZIP, see when it is ready, download it while it is valid. */
export function ExportPanel() {
  const timeZone = useMyTimeZone();
  const latest = useLatestExport();
  const request = useRequestExport();
  const current = latest.data?.export ?? null;
  return (
    <SettingsPanel title="EXPORT MY DATA">
      <Stack gap="md">
        <Text size="sm">
          {`Get a copy of everything we hold about you: your profile, assessments and scores, goals, actions and streaks, to-dos, learning progress, notes and chat with your coach, bookings, payments and preferences, and the support chats and free tests under your e-mail address. We prepare one ZIP file (JSON, with spreadsheets for actions, goals, scores and to-dos) and tell you when it is ready; the download works for ${ACCOUNT_DATA.exportLifetimeDays} days.`}
        </Text>
        {current && <ExportState latest={current} timeZone={timeZone} />}
        <Group>
          <Button
            variant={current?.downloadable ? 'default' : 'filled'}
            onClick={() => request.mutate(undefined, { onError: showCallError })}
            loading={request.isPending}
            disabled={current?.status === 'pending'}
          >
            {current ? 'ASK FOR A NEW EXPORT' : 'EXPORT MY DATA'}
          </Button>
        </Group>
      </Stack>
    </SettingsPanel>
  );
}
