import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_DATA, DELETE_CONFIRMATION_WORDS } from '@oola/domain';
import { useRequestDeletion } from './api';

/** The typed confirmation and the password; the server's refusal (wrong password, clients to hand over) shows here. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [words, setWords] = useState('');
  const [password, setPassword] = useState('');
  const request = useRequestDeletion();
  const confirmed = words.trim().toUpperCase() === DELETE_CONFIRMATION_WORDS && password.length > 0;
  const close = () => {
    request.reset();
    setWords('');
    setPassword('');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete my account" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          request.mutate({ confirmation: words, password }, { onSuccess: close });
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {`Your account and personal data will be erased ${ACCOUNT_DATA.deletionGraceDays} days from now. Until then you can sign in and keep your account.`}
          </Text>
          <TextInput
            label={`Type ${DELETE_CONFIRMATION_WORDS} to confirm`}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            autoComplete="off"
          />
          <PasswordInput
            label="Your password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="current-password"
          />
          {request.error && (
            <Alert color="red" variant="light" role="alert">
              {request.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              CANCEL
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={request.isPending}>
              DELETE MY ACCOUNT
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
