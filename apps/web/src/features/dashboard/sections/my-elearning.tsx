import { useState } from 'react';
import { Chip, Group, Tabs } from '@mantine/core';
import { Locked } from '../locked/locked-section';
import { EmptyState, SectionCard, TAB_PROPS } from './section-card';

const LEVELS = [1, 2, 3, 4];

function Lessons() {
  return <EmptyState title="Your lessons">Your modules unlock here as your program moves forward.</EmptyState>;
}

/**
 * My E-Learning: level chips L1-L4 (levels above the member's disabled); level 1
 * shows MY BREAKTHROUGH, MY PATH and ADDITIONAL PROGRAMS. Non-subscribers have
 * the first two locked. The modules arrive with the e-learning issue.
 */
export function MyELearning({ level, locked, initialTab }: { level: number; locked: boolean; initialTab?: string }) {
  const [shown, setShown] = useState(String(Math.min(Math.max(level, 1), 4)));
  const levelOne = shown === '1';
  const lockable = (label: string) =>
    locked ? (
      <Locked label={label}>
        <Lessons />
      </Locked>
    ) : (
      <Lessons />
    );
  return (
    <SectionCard
      title="MY E-LEARNING"
      accent="var(--mantine-color-area5-6)"
      testId="my-elearning"
      actions={
        <Chip.Group multiple={false} value={shown} onChange={setShown}>
          <Group gap={6}>
            {LEVELS.map((value) => (
              <Chip key={value} value={String(value)} size="xs" disabled={value > level}>
                L{value}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      }
    >
      <Tabs key={shown} defaultValue={initialTab ?? (levelOne ? 'breakthrough' : 'path')} keepMounted={false}>
        <Tabs.List mb="md">
          {levelOne && (
            <Tabs.Tab value="breakthrough" {...TAB_PROPS}>
              MY BREAKTHROUGH
            </Tabs.Tab>
          )}
          <Tabs.Tab value="path" {...TAB_PROPS}>
            MY PATH
          </Tabs.Tab>
          <Tabs.Tab value="additional" {...TAB_PROPS}>
            ADDITIONAL PROGRAMS
          </Tabs.Tab>
        </Tabs.List>
        {levelOne && <Tabs.Panel value="breakthrough">{lockable('My Breakthrough')}</Tabs.Panel>}
        <Tabs.Panel value="path">{lockable('My Path')}</Tabs.Panel>
        <Tabs.Panel value="additional">
          <EmptyState title="No additional programs yet">
            Programs you add appear here; see My Recommendations below.
          </EmptyState>
        </Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
