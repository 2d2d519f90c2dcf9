import { Image, Modal, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { closeLoginModal, useLoginModalOpened } from '../../lib/login-modal-store';
import { LoginForm } from './login-form';

export function LoginModal() {
  const opened = useLoginModalOpened();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={closeLoginModal} centered radius="lg" size="sm" title={null} withCloseButton>
      <Stack gap="lg" px="xs" pb="xs">
        <Stack gap={4} align="center">
          <Image src="/favicon.svg" alt="" w={56} h={56} />
          <Title order={2} ta="center">
            Welcome back
          </Title>
          <Text c="dimmed" ta="center" size="sm">
            Sign in to keep your life in balance.
          </Text>
        </Stack>
        <LoginForm
          tabs={['phone', 'customerId']}
          onSignedIn={(route) => {
            closeLoginModal();
            navigate(route, { replace: true });
          }}
        />
      </Stack>
    </Modal>
  );
}
