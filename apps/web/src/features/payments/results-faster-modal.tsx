import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { COACHING } from '@oola/domain';

export interface ResultsFasterModalProps {
  opened: boolean;
  onClose: () => void;
  /** When given, a FIND A COACH button leads on (the lead wires it to the find-coach modal). */
  onFindCoach?: () => void;
}

const Tick = () => (
  <ThemeIcon size={22} radius="xl" color="brand" aria-hidden>
    ✓
  </ThemeIcon>
);

/** WANT TO GET RESULTS FASTER?: the coaching offer in plain words. */
export function ResultsFasterModal({ opened, onClose, onFindCoach }: ResultsFasterModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={800}>WANT TO GET RESULTS FASTER?</Text>}
      radius="lg"
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text>
          A certified coach helps you turn your goals into a weekly plan, keeps you accountable and celebrates every win
          with you.
        </Text>
        <List spacing="sm" icon={<Tick />}>
          <List.Item>
            <Text fw={700} span>
              Coaching: ${COACHING.monthlyPrice} a month, cancel anytime.
            </Text>{' '}
            Chat and notes with your coach in your coaching room.
          </List.Item>
          <List.Item>
            <Text fw={700} span>
              Sessions: {COACHING.sessionMinutes} minutes each,
            </Text>{' '}
            by video right here in the portal, bought in packs at your coach&apos;s rate.
          </List.Item>
          <List.Item>Sessions are transferable to another coach but non-refundable.</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {onFindCoach && <Button onClick={onFindCoach}>FIND A COACH</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
