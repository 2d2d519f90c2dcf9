import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ElearningModuleCard } from '@oola/domain';
import { EmptyState } from '../../../ui/section-card';
import { rememberModule } from '../modules/module-storage';
import { ModuleRow } from './module-row';

export interface TrackPanelProps {
  cards: ElearningModuleCard[] | undefined;
  label: string;
  unit: string;
  current: number | null;
  /** Above the modules: the course progress or the call to start the track. */
  header?: ReactNode;
  /** What an empty track says when there is no call to start it. */
  empty: { title: string; text: string } | null;
  /** The additional course these modules belong to; unset for the programme's tracks. */
  courseId?: number;
}

/** One track of the board: its header, then its modules (or why there are none yet). */
export function TrackPanel({ cards, label, unit, current, header, empty, courseId }: TrackPanelProps) {
  const navigate = useNavigate();
  if (!cards) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={210} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const open = (moduleId: number) => {
    rememberModule(moduleId, courseId);
    navigate('/moduleVip');
  };
  return (
    <>
      {header}
      {cards.length > 0 ? (
        <ModuleRow cards={cards} label={label} unit={unit} current={current} onOpen={open} />
      ) : (
        empty && <EmptyState title={empty.title}>{empty.text}</EmptyState>
      )}
    </>
  );
}
