import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { Locked } from '../locked/locked-section';
import { MyGoals } from '../goals/my-goals';
import { OolaScore } from '../score/oola-score';
import { EmptyState, SectionCard, TAB_PROPS } from './section-card';

/*
 * Slots for the sections built on the goals and actions tables (next round):
 * each keeps its title, tabs and place in the grid, and shows an empty state.
 */

function Placeholder() {
  return (
    <Stack gap="xs">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton height={28} circle animate={false} />
          <Skeleton height={14} radius="xl" animate={false} />
        </Group>
      ))}
    </Stack>
  );
}

/** My Action Tracker: TRACKER, DAILY ACTIONS, TO-DO LIST (to-do locked for non-subscribers). */
export function ActionTrackerSlot({ locked, initialTab }: { locked: boolean; initialTab: 'tracker' | 'daily' }) {
  return (
    <SectionCard title="MY ACTION TRACKER" accent="var(--mantine-color-area4-6)" testId="action-tracker">
      <Tabs defaultValue={initialTab} keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="tracker" {...TAB_PROPS}>
            TRACKER
          </Tabs.Tab>
          <Tabs.Tab value="daily" {...TAB_PROPS}>
            DAILY ACTIONS
          </Tabs.Tab>
          <Tabs.Tab value="todo" {...TAB_PROPS}>
            TO-DO LIST
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tracker">
          <EmptyState title="Your daily tracker">Your three daily actions and today's ring appear here.</EmptyState>
        </Tabs.Panel>
        <Tabs.Panel value="daily">
          <EmptyState title="Plan the week ahead">
            Actions for today, tomorrow and the next days appear here.
          </EmptyState>
        </Tabs.Panel>
        <Tabs.Panel value="todo">
          {locked ? (
            <Locked label="your to-do list">
              <Placeholder />
            </Locked>
          ) : (
            <EmptyState title="Your to-do list">Tasks for the next seven days, grouped by day.</EmptyState>
          )}
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}

/** My Goals: MY TOP 7, ACHIEVED, ADDITIONAL (locked and blurred for non-subscribers). */
export function MyGoalsSlot({ locked }: { locked: boolean }) {
  return <MyGoals locked={locked} />;
}

/** My Oola Score: the carousel of past wheels, the OOLA WHEEL RECORDS and the score chart. */
export function OolaScoreSlot({ brand }: { brand: string }) {
  return <OolaScore brand={brand} />;
}
