import { Link } from '@react-email/components';
import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface PasswordResetEmailData {
  firstName: string;
  token: string;
  /** When the link stops working, in the member's time zone. */
  expiresAt: string;
}

export const resetPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/resetPassword?token=${encodeURIComponent(token)}`;

/** The built-in password reset's link (decision 059). */
export const passwordResetEmail: EmailTemplate<PasswordResetEmailData> = {
  name: 'password-reset',
  category: 'account',
  subject: () => 'Choose a new password',
  reason: () => 'You are getting this because someone asked to reset the password of your account.',
  Body: ({ data, links }) => {
    const url = resetPasswordUrl(links.publicUrl, data.token);
    return (
      <>
        <EmailHeading>Choose a new password</EmailHeading>
        <EmailText>{`Hi ${data.firstName},`}</EmailText>
        <EmailText>We received a request to reset your password. Choose a new one with the button below.</EmailText>
        <EmailButton href={url}>Choose a new password</EmailButton>
        <EmailText>
          {`The link works once, until ${data.expiresAt}. If the button does not work, copy this address into your browser: `}
          <Link href={url}>{url}</Link>
        </EmailText>
        <EmailText>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</EmailText>
      </>
    );
  },
};
