import { useEffect, useRef } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import type { ElearningModuleCard } from '@oola/domain';
import { ModuleCard } from './module-card';
import classes from './module-row.module.css';

export interface ModuleRowProps {
  cards: ElearningModuleCard[];
  /** 'Breakthrough modules': names the scrolling region. */
  label: string;
  /** 'WEEK' or 'MONTH': each card is numbered with it. */
  unit: string;
  /** The module to open next: the row starts scrolled to it. */
  current: number | null;
  onOpen: (moduleId: number) => void;
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.6} aria-hidden>
      <path d={flip ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A track's modules in order, in a row that scrolls sideways (focusable, so the keyboard scrolls it too). */
export function ModuleRow({ cards, label, unit, current, onOpen }: ModuleRowProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const item = scroller.current?.querySelector<HTMLElement>(`[data-module-id="${current}"]`);
    // scrollLeft rather than scrollIntoView, which would scroll the page too.
    if (scroller.current && item) scroller.current.scrollLeft = item.offsetLeft;
  }, [current]);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * scroller.current.clientWidth * 0.8, behavior: 'smooth' });
  const completed = cards.filter((card) => card.isCompleted).length;
  return (
    <>
      <Group justify="space-between" mb={6}>
        <Text fz="xs" fw={600} c="dimmed">
          {completed} of {cards.length} modules completed
        </Text>
        <Group gap={6}>
          <ActionIcon variant="default" radius="xl" aria-label={`Earlier ${label}`} onClick={() => scroll(-1)}>
            <Chevron />
          </ActionIcon>
          <ActionIcon variant="default" radius="xl" aria-label={`Later ${label}`} onClick={() => scroll(1)}>
            <Chevron flip />
          </ActionIcon>
        </Group>
      </Group>
      <div ref={scroller} className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
        <ul className={classes.list}>
          {cards.map((card, index) => (
            <li key={card.id} className={classes.item} data-module-id={card.id}>
              <ModuleCard card={card} eyebrow={`${unit} ${index + 1}`} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
