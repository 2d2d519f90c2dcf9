import { Anchor, Avatar, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { CoachClient } from '@oola/domain';
import { PendingBadge } from '../room';
import { Lesson, NextSession, OolaScore, sessionsLine } from './client-figures';
import { fullName, SORT_LABELS, type ClientSort, type SortKey } from './client-order';

export interface ClientViewProps {
  clients: CoachClient[];
  sort: ClientSort;
  onSort: (key: SortKey) => void;
}

export const roomPath = (client: CoachClient) => `/coachingRoom/${client.clientId}`;

function SortHeader({ column, sort, onSort }: { column: SortKey; sort: ClientSort; onSort: (key: SortKey) => void }) {
  const active = sort.key === column;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '';
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
        {SORT_LABELS[column]} <span aria-hidden="true">{arrow}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The client list on wide screens: one row per client; a row opens the coaching room. */
export function ClientTable({ clients, sort, onSort }: ClientViewProps) {
  const navigate = useNavigate();
  const header = (column: SortKey) => <SortHeader column={column} sort={sort} onSort={onSort} />;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table highlightOnHover verticalSpacing="sm" data-testid="client-table">
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('level')}
            {header('stepsTaken')}
            {header('currentStreak')}
            {header('goalsCompleted')}
            {header('oolaScore')}
            <Table.Th>Phase and lesson</Table.Th>
            <Table.Th>Sessions</Table.Th>
            {header('nextSession')}
            {header('pendingMessages')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr
              key={client.clientId}
              data-testid="client-row"
              data-client-id={client.clientId}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(roomPath(client))}
            >
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={client.pictureUrl} alt="" radius="xl" color="brand">
                    {client.firstName[0]}
                    {client.lastName[0]}
                  </Avatar>
                  <Anchor
                    component={Link}
                    to={roomPath(client)}
                    fw={700}
                    style={{ whiteSpace: 'nowrap' }}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {fullName(client)}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{client.customerLevel}</Table.Td>
              <Table.Td data-testid="steps-taken">{client.stepsTaken.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="streak">
                  {client.currentStreak} days
                </Text>
                <Text size="xs" c="dimmed">
                  Longest {client.longestStreak}
                </Text>
              </Table.Td>
              <Table.Td data-testid="goals-completed">{client.goalsCompleted}</Table.Td>
              <Table.Td>
                <OolaScore client={client} />
              </Table.Td>
              <Table.Td maw={240}>
                <Lesson client={client} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="sessions">
                  {sessionsLine(client)}
                </Text>
              </Table.Td>
              <Table.Td>
                <NextSession client={client} />
              </Table.Td>
              <Table.Td>
                <PendingBadge count={client.pendingMessages} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
