import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_DATA, DELETE_CONFIRMATION_WORDS, requestAccountDeletionSchema } from '@oola/domain';
import { useSchemaForm } from '../../lib/schema-form';
import { useRequestDeletion } from './api';

/** The typed confirmation and the password; the server's refusal (wrong password, clients to hand over) shows here. */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useSchemaForm(requestAccountDeletionSchema, { initialValues: { confirmation: '', password: '' } });
  const request = useRequestDeletion();
  // DELETE MY ACCOUNT waits for the words and a password: the schema decides, and no message is shown.
  const confirmed = form.isValid();
  const close = () => {
    request.reset();
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Delete my account" centered>
      <form onSubmit={form.onSubmit(() => request.mutate(form.values, { onSuccess: close }))}>
        <Stack gap="md">
          <Text size="sm">
            {`Your account and personal data will be erased ${ACCOUNT_DATA.deletionGraceDays} days from now. Until then you can sign in and keep your account.`}
          </Text>
          <TextInput
            label={`Type ${DELETE_CONFIRMATION_WORDS} to confirm`}
            autoComplete="off"
            {...form.getInputProps('confirmation')}
          />
          <PasswordInput label="Your password" autoComplete="current-password" {...form.getInputProps('password')} />
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
