import { ActionIcon, Box, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { SUPPORT_CHAT, sendSupportChatMessageRequestSchema } from '@oola/domain';
import { useSchemaForm } from '../../../lib/schema-form';

function SendIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 12 20 4l-6 16-3-7z" strokeLinejoin="round" />
    </svg>
  );
}

const COUNT_FROM = SUPPORT_CHAT.messageMax - 200;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the message is
 * checked with the server's rule (1 to 2,000 characters after trimming) first.
 */
export function Composer({
  onSend,
  onTyping,
  sending,
  error,
  placeholder = 'Type your message…',
}: {
  onSend: (message: string) => Promise<unknown>;
  onTyping?: () => void;
  sending: boolean;
  error?: string | null;
  placeholder?: string;
}) {
  const form = useSchemaForm(sendSupportChatMessageRequestSchema, { initialValues: { message: '' } });
  const submit = form.onSubmit(async ({ message }) => {
    try {
      await onSend(message);
      form.reset();
    } catch {
      // The caller shows the error; the text stays so nothing is lost.
    }
  });
  const value = form.values.message;
  const shown = form.errors.message ?? error ?? null;
  return (
    <Box p="sm" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder={placeholder}
          value={value}
          autosize
          minRows={1}
          maxRows={5}
          radius="lg"
          style={{ flex: 1 }}
          error={shown ? ' ' : undefined}
          onChange={(event) => {
            form.setFieldValue('message', event.currentTarget.value);
            onTyping?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Tooltip label="Send" withArrow>
          <ActionIcon size={36} radius="xl" aria-label="Send" loading={sending} onClick={() => submit()} mb={1}>
            <SendIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      {(shown || value.length > COUNT_FROM) && (
        <Group justify="space-between" mt={4} px={4} gap="xs" wrap="nowrap">
          <Text fz="xs" c="red" role={shown ? 'alert' : undefined}>
            {shown}
          </Text>
          {value.length > COUNT_FROM && (
            <Text fz="xs" c={value.trim().length > SUPPORT_CHAT.messageMax ? 'red.7' : 'dimmed'}>
              {value.trim().length.toLocaleString('en-US')} / {SUPPORT_CHAT.messageMax.toLocaleString('en-US')}
            </Text>
          )}
        </Group>
      )}
    </Box>
  );
}
