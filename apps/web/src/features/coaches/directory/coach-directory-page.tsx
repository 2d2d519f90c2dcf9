import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Center, Container, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useOnceTrue } from '../../../ui/use-once-true';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useCoachSearch, type CoachSearch } from './api';
import { CoachCard } from './coach-card';
import classes from './coach-directory.module.css';
import { SearchForm } from './search-form';

// Mantine's Modal (with its scroll lock and floating-ui's ref helpers) loads when a coach is first opened.
const CoachProfileModal = lazy(() =>
  import('./coach-profile-modal').then((module) => ({ default: module.CoachProfileModal })),
);

/** /coachDirectory: search coaches by name or zip code. */
export default function CoachDirectoryPage() {
  usePageMeta('Find a coach', 'Search certified life-balance coaches by name or zip code and book a session.');
  const [search, setSearch] = useState<CoachSearch | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const results = useCoachSearch(search);
  const modalWanted = useOnceTrue(selected !== null);

  useEffect(() => {
    if (results.isError) window.alert(results.error.message);
  }, [results.isError, results.error]);

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }}>
            Find a coach
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="xs" maw={620} opacity={0.9}>
            Certified coaches who help you rebalance the seven areas of life. Search by name, or by zip code to see who
            is nearest.
          </Text>
        </Container>
      </Box>
      <Container size="lg" pb={80}>
        <Stack gap="xl">
          <Box className={classes.search}>
            <SearchForm onSearch={setSearch} searching={results.isFetching} />
          </Box>
          {search === null ? (
            <Text c="dimmed" ta="center" py="xl">
              Enter a name or a zip code to start.
            </Text>
          ) : results.isPending ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : results.data && results.data.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="coach-results">
              {results.data.map((coach) => (
                <CoachCard key={coach.coachId} coach={coach} onSelect={() => setSelected(coach.coachId)} />
              ))}
            </SimpleGrid>
          ) : results.data ? (
            <Paper withBorder radius="lg" p="xl">
              <Text ta="center" fw={700} fz="lg">
                No coaches found
              </Text>
              <Text ta="center" c="dimmed" mt={4}>
                Try another name or a nearby zip code.
              </Text>
            </Paper>
          ) : null}
        </Stack>
      </Container>
      {modalWanted && (
        <Suspense fallback={null}>
          <CoachProfileModal coachId={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
