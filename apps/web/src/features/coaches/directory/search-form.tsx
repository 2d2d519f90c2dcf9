import { useState } from 'react';
import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { FREE_TEST } from '@oola/domain';
import type { CoachSearch } from './api';

const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'MX', label: 'Mexico' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
];

/** Name, zip code and country (default US); Search needs a name or a zip code. */
export function SearchForm({ onSearch, searching }: { onSearch: (search: CoachSearch) => void; searching: boolean }) {
  const [search, setSearch] = useState<CoachSearch>({ name: '', zipCode: '', country: FREE_TEST.defaultCountry });
  const canSearch = search.name.trim() !== '' || search.zipCode.trim() !== '';
  const set = (patch: Partial<CoachSearch>) => setSearch((current) => ({ ...current, ...patch }));
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="lg"
      component="form"
      role="search"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (canSearch) onSearch(search);
      }}
    >
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Coach name"
            placeholder="e.g. Morgan"
            value={search.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2.5 }}>
          <TextInput
            label="Zip code"
            placeholder="e.g. 80202"
            value={search.zipCode}
            onChange={(event) => set({ zipCode: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect
            label="Country"
            data={COUNTRIES}
            value={search.country}
            onChange={(event) => set({ country: event.currentTarget.value || FREE_TEST.defaultCountry })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 2.5 }}>
          <Button type="submit" fullWidth disabled={!canSearch} loading={searching}>
            Search
          </Button>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
