import { Button, Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
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
  const form = useForm<CoachSearch>({
    initialValues: { name: '', zipCode: '', country: FREE_TEST.defaultCountry },
  });
  const { name, zipCode } = form.values;
  const canSearch = name.trim() !== '' || zipCode.trim() !== '';
  return (
    <Paper
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="lg"
      component="form"
      role="search"
      onSubmit={form.onSubmit((search) => {
        if (canSearch) onSearch(search);
      })}
    >
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Coach name" placeholder="e.g. Morgan" {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 2.5 }}>
          <TextInput label="Zip code" placeholder="e.g. 80202" {...form.getInputProps('zipCode')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NativeSelect
            label="Country"
            data={COUNTRIES}
            value={form.values.country}
            onChange={(event) => form.setFieldValue('country', event.currentTarget.value || FREE_TEST.defaultCountry)}
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
