import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface MeetingNoticeProps {
  title: string;
  message: string;
  /** Buttons before BACK TO DASHBOARD. */
  actions?: ReactNode;
}

/** A full-page state of the meeting: not found, left, completed. */
export function MeetingNotice({ title, message, actions }: MeetingNoticeProps) {
  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder maw={560} mx="auto" mt="xl">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Group justify="center" gap="sm">
          {actions}
          <Button component={Link} to="/dashboard" variant="outline">
            BACK TO DASHBOARD
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
