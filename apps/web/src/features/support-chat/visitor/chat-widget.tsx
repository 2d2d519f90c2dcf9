import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Affix,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Paper,
  Stack,
  Text,
  Tooltip,
  Transition,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  isWithinSupportHours,
  SUPPORT_CHAT_OFFLINE_MESSAGE,
  SUPPORT_CHAT_ONLINE_MESSAGE,
  SUPPORT_HOURS,
} from '@oola/domain';
import { Composer } from '../components/composer';
import { MessageList } from '../components/message-list';
import { StartForm } from './start-form';
import { useVisitorChat } from './use-visitor-chat';
import classes from './chat-widget.module.css';

function CloseIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

function ChatIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
    </svg>
  );
}

function StatusLine({ online }: { online: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={online ? classes.dotOnline : classes.dotOffline} aria-hidden />
      <Text fz="xs" c="white" opacity={0.9}>
        {online ? 'We are online' : 'Offline: we answer by email'}
      </Text>
    </Group>
  );
}

/**
 * The Contact page's live chat: a panel at the bottom right (full screen on a
 * phone). A new visitor gives a first name, email and first message; then the
 * thread updates live. Closing the panel keeps the conversation; ending it
 * closes it for support too. Loaded only when START A CHAT is clicked.
 */
export default function ChatWidget({
  opened,
  onOpen,
  onClose,
}: {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const chat = useVisitorChat();
  const conversation = chat.conversation;
  const online = conversation?.supportOnline ?? isWithinSupportHours();
  const closed = conversation?.status === 'closed';
  // Answers that came while the panel was hidden: counted on the launcher button.
  const lastId = conversation?.messages.at(-1)?.id ?? 0;
  const [seenId, setSeenId] = useState(lastId);
  useEffect(() => {
    if (opened) setSeenId(lastId);
  }, [opened, lastId]);
  const unseen =
    conversation?.messages.filter((message) => message.sender === 'staff' && message.id > seenId).length ?? 0;

  const notice = (
    <Alert
      variant="light"
      color={online ? 'teal' : 'yellow'}
      radius="md"
      p="xs"
      mb="xs"
      data-testid="chat-availability"
    >
      <Text fz="xs">{online ? SUPPORT_CHAT_ONLINE_MESSAGE : SUPPORT_CHAT_OFFLINE_MESSAGE}</Text>
      {!online && (
        <Text fz="xs" c="dimmed" mt={2}>
          Live chat hours: {SUPPORT_HOURS.label}.
        </Text>
      )}
    </Alert>
  );

  const body = () => {
    if (chat.loading) {
      return (
        <Center flex={1}>
          <Loader size="sm" />
        </Center>
      );
    }
    if (!conversation) {
      return (
        <Box className={classes.scrollBody}>
          <Box px="md" pt="md">
            <Text fw={800} c="brand.8">
              Hi there!
            </Text>
            <Text fz="sm" c="gray.7" mb="xs">
              Tell us who you are and what you need. A real person from our support team answers here.
            </Text>
            {notice}
          </Box>
          <StartForm
            onStart={(request) => chat.start.mutate(request)}
            starting={chat.start.isPending}
            error={chat.start.error?.message ?? null}
          />
        </Box>
      );
    }
    return (
      <>
        <MessageList
          messages={conversation.messages}
          own="visitor"
          typingLabel={chat.staffTyping && !closed ? 'Support is typing…' : null}
          header={notice}
          footer={
            closed && (
              <Text fz="xs" c="dimmed" ta="center" mt="sm" data-testid="chat-ended">
                This chat has ended. Thank you for writing to us.
              </Text>
            )
          }
        />
        {closed ? (
          <Box p="sm" bg="white" className={classes.footer}>
            <Button fullWidth variant="light" onClick={chat.startOver}>
              START A NEW CHAT
            </Button>
          </Box>
        ) : (
          <Composer
            onSend={(message) => chat.send.mutateAsync(message)}
            onTyping={chat.onTyping}
            sending={chat.send.isPending}
            error={chat.send.error?.message ?? null}
          />
        )}
      </>
    );
  };

  if (!opened && conversation && !closed) {
    return (
      <Affix position={{ bottom: 20, right: 20 }} zIndex={400}>
        <Indicator label={unseen} disabled={unseen === 0} size={20} color="red" offset={4}>
          <Button
            size="md"
            leftSection={<ChatIcon />}
            onClick={onOpen}
            style={{ boxShadow: '0 8px 24px rgba(16, 31, 58, 0.25)' }}
            aria-label={unseen > 0 ? `Live chat: ${unseen} new` : 'Live chat'}
          >
            LIVE CHAT
          </Button>
        </Indicator>
      </Affix>
    );
  }

  return (
    <Affix position={phone ? { top: 0, left: 0, right: 0, bottom: 0 } : { bottom: 24, right: 24 }} zIndex={400}>
      <Transition transition="slide-up" mounted={opened} duration={180}>
        {(style) => (
          <Paper
            style={style}
            className={phone ? classes.panelPhone : classes.panel}
            shadow="xl"
            radius={phone ? 0 : 'lg'}
            role="dialog"
            aria-label="Live chat with support"
            onKeyDown={(event) => event.key === 'Escape' && onClose()}
          >
            <Box className={classes.header} px="md" py="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Box>
                  <Text fw={800} c="white" fz="md">
                    Live chat
                  </Text>
                  <StatusLine online={online} />
                </Box>
                <Group gap={4} wrap="nowrap">
                  {conversation && !closed && (
                    <Button
                      size="compact-xs"
                      variant="white"
                      color="brand"
                      loading={chat.end.isPending}
                      onClick={() => chat.end.mutate()}
                    >
                      END CHAT
                    </Button>
                  )}
                  <Tooltip label="Hide the chat (it stays open)" withArrow>
                    <ActionIcon variant="subtle" color="white" radius="xl" aria-label="Hide the chat" onClick={onClose}>
                      <CloseIcon />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Box>
            <Stack gap={0} className={classes.content}>
              {body()}
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
