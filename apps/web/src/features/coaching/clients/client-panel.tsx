import { useState } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { CoachClient } from '@oola/domain';
import { ClientCards } from './client-cards';
import { orderClients, SORT_LABELS, type ClientSort, type SortKey } from './client-order';
import { ClientTable } from './client-table';
import { EmptyClients } from './empty-clients';

export interface ClientPanelProps {
  clients: CoachClient[];
  past: boolean;
  listed: boolean;
  wide: boolean;
  onSeeListing: () => void;
  onEditProfile: () => void;
}

const SORT_OPTIONS = (Object.keys(SORT_LABELS) as SortKey[]).flatMap((key) => [
  { value: `${key}:asc`, label: `${SORT_LABELS[key]} (low to high)` },
  { value: `${key}:desc`, label: `${SORT_LABELS[key]} (high to low)` },
]);

/** One tab's clients with their search box and order (column headers on wide screens, a select on phones). */
export function ClientPanel({ clients, past, listed, wide, onSeeListing, onEditProfile }: ClientPanelProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ClientSort>({ key: 'name', direction: 'asc' });
  if (clients.length === 0) {
    return <EmptyClients past={past} listed={listed} onSeeListing={onSeeListing} onEditProfile={onEditProfile} />;
  }
  const shown = orderClients(clients, search, sort);
  // A first click on a figure shows the highest first; names start at A.
  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key ? (current.direction === 'asc' ? 'desc' : 'asc') : key === 'name' ? 'asc' : 'desc',
    }));
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={past ? 'Search past clients' : 'Search clients'}
          placeholder="Name or lesson"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        {!wide && (
          <Select
            label="Sort by"
            data={SORT_OPTIONS}
            value={`${sort.key}:${sort.direction}`}
            allowDeselect={false}
            onChange={(value) => {
              const [key, direction] = (value ?? 'name:asc').split(':') as [SortKey, ClientSort['direction']];
              setSort({ key, direction });
            }}
            style={{ flex: '1 1 200px' }}
          />
        )}
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No client matches “{search.trim()}”.
        </Text>
      ) : wide ? (
        <ClientTable clients={shown} sort={sort} onSort={sortBy} />
      ) : (
        <ClientCards clients={shown} />
      )}
    </Stack>
  );
}
