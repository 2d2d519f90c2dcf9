import { Center, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COACHING, FIND_COACH_MESSAGES } from '@oola/domain';
import { CoachCard } from '../directory';
import { useCoachNameSearch } from './api';
import { SearchGlyph } from './method-icons';
import { BackButton, ErrorNotice } from './status';

/**
 * Way 1: search coaches by name. The search runs 1000 ms after the last keystroke, and only for a
 * non-empty name; the term is kept by the modal so BACK from a profile returns to the results.
 */
export function WayByName({
  term,
  onTermChange,
  onOpenCoach,
  onBack,
}: {
  term: string;
  onTermChange: (term: string) => void;
  onOpenCoach: (coachId: number) => void;
  onBack: () => void;
}) {
  const [debounced] = useDebouncedValue(term.trim(), COACHING.searchDebounceMs);
  const search = useCoachNameSearch(debounced);
  const results = search.data;
  const waiting = term.trim() !== debounced || search.isFetching;

  return (
    <Stack gap="lg">
      <TextInput
        label="Coach name"
        placeholder="e.g. Morgan"
        size="md"
        value={term}
        onChange={(event) => onTermChange(event.currentTarget.value)}
        leftSection={<SearchGlyph size={18} />}
        rightSection={waiting && term.trim() !== '' ? <Loader size="xs" /> : null}
        data-autofocus
        maxLength={100}
      />
      {search.isError && <ErrorNotice message={search.error.message} />}
      {debounced === '' && (
        <Text c="dimmed" ta="center" py="md">
          Type part of a first or last name to see matching coaches.
        </Text>
      )}
      {debounced !== '' && results?.length === 0 && (
        <Center py="md">
          <Text fw={600} c="dimmed" role="status">
            {FIND_COACH_MESSAGES.noCoaches}
          </Text>
        </Center>
      )}
      {results && results.length > 0 && debounced !== '' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="region" aria-label="Coaches found">
          {results.map((coach) => (
            <CoachCard key={coach.coachId} coach={coach} onSelect={() => onOpenCoach(coach.coachId)} />
          ))}
        </SimpleGrid>
      )}
      <BackButton onClick={onBack} />
    </Stack>
  );
}
