import { useState } from 'react';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { chatTextSchema, COACHING_ROOM, COACHING_ROOM_MESSAGES } from '@oola/domain';

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
  const [draft, setDraft] = useState('');
  const parsed = chatTextSchema.safeParse(draft);
  const tooLong = draft.trim().length > COACHING_ROOM.messageMax;
  const send = () => {
    if (!parsed.success) return;
    onSend(parsed.data);
    setDraft('');
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label="Message"
        placeholder="Write a message…"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
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
        disabled={!parsed.success}
        onClick={send}
        mb={tooLong ? 22 : 0}
      >
        <SendIcon />
      </ActionIcon>
    </Group>
  );
}
