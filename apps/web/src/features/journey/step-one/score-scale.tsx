import { useEffect, useRef } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { ASSESSMENT } from '@oola/domain';
import { textOn } from '../../../lib/contrast';
import classes from './score-scale.module.css';

export interface ScoreScaleProps {
  value: number;
  color: string;
  onChoose: (score: number) => void;
}

const SCORES = Array.from({ length: ASSESSMENT.maxScore }, (_, index) => index + 1);

/**
 * The 1-10 answer scale: a row of ten stops along a track (a slider you tap).
 * Keys 1-9 and 0 (for 10) choose a score too, so the 70 questions go quickly.
 */
export function ScoreScale({ value, color, onChoose }: ScoreScaleProps) {
  const latest = useRef(onChoose);
  useEffect(() => {
    latest.current = onChoose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]') || event.metaKey || event.ctrlKey) return;
      if (/^[0-9]$/.test(event.key)) latest.current(event.key === '0' ? 10 : Number(event.key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const stopColors = { '--stop-color': color, '--stop-ink': textOn(color) } as React.CSSProperties;
  const fill = value > 0 ? ((value - 1) / (ASSESSMENT.maxScore - 1)) * 100 : 0;
  return (
    <Stack gap={6}>
      <div className={classes.scale} role="radiogroup" aria-label="Your score from 1 to 10">
        <div className={classes.track} />
        <div className={classes.fill} style={{ width: `${fill}%`, background: color }} />
        <Group justify="space-between" wrap="nowrap" className={classes.stops}>
          {SCORES.map((score) => (
            <UnstyledButton
              key={score}
              role="radio"
              aria-checked={value === score}
              aria-label={`Score ${score}`}
              className={classes.stop}
              data-active={value === score || undefined}
              data-filled={value >= score || undefined}
              style={stopColors}
              onClick={() => onChoose(score)}
            >
              {score}
            </UnstyledButton>
          ))}
        </Group>
      </div>
      <Group justify="space-between">
        <Text size="xs" c="dimmed" fw={600}>
          NOT TRUE AT ALL
        </Text>
        <Text size="xs" c="dimmed" fw={600}>
          COMPLETELY TRUE
        </Text>
      </Group>
    </Stack>
  );
}
