import { Stack, Tabs } from '@mantine/core';
import { AREAS } from '@oola/domain';
import { TAB_PROPS } from '../../../ui/section-card';
import { GoalItem } from './goal-item';

const SAMPLES = ['Walk 10,000 steps a day', 'Save 10% of every paycheck', 'Plan a weekly family night'];

/** What My Goals looks like, blurred behind the lock for non-subscribers (no call is made). */
export function SampleGoals() {
  return (
    <Tabs defaultValue="top">
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
      <Stack gap="xs">
        {SAMPLES.map((text, index) => {
          const area = AREAS[index]!;
          return (
            <GoalItem
              key={text}
              brand=""
              actions={['complete']}
              onAction={() => {}}
              goal={{
                id: index,
                userId: 0,
                areaId: area.id,
                areaName: area.name,
                color: area.color,
                text,
                completedByDate: '2030-01-01',
                completionDate: null,
                isOneGoal: false,
              }}
            />
          );
        })}
      </Stack>
    </Tabs>
  );
}
