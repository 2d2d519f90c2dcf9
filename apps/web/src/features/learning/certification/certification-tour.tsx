import { useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Group, Popover, Text } from '@mantine/core';
import { useModalTurn } from '../../../ui/modal-queue/modal-queue';
import { useHideCertificationTutorial } from './api';
import classes from './certification-tour.module.css';
import { useKeepInView } from './use-keep-in-view';

export const CERTIFICATION_TOUR_TEXT = 'The Mind and Body certification is in Additional Programs of the E-Learning.';

export interface CertificationTourProps {
  /** The session's displayCoachCertificationTutorial (undefined while not known yet). */
  due: boolean | undefined;
  /** The E-Learning section the step points to. */
  children: ReactNode;
}

/**
 * The tour step about the coach certification: a callout on the E-Learning section, which it lights
 * up. GOT IT (or Escape) hides it for good on the server (decision 039).
 */
export function CertificationTour({ due, children }: CertificationTourProps) {
  const [dismissed, setDismissed] = useState(false);
  const hide = useHideCertificationTutorial();
  const target = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // It takes its turn in the modal queue: after the time zone and the new badges.
  const opened = useModalTurn('certification-tour', due === undefined ? undefined : due && !dismissed);
  useKeepInView(target, opened);
  const dismiss = () => {
    setDismissed(true);
    hide.mutate();
  };
  return (
    <Popover
      opened={opened}
      onDismiss={dismiss}
      closeOnClickOutside={false}
      position="top"
      withArrow
      arrowSize={14}
      shadow="lg"
      radius="md"
      width={340}
      zIndex={190}
      withRoles={false}
      trapFocus={false}
      classNames={{ dropdown: classes.callout, arrow: classes.arrow }}
    >
      <Popover.Target>
        <Box ref={target} h="100%" className={classes.target} data-spotlight={opened || undefined}>
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId} data-testid="certification-tour">
        <Text fz={11} fw={800} c="brand.1" style={{ letterSpacing: '0.08em' }}>
          NEW FOR COACHES
        </Text>
        <Text id={titleId} fw={800} fz="lg" c="white" mt={2}>
          Your coach certification
        </Text>
        <Text fz="sm" c="brand.0" mt={6} lh={1.5}>
          {CERTIFICATION_TOUR_TEXT}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button size="sm" color="white" c="brand.8" variant="filled" onClick={dismiss}>
            GOT IT
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
