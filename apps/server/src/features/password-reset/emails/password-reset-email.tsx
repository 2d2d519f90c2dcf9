import { Button, Link, Text } from '@react-email/components';
import type { EmailTemplate } from '../../email/template.js';

export interface PasswordResetEmailData {
  firstName: string;
  token: string;
  /** When the link stops working, in the member's time zone. */
  expiresAt: string;
}

export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;

export const passwordResetEmail: EmailTemplate<PasswordResetEmailData> = {
  name: 'password-reset',
  category: 'account',
  subject: () => 'Choose a new password',
  reason: () => 'You are receiving this because someone asked to reset the password of your account.',
  Body: ({ data, links }) => {
    const url = resetPasswordUrl(links.publicUrl, data.token);
    return (
      <>
        <Text>Hi {data.firstName},</Text>
        <Text>We received a request to reset your password. Choose a new one with the button below.</Text>
        <Button href={url}>Choose a new password</Button>
        <Text>
          The link works once, until {data.expiresAt}. If the button does not work, copy this address into your browser:{' '}
          <Link href={url}>{url}</Link>
        </Text>
        <Text>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</Text>
      </>
    );
  },
};
