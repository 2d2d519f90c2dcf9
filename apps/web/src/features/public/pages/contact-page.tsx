import { Suspense, useState } from 'react';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { MARKETING } from '@oola/domain';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ChatWidget, readStoredChat } from '../../support-chat';
import { PageBanner, Section } from '../components/section';
import { RoundIcon } from '../../../ui/round-icon';

// Loaded only when the visitor asks for the chat, so it adds nothing to the page's first load.

export const SUPPORT = {
  phone: '1-800-555-0142',
  phoneHref: 'tel:+18005550142',
  email: 'support@oola.example',
} as const;

const ICONS = {
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  chat: 'M4 5h16v11H9l-5 4z',
};

function Icon({ d, color }: { d: string; color: string }) {
  return (
    <RoundIcon size={56} color={color}>
      <svg
        width="26"
        height="26"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={d} />
      </svg>
    </RoundIcon>
  );
}

/** Contact: phone, support email, live chat, support hours; links to the FAQ. */
export default function ContactPage() {
  usePageMeta(
    'Contact us',
    `Call, email or chat with our support team, ${MARKETING.supportHours}. Emails answered within one business day.`,
  );
  const [chatOpen, setChatOpen] = useState(false);
  const [chatLoaded, setChatLoaded] = useState(false);
  const hasChat = readStoredChat() !== null;
  const openChat = () => {
    setChatLoaded(true);
    setChatOpen(true);
  };
  return (
    <>
      <PageBanner
        eyebrow="Contact"
        title="We are here to help"
        subtitle={`Support hours: ${MARKETING.supportHours}.`}
      />
      <Section bg="#f7f8fb">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Paper radius="lg" p="xl" withBorder>
            <Stack gap="sm">
              <Icon d={ICONS.phone} color="area1" />
              <Title order={2} fz="xl" c="brand.8">
                Call us
              </Title>
              <Text c="gray.7">
                Call support at{' '}
                <Anchor href={SUPPORT.phoneHref} fw={700}>
                  {SUPPORT.phone}
                </Anchor>
                , {MARKETING.supportHours}.
              </Text>
            </Stack>
          </Paper>
          <Paper radius="lg" p="xl" withBorder>
            <Stack gap="sm">
              <Icon d={ICONS.mail} color="area6" />
              <Title order={2} fz="xl" c="brand.8">
                Email us
              </Title>
              <Text c="gray.7">
                Write to{' '}
                <Anchor href={`mailto:${SUPPORT.email}`} fw={700}>
                  {SUPPORT.email}
                </Anchor>
                . We answer every email within one business day.
              </Text>
            </Stack>
          </Paper>
          <Paper radius="lg" p="xl" withBorder>
            <Stack gap="sm">
              <Icon d={ICONS.chat} color="area4" />
              <Title order={2} fz="xl" c="brand.8">
                Live chat
              </Title>
              <Text c="gray.7">Chat with a real person during support hours — usually in under two minutes.</Text>
              <Button variant="light" onClick={openChat} w="fit-content">
                {hasChat ? 'CONTINUE YOUR CHAT' : 'START A CHAT'}
              </Button>
            </Stack>
          </Paper>
        </SimpleGrid>
        <Paper radius="lg" p="xl" mt="xl" ta="center" bg="white" withBorder>
          <Title order={2} fz="xl" c="brand.8" mb="xs">
            Looking for a quick answer?
          </Title>
          <Text c="gray.7" mb="md">
            Most questions about membership, billing and the supplements are answered in our FAQ.
          </Text>
          <Button component={Link} to="/learnmore/faq">
            READ THE FAQ
          </Button>
        </Paper>
      </Section>
      {chatLoaded && (
        <Suspense fallback={null}>
          <ChatWidget opened={chatOpen} onOpen={openChat} onClose={() => setChatOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
