import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { Locked } from '../locked/locked-section';
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
  const tabs = (
    <Tabs defaultValue="top" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="top" {...TAB_PROPS}>
          MY TOP 7
        </Tabs.Tab>
        <Tabs.Tab value="achieved" {...TAB_PROPS}>
          ACHIEVED
        </Tabs.Tab>
        <Tabs.Tab value="additional" {...TAB_PROPS}>
          ADDITIONAL
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="top">
        {locked ? (
          <Placeholder />
        ) : (
          <EmptyState title="Your top 7 goals">The goals you are working on appear here.</EmptyState>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="achieved">
        <EmptyState title="Achieved goals">Every goal you complete is celebrated here.</EmptyState>
      </Tabs.Panel>
      <Tabs.Panel value="additional">
        <EmptyState title="Additional goals">Goals waiting for a place in your top 7, by life area.</EmptyState>
      </Tabs.Panel>
    </Tabs>
  );
  return (
    <SectionCard title="MY GOALS" accent="var(--mantine-color-area2-6)" testId="my-goals">
      {locked ? <Locked label="My Goals">{tabs}</Locked> : tabs}
    </SectionCard>
  );
}

/** My Oola Score: the carousel of past wheels and the OOLA WHEEL RECORDS (next round). */
export function OolaScoreSlot({ brand }: { brand: string }) {
  return (
    <SectionCard title={`MY ${brand.toUpperCase()} SCORE`} accent="var(--mantine-color-area6-6)" testId="oola-score">
      <EmptyState title="Your wheel history">
        Each wheel you complete is kept here, with your combined score over time.
      </EmptyState>
    </SectionCard>
  );
}
