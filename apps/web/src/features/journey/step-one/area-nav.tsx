import { useEffect, useRef } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AssessmentArea } from '@oola/domain';
import classes from './area-nav.module.css';

export interface AreaNavProps {
  areas: AssessmentArea[];
  current: number;
  lastReached: number;
  answeredIn: (areaIndex: number) => number;
  onSelect: (areaIndex: number) => void;
}

/** The areas: reached ones are clickable, later ones dimmed. A column on desktop, a scrolling row on phones. */
export function AreaNav({ areas, current, lastReached, answeredIn, onSelect }: AreaNavProps) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On phones the areas scroll sideways: keep the current one in view.
    const nav = navRef.current;
    const item = nav?.querySelector<HTMLElement>('[aria-current="step"]');
    if (nav && item && nav.scrollWidth > nav.clientWidth) {
      nav.scrollTo({ left: item.offsetLeft - (nav.clientWidth - item.clientWidth) / 2, behavior: 'smooth' });
    }
  }, [current]);
  return (
    <nav aria-label="Life areas" className={classes.nav} ref={navRef}>
      {areas.map((area, index) => {
        const reached = index <= lastReached;
        return (
          <UnstyledButton
            key={area.areaId}
            className={classes.item}
            disabled={!reached}
            data-current={index === current || undefined}
            data-dimmed={!reached || undefined}
            aria-current={index === current ? 'step' : undefined}
            onClick={() => onSelect(index)}
            style={{ '--area-color': area.color } as React.CSSProperties}
          >
            <Group gap={10} wrap="nowrap">
              <span className={classes.dot} />
              <Stack gap={0}>
                <Text fw={800} size="sm" tt="uppercase">
                  {area.name}
                </Text>
                <Text size="xs" c="dimmed" className={classes.count}>
                  {answeredIn(index) === 10 ? '✓ Complete' : `${answeredIn(index)}/10`}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
