import { ActionIcon, Group, Textarea } from '@mantine/core';
import { COACHING_ROOM, COACHING_ROOM_MESSAGES, insertChatMessageRequestSchema } from '@oola/domain';
import { useSchemaForm } from '../../../lib/schema-form';

const messageSchema = insertChatMessageRequestSchema.pick({ message: true });

function SendIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 12 20 4l-6 16-3-7z" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Writes a chat message: Enter sends, Shift+Enter is a new line. Empty text (after trimming) is not sent.
 * The box empties at once: the message shows in the thread while it is on its way.
 */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const form = useSchemaForm(messageSchema, { initialValues: { message: '' } });
  // Send waits for a valid message; only a too long one is worded (an empty box needs no message).
  const sendable = form.isValid();
  const tooLong = form.values.message.trim().length > COACHING_ROOM.messageMax;
  const send = form.onSubmit(({ message }) => {
    onSend(message);
    form.reset();
  });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label="Message"
        placeholder="Write a message…"
        value={form.values.message}
        onChange={(event) => form.setFieldValue('message', event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          send();
        }}
        autosize
        minRows={1}
        maxRows={4}
        radius="lg"
        flex={1}
        error={tooLong ? COACHING_ROOM_MESSAGES.messageTooLong : null}
      />
      <ActionIcon
        size={38}
        radius="xl"
        aria-label="Send"
        disabled={!sendable}
        onClick={() => send()}
        mb={tooLong ? 22 : 0}
      >
        <SendIcon />
      </ActionIcon>
    </Group>
  );
}
