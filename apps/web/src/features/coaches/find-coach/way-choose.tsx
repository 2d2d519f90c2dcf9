import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import liftCard from '../../../ui/lift-card.module.css';
import { MatchGlyph, SearchGlyph } from './method-icons';

function Method({ icon, title, text, onClick }: { icon: ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} className={liftCard.card}>
      <Paper withBorder radius="lg" p="lg" h="100%">
        <Stack gap="sm">
          <ThemeIcon size={52} radius="xl" variant="light" color="brand">
            {icon}
          </ThemeIcon>
          <Text fw={800} fz="lg" c="brand.8">
            {title}
          </Text>
          <Text c="dimmed" fz="sm" lh={1.5}>
            {text}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** Way 0: find a coach by name or by the matching questionnaire; the customize page adds "not now". */
export function WayChoose({
  onChoose,
  onNotNow,
  notNowPending = false,
}: {
  onChoose: (way: 1 | 2) => void;
  /** The customize page's extra option: carry on without a coach for now. */
  onNotNow?: () => void;
  notNowPending?: boolean;
}) {
  return (
    <Stack gap="lg">
      <Text c="dimmed">
        A certified coach keeps you accountable, helps you through the hard weeks and celebrates every win with you. How
        would you like to find yours?
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Method
          icon={<SearchGlyph />}
          title="FIND BY NAME"
          text="Already know who you would like to work with? Search our coaches by name."
          onClick={() => onChoose(1)}
        />
        <Method
          icon={<MatchGlyph />}
          title="TAKE THE ASSESSMENT"
          text="Answer a few quick questions and see the three coaches who fit you best."
          onClick={() => onChoose(2)}
        />
      </SimpleGrid>
      {onNotNow && (
        <Group justify="center">
          <Button variant="subtle" onClick={onNotNow} loading={notNowPending}>
            NOT NOW, I&apos;LL START ON MY OWN
          </Button>
        </Group>
      )}
    </Stack>
  );
}
