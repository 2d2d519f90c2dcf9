import { useState, type ReactNode } from 'react';
import { Alert, Tabs } from '@mantine/core';
import { Locked } from '../../../ui/locked/locked-section';
import { EmptyState, TAB_PROPS } from '../../../ui/section-card';
import { useElearningBoard } from '../api';
import { BreakthroughPanel } from './breakthrough-panel';
import { PathPanel } from './path-panel';
import { rememberedTab, rememberTab } from './tab-storage';

// The three tabs fit on one row of a 375 px phone only a little smaller than other sections' tabs.
const TAB = { ...TAB_PROPS, fz: { base: 10.5, sm: 13 }, px: { base: 4, sm: 'md' } } as const;

export interface ElearningTabsProps {
  level: number;
  /** Non-subscribers: My Breakthrough and My Path are locked (and the board is not asked for). */
  locked: boolean;
  initialTab?: string;
  /** The Additional Courses tab (the courses feature's panel). */
  coursesPanel: ReactNode;
}

/**
 * The board's tabs at one level: MY BREAKTHROUGH (level 1 only), MY PATH and ADDITIONAL PROGRAMS
 * (open to non-subscribers too); it opens on the tab the member left.
 */
export function ElearningTabs({ level, locked, initialTab, coursesPanel }: ElearningTabsProps) {
  const board = useElearningBoard(level, !locked);
  const levelOne = level === 1;
  const [firstTab] = useState(() => {
    const remembered = rememberedTab();
    return remembered === 'breakthrough' && !levelOne ? null : remembered;
  });
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
  return (
    <Tabs
      defaultValue={initialTab ?? firstTab ?? (levelOne ? 'breakthrough' : 'path')}
      onChange={rememberTab}
      keepMounted={false}
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
      <Tabs.Panel value="additional">{coursesPanel}</Tabs.Panel>
    </Tabs>
  );
}
