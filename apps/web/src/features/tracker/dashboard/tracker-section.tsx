import { Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { SectionCard, TAB_PROPS } from '../../../ui/section-card';
import { LoadsWhenOnline } from '../../offline';
import { TodoList, useTasks } from '../../todo';
import { useDayActions } from '../api';
import { DailyActionsTab } from './daily-actions-tab';
import { MissedDayModal } from './missed-day-modal';
import { TrackerTab } from './tracker-tab';

function Loading() {
  return (
    <Stack gap="xs">
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton height={28} circle />
          <Skeleton height={32} radius="md" />
        </Group>
      ))}
    </Stack>
  );
}

/** What a tab shows until today's actions are here: offline, a note that they load when the connection returns. */
function NotLoaded({ offline }: { offline: boolean }) {
  return offline ? <LoadsWhenOnline>Today&apos;s steps are not on this device yet.</LoadsWhenOnline> : <Loading />;
}

export interface TrackerSectionProps {
  /** showActionsSteps=1 opens DAILY ACTIONS. Non-subscribers keep both (the TO-DO LIST locks itself). */
  initialTab: 'tracker' | 'daily';
}

/** My Action Tracker: TRACKER, DAILY ACTIONS and TO-DO LIST, with the missed-day modal. */
export function TrackerSection({ initialTab }: TrackerSectionProps) {
  const today = useDayActions(0);
  // The to-do days are asked for (and kept) with the tracker, not when their tab opens, so an offline reload
  // shows them even if the member never opened the tab online (decision 089).
  useTasks();
  const waitingForNetwork = today.fetchStatus === 'paused';
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
          {today.data ? <TrackerTab data={today.data} /> : <NotLoaded offline={waitingForNetwork} />}
        </Tabs.Panel>
        <Tabs.Panel value="daily">
          {today.data ? <DailyActionsTab today={today.data.day} /> : <NotLoaded offline={waitingForNetwork} />}
        </Tabs.Panel>
        <Tabs.Panel value="todo">
          <TodoList />
        </Tabs.Panel>
      </Tabs>
      <MissedDayModal due={today.isError ? false : today.data?.displayFailModal} courseId={today.data?.courseId ?? 0} />
    </SectionCard>
  );
}
