import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { areaById, FIND_COACH_MESSAGES } from '@oola/domain';
import { CoachCard } from '../directory';
import { useCoachPicks } from './api';
import { ErrorNotice, Loading } from './status';

const RANKS = ['Best match', 'Second match', 'Third match'];

function listOfAreas(areaIds: number[]): string {
  const names = areaIds.map((id) => areaById(id).name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Way 2, step 2: the answers are saved; the member's top picks, best first, each saying why. */
export function WayPicks({ onOpenCoach, onRetake }: { onOpenCoach: (coachId: number) => void; onRetake: () => void }) {
  const picks = useCoachPicks(true);
  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" role="status">
        {FIND_COACH_MESSAGES.saved}
      </Alert>
      <Text c="dimmed">
        These coaches fit your answers and the areas of your wheel that need the most care. Open a profile to learn
        more.
      </Text>
      {picks.isError && <ErrorNotice message={picks.error.message} />}
      {picks.isLoading && <Loading />}
      {picks.data && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="region" aria-label="Your top picks">
          {picks.data.map((coach, rank) => (
            <CoachCard key={coach.coachId} coach={coach} onSelect={() => onOpenCoach(coach.coachId)}>
              <Group gap={6}>
                <Badge color="brand" variant="filled" radius="sm">
                  {RANKS[rank]}
                </Badge>
              </Group>
              {coach.matchedAreaIds.length > 0 && (
                <Text fz="sm" c="dimmed">
                  Good fit for {listOfAreas(coach.matchedAreaIds)}
                </Text>
              )}
            </CoachCard>
          ))}
        </SimpleGrid>
      )}
      <Group justify="flex-start">
        <Button variant="default" onClick={onRetake}>
          CHANGE MY ANSWERS
        </Button>
      </Group>
    </Stack>
  );
}
