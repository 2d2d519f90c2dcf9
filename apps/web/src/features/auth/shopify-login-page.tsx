import { useEffect, useRef, useState } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { markShopOrigin } from '../../lib/session';
import { withLoadingOverlay } from '../../lib/shell-events';
import { LoginForm } from './login-form';
import { LoginMessageBanner } from './login-message';
import { signInWithShopToken, type LoginMessage } from './sign-in';

/**
 * /Shopify/ShopifyLogin/{token}: the token from the shop is exchanged for a
 * session on load; otherwise the member signs in by phone or email.
 */
export default function ShopifyLoginPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const [message, setMessage] = useState<LoginMessage | null>(null);
  const exchanged = useRef(false);

  useEffect(() => {
    markShopOrigin();
    if (!token || exchanged.current) return;
    exchanged.current = true;
    void withLoadingOverlay(() => signInWithShopToken(token)).then((result) => {
      if (result.ok) navigate(result.route, { replace: true });
      else setMessage(result.message);
    });
  }, [token, navigate]);

  return (
    <Container size={440} py={64}>
      <Paper radius="lg" p="xl" shadow="md" withBorder>
        <Stack gap="lg">
          <Stack gap={4} align="center">
            <Title order={2} ta="center">
              Access My Programs
            </Title>
            <Text c="dimmed" ta="center" size="sm">
              Sign in with the phone number or email of your shop account.
            </Text>
          </Stack>
          <LoginMessageBanner message={message} onClose={() => setMessage(null)} />
          <LoginForm tabs={['phone', 'email']} onSignedIn={(route) => navigate(route, { replace: true })} />
        </Stack>
      </Paper>
    </Container>
  );
}
