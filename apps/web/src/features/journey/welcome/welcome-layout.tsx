import type { ReactNode } from 'react';
import { Box, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useStartDelay } from './use-start-delay';

export interface WelcomeLayoutProps {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  points?: string[];
  children?: ReactNode;
  onGetStarted: () => void;
}

/** A welcome page: a banner, what to expect, and GET STARTED enabled 15 s after load. */
export function WelcomeLayout({ eyebrow, title, intro, points, children, onGetStarted }: WelcomeLayoutProps) {
  const left = useStartDelay();
  return (
    <Container size="md" py={{ base: 'md', sm: 48 }}>
      <Paper radius="lg" shadow="md" style={{ overflow: 'hidden' }}>
        <Box
          px={{ base: 'lg', sm: 48 }}
          py={{ base: 32, sm: 48 }}
          style={{ background: 'linear-gradient(135deg, #1f3a68 0%, #2a5ea9 60%, #2e9e4f 140%)' }}
        >
          <Text tt="uppercase" fw={800} c="white" opacity={0.75} size="sm" style={{ letterSpacing: '0.14em' }}>
            {eyebrow}
          </Text>
          <Title order={1} c="white" mt={6} fz={{ base: 28, sm: 40 }}>
            {title}
          </Title>
        </Box>
        <Stack px={{ base: 'lg', sm: 48 }} py="xl" gap="lg">
          {intro && (
            <Text size="lg" c="gray.8">
              {intro}
            </Text>
          )}
          {points && (
            <List spacing="sm" size="md" c="gray.8">
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          )}
          {children}
          <Stack gap={6} align="center" pt="sm">
            <Button size="lg" px={48} disabled={left > 0} onClick={onGetStarted}>
              GET STARTED
            </Button>
            <Text size="sm" c="dimmed" ta="center" aria-live="polite">
              {left > 0 ? `Take a moment to read this. You can start in ${left} s.` : 'Ready when you are!'}
            </Text>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
