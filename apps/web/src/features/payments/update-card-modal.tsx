import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError } from '../../lib/api';
import { useSaveCard } from './api';
import { CardFields } from './card-fields';
import { EMPTY_CARD, toSaveCardRequest, validateCard, type CardErrors } from './card-validation';
import { declineOf } from './payment-attempt';

/** Set or replace the card on file. */
export function UpdateCardModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const saveCard = useSaveCard();
  const [values, setValues] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setValues(EMPTY_CARD);
    setErrors({});
    setProblem(null);
    onClose();
  };

  async function save() {
    const found = validateCard(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    try {
      await saveCard.mutateAsync(toSaveCardRequest(values));
      close();
    } catch (error) {
      setProblem(declineOf(error) ?? (error instanceof ApiError ? error.message : String(error)));
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={800}>YOUR CARD</Text>} radius="lg" centered>
      <Stack gap="md">
        <CardFields values={values} errors={errors} onChange={setValues} disabled={saveCard.isPending} />
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
