import { Stepper, Text, Title, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { STEP_SCREEN_BREAKPOINT_PX } from '@oola/domain';

export const STEP_LABELS = ['Where you are now', 'Where you want to go', 'How you get there'] as const;

export interface StepperHeaderProps {
  /** 0-2: the step being worked. */
  active: number;
  /** Level 2 replaces the heading with REVIEW. REVISE. REAFFIRM. */
  title?: string;
  /** Level 2 shows only its own steps. */
  labels?: readonly string[];
}

/** The journey's stepper header: 'Where you are now', 'Where you want to go', 'How you get there'. */
export function StepperHeader({ active, title, labels = STEP_LABELS }: StepperHeaderProps) {
  const narrow = useMediaQuery(`(max-width: ${STEP_SCREEN_BREAKPOINT_PX}px)`);
  return (
    <Stack gap="sm" py="md" component="nav" aria-label="Journey steps">
      {title && (
        <Title order={2} ta="center" tt="uppercase" c="brand.7" style={{ letterSpacing: '0.06em' }}>
          {title}
        </Title>
      )}
      <Stepper active={active} size={narrow ? 'xs' : 'sm'} allowNextStepsSelect={false} iconSize={narrow ? 28 : 36}>
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={narrow ? undefined : `STEP ${index + 1}`}
            description={narrow ? undefined : label}
            aria-label={narrow ? `Step ${index + 1}: ${label}` : undefined}
            aria-current={index === active ? 'step' : undefined}
          />
        ))}
      </Stepper>
      {narrow && (
        <Text ta="center" fw={700} size="sm" c="brand.7">
          STEP {active + 1}: {labels[active]}
        </Text>
      )}
    </Stack>
  );
}
