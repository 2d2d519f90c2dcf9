import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api';
import { useSaveCard } from './api';
import { CardEntry } from './card-entry';
import type { CardEntryHandle } from './card-entry-handle';
import { declineOf } from './payment-attempt';

/** Set or replace the card on file. */
export function UpdateCardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const saveCard = useSaveCard();
  const entry = useRef<CardEntryHandle>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  async function save() {
    setProblem(null);
    try {
      const card = await entry.current?.collect();
      if (!card) return;
      await saveCard.mutateAsync(card);
      close();
    } catch (error) {
      setProblem(declineOf(error) ?? (error instanceof ApiError ? error.message : String(error)));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={800}>YOUR CARD</Text>} radius="lg" centered>
      <Stack gap="md">
        {opened && <CardEntry ref={entry} disabled={saveCard.isPending} />}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saveCard.isPending}>
            SAVE CARD
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
