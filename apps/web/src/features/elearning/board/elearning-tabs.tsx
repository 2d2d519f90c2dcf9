import type { ReactNode } from 'react';
import { Alert, Tabs } from '@mantine/core';
import { COACHING } from '@oola/domain';
import { CertificationBoard } from '../../certification/certification-board';
import { rememberElearningTab } from '../../dashboard/entry-rules';
import { Locked } from '../../dashboard/locked/locked-section';
import { EmptyState, TAB_PROPS } from '../../dashboard/sections/section-card';
import { useElearningBoard } from '../api';
import { BreakthroughPanel } from './breakthrough-panel';
import { PathPanel } from './path-panel';

// The three tabs fit on one row of a 375 px phone only a little smaller than other sections' tabs.
const TAB = { ...TAB_PROPS, fz: { base: 10.5, sm: 13 }, px: { base: 4, sm: 'md' } } as const;

export interface ElearningTabsProps {
  level: number;
  /** Non-subscribers: My Breakthrough and My Path are locked (and the board is not asked for). */
  locked: boolean;
  initialTab?: string;
  /** The additional course selected in ADDITIONAL PROGRAMS (stored locally), or null. */
  courseId?: number | null;
}

/** The board's tabs at one level: MY BREAKTHROUGH (level 1 only), MY PATH and ADDITIONAL PROGRAMS. */
export function ElearningTabs({ level, locked, initialTab, courseId = null }: ElearningTabsProps) {
  const board = useElearningBoard(level, !locked);
  const levelOne = level === 1;
  const track = (label: string, panel: ReactNode) => {
    if (locked) {
      return (
        <Locked label={label}>
          <EmptyState title="Your lessons">Your modules unlock here as your program moves forward.</EmptyState>
        </Locked>
      );
    }
    if (board.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          {board.error.message}
        </Alert>
      );
    }
    return panel;
  };
  const firstTab = initialTab === 'breakthrough' && !levelOne ? 'path' : initialTab;
  return (
    <Tabs
      defaultValue={firstTab ?? (levelOne ? 'breakthrough' : 'path')}
      keepMounted={false}
      onChange={(tab) => tab && rememberElearningTab(tab)}
    >
      <Tabs.List mb="md">
        {levelOne && (
          <Tabs.Tab value="breakthrough" {...TAB}>
            MY BREAKTHROUGH
          </Tabs.Tab>
        )}
        <Tabs.Tab value="path" {...TAB}>
          MY PATH
        </Tabs.Tab>
        <Tabs.Tab value="additional" {...TAB}>
          ADDITIONAL PROGRAMS
        </Tabs.Tab>
      </Tabs.List>
      {levelOne && (
        <Tabs.Panel value="breakthrough">
          {track('My Breakthrough', <BreakthroughPanel board={board.data} />)}
        </Tabs.Panel>
      )}
      <Tabs.Panel value="path">{track('My Path', <PathPanel board={board.data} levelOne={levelOne} />)}</Tabs.Panel>
      <Tabs.Panel value="additional">
        {courseId === COACHING.certificationCourseId ? (
          <CertificationBoard courseId={courseId} />
        ) : (
          <EmptyState title="No additional programs yet">
            Programs you add appear here; see My Recommendations below.
          </EmptyState>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
