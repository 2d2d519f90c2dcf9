import { useState } from 'react';
import { Chip, Group } from '@mantine/core';
import { CoursesPanel } from '../../learning';
import { ElearningTabs } from '../../learning';
import { SectionCard } from '../../../ui/section-card';

const LEVELS = [1, 2, 3, 4];

/**
 * My E-Learning: level chips L1-L4 (levels above the member's disabled); level 1
 * shows MY BREAKTHROUGH, MY PATH and ADDITIONAL PROGRAMS. Non-subscribers have
 * the first two locked. The tabs and modules are the e-learning feature's board.
 */
export function MyELearning({ level, locked, initialTab }: { level: number; locked: boolean; initialTab?: string }) {
  const [shown, setShown] = useState(String(Math.min(Math.max(level, 1), 4)));
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
      <ElearningTabs
        key={shown}
        level={Number(shown)}
        locked={locked}
        initialTab={initialTab}
        coursesPanel={<CoursesPanel />}
      />
    </SectionCard>
  );
}
