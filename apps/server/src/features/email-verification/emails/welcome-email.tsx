import { Link } from '@react-email/components';
import { EmailButton, EmailHeading, EmailText } from '../../email/index.js';
import type { EmailTemplate } from '../../email/index.js';

export interface WelcomeEmailData {
  firstName: string;
  brandName: string;
  token: string;
  lifetimeDays: number;
}

export const verifyEmailUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/verifyEmail?token=${encodeURIComponent(token)}`;

/** After the built-in sign-up: a welcome, and the link that verifies the address (decision 059). */
export const welcomeEmail: EmailTemplate<WelcomeEmailData> = {
  name: 'welcome',
  category: 'account',
  subject: (data) => `Welcome to ${data.brandName}`,
  reason: () => 'You are getting this because you created an account with this e-mail address.',
  Body: ({ data, links }) => {
    const url = verifyEmailUrl(links.publicUrl, data.token);
    return (
      <>
        <EmailHeading>{`Welcome to ${data.brandName}!`}</EmailHeading>
        <EmailText>{`Hi ${data.firstName},`}</EmailText>
        <EmailText>
          Your account is ready: sign in any time to rebalance the seven areas of your life, one step at a time.
        </EmailText>
        <EmailText>Please confirm that this e-mail address is yours, so we can reach you about your account.</EmailText>
        <EmailButton href={url}>Verify my e-mail address</EmailButton>
        <EmailText>
          {`The link works once, for ${data.lifetimeDays} days. If the button does not work, copy this address into your browser: `}
          <Link href={url}>{url}</Link>
        </EmailText>
      </>
    );
  },
};
