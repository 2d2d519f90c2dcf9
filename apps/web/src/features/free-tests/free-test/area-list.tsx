import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { FreeTestArea } from '@oola/domain';
import { areaColor } from '../../../ui/area-color';
import { textOn } from '../../../lib/contrast';
import classes from '../free-tests.module.css';
import { RoundIcon } from '../../../ui/round-icon';

interface AreaListProps {
  areas: FreeTestArea[];
  /** Area index shown now (-1 on the results form). */
  activeArea: number;
  /** Furthest question index reached. */
  furthest: number;
  answers: Record<number, number>;
  onSelect: (areaIndex: number) => void;
}

const reachable = (areaIndex: number, furthest: number, perArea: number) => areaIndex * perArea <= furthest;
const done = (area: FreeTestArea, answers: Record<number, number>) =>
  area.questions.every((question) => answers[question.id] !== undefined);

/** The 7 life areas beside the questions; areas not reached yet are greyed and not clickable. */
export function AreaList({ areas, activeArea, furthest, answers, onSelect }: AreaListProps) {
  return (
    <Paper withBorder radius="lg" p="sm" visibleFrom="sm" component="nav" aria-label="Life areas">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={4} pb={8} lts={1}>
        Life areas
      </Text>
      <Stack gap={2}>
        {areas.map((area, index) => (
          <UnstyledButton
            key={area.id}
            className={classes.areaItem}
            data-active={index === activeArea || undefined}
            disabled={!reachable(index, furthest, area.questions.length)}
            aria-current={index === activeArea ? 'step' : undefined}
            onClick={() => onSelect(index)}
          >
            <span className={classes.areaDot} style={{ background: area.color }} />
            <Text
              component="span"
              fw={index === activeArea ? 800 : 600}
              style={{ flex: 1 }}
              c={index === activeArea ? areaColor(area.id) : undefined}
            >
              {area.name}
            </Text>
            {done(area, answers) && (
              <RoundIcon size={20} color={areaColor(area.id)} role="img" aria-label="answered">
                <svg width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12l5 5L20 7" />
                </svg>
              </RoundIcon>
            )}
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}

/** The same list as a row of chips on narrow screens. */
export function AreaChips({ areas, activeArea, furthest, onSelect }: Omit<AreaListProps, 'answers'>) {
  return (
    <nav className={classes.areaChips} aria-label="Life areas">
      {areas.map((area, index) => (
        <UnstyledButton
          key={area.id}
          className={classes.areaChip}
          style={
            { background: area.color, color: textOn(area.color), '--chip-color': area.color } as React.CSSProperties
          }
          data-active={index === activeArea || undefined}
          disabled={!reachable(index, furthest, area.questions.length)}
          onClick={() => onSelect(index)}
        >
          {area.name}
        </UnstyledButton>
      ))}
    </nav>
  );
}
