import { Button, Link, Text } from '@react-email/components';
import type { EmailTemplate } from '../../email/template.js';

export interface WelcomeEmailData {
  firstName: string;
  brandName: string;
  token: string;
  lifetimeDays: number;
}

export const verifyEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verifyEmail?token=${encodeURIComponent(token)}`;

export const welcomeEmail: EmailTemplate<WelcomeEmailData> = {
  name: 'welcome',
  category: 'account',
  subject: (data) => `Welcome to ${data.brandName}`,
  reason: () => 'You are receiving this because you created an account with this e-mail address.',
  Body: ({ data, links }) => {
    const url = verifyEmailUrl(links.publicUrl, data.token);
    return (
      <>
        <Text>Hi {data.firstName},</Text>
        <Text>
          Welcome to {data.brandName}! Your account is ready: sign in any time to rebalance the seven areas of your
          life, one step at a time.
        </Text>
        <Text>Please confirm that this e-mail address is yours, so we can reach you about your account:</Text>
        <Button href={url}>Verify my e-mail address</Button>
        <Text>
          The link works once, for {data.lifetimeDays} days. If the button does not work, copy this address into your
          browser: <Link href={url}>{url}</Link>
        </Text>
      </>
    );
  },
};
