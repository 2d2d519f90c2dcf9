import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CoachClient } from '@oola/domain';
import { PendingBadge } from '../room';
import { Lesson, NextSession, OolaScore, sessionsLine } from './client-figures';
import { fullName } from './client-order';
import { roomPath } from './client-table';

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm" fw={700}>
        {children}
      </Text>
    </div>
  );
}

/** The client list on small screens: one card per client, with a button into the coaching room. */
export function ClientCards({ clients }: { clients: CoachClient[] }) {
  return (
    <Stack gap="sm" data-testid="client-cards">
      {clients.map((client) => (
        <Paper
          key={client.clientId}
          withBorder
          radius="md"
          p="md"
          data-testid="client-card"
          data-client-id={client.clientId}
        >
          <Group justify="space-between" wrap="nowrap" mb="sm">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={client.pictureUrl} alt="" radius="xl" color="brand">
                {client.firstName[0]}
                {client.lastName[0]}
              </Avatar>
              <div>
                <Text fw={700}>{fullName(client)}</Text>
                <Text size="xs" c="dimmed">
                  {client.customerLevel}
                </Text>
              </div>
            </Group>
            <PendingBadge count={client.pendingMessages} />
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs" mb="sm">
            <Figure label="Steps taken">{client.stepsTaken.toLocaleString('en-US')}</Figure>
            <Figure label="Streak">
              {client.currentStreak} days (longest {client.longestStreak})
            </Figure>
            <Figure label="Goals completed">{client.goalsCompleted}</Figure>
            <Figure label="Oola score">
              <OolaScore client={client} />
            </Figure>
            <Figure label="Sessions">{sessionsLine(client)}</Figure>
            <Figure label="Next session">
              <NextSession client={client} />
            </Figure>
          </SimpleGrid>
          <Lesson client={client} />
          <Button
            component={Link}
            to={roomPath(client)}
            fullWidth
            mt="sm"
            variant="light"
            aria-label={`OPEN COACHING ROOM with ${fullName(client)}`}
          >
            OPEN COACHING ROOM
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
