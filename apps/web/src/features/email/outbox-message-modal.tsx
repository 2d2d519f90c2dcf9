import { Alert, Badge, Box, Center, Code, Group, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useOutboxMessage } from './api';
import { outboxTime, STATUS_COLORS, STATUS_LABELS } from './outbox-format';

/** One message as its recipient sees it: the HTML in a sandboxed frame (no scripts, no same origin), and the text part. */
export function OutboxMessageModal({
  id,
  timeZone,
  onClose,
}: {
  id: number | null;
  timeZone: string | null;
  onClose: () => void;
}) {
  const message = useOutboxMessage(id);
  const phone = useMediaQuery('(max-width: 48em)');
  const data = message.data;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      radius="lg"
      title={<Text fw={800}>{data?.subject ?? 'Message'}</Text>}
    >
      {!data ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATUS_COLORS[data.status]} variant="light">
              {STATUS_LABELS[data.status]}
            </Badge>
            <Badge color="gray" variant="outline">
              {data.category}
            </Badge>
            <Text fz="sm" c="dimmed">
              To {data.to} · {outboxTime(data.createdAt, timeZone)}
            </Text>
          </Group>
          {data.error && (
            <Alert color="red" variant="light" title={`Not delivered after ${data.attempts} attempts`}>
              {data.error}
            </Alert>
          )}
          {data.skippedReason && (
            <Alert color="gray" variant="light" title="Not sent">
              {data.skippedReason}
            </Alert>
          )}
          {data.attachments.length > 0 && (
            <Text fz="sm">
              Attached: {data.attachments.map((file) => `${file.filename} (${file.contentType})`).join(', ')}
            </Text>
          )}
          {data.html === null || data.text === null ? (
            <Text c="dimmed">
              {data.status === 'skipped'
                ? 'A skipped message is never rendered.'
                : 'This message is waiting for its job: it is shown once it has been rendered.'}
            </Text>
          ) : (
            <Tabs defaultValue="html" radius="md">
              <Tabs.List>
                <Tabs.Tab value="html">As the recipient sees it</Tabs.Tab>
                <Tabs.Tab value="text">Plain text</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                <Box
                  component="iframe"
                  sandbox=""
                  srcDoc={data.html}
                  title={`The message “${data.subject}” as the recipient sees it`}
                  w="100%"
                  h={phone ? 'calc(100dvh - 260px)' : 560}
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <Code block style={{ whiteSpace: 'pre-wrap' }}>
                  {data.text}
                </Code>
              </Tabs.Panel>
            </Tabs>
          )}
        </Stack>
      )}
    </Modal>
  );
}
